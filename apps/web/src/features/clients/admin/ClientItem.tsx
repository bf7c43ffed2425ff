import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminClient } from '@lexbridge/shared/schemas/clients';
import { useFormat } from '../../../lib/i18n/use-format';
import { StatusBadge } from '../../../components/ui/status-badge';

/** The client's language, named in the language of the page. */
export const languageLabel = { en: 'admin.languages.en', el: 'admin.languages.el' } as const;

/** One client of the list; the name opens the client's page. */
export function ClientItem({ client }: { client: AdminClient }) {
  const { t } = useTranslation('clients');
  const format = useFormat();
  return (
    <li className="rounded-lg border border-border bg-white p-4 sm:p-5">
      <article aria-labelledby={`client-${client.id}`} className="space-y-2">
        <h2 id={`client-${client.id}`} className="font-sans text-lg font-semibold break-words">
          <Link to={`/admin/clients/${client.id}`} className="underline-offset-4 hover:underline">
            {client.name}
          </Link>
        </h2>
        {client.awaitingPassword && (
          <StatusBadge tone="warning">{t('admin.invitation.badge')}</StatusBadge>
        )}
        {!client.confirmed && !client.awaitingPassword && (
          <StatusBadge tone="warning">{t('admin.unconfirmed.badge')}</StatusBadge>
        )}
        <ClientFacts client={client} />
        <p className="text-sm text-muted">
          {t('admin.matters')}
          {': '}
          {format.number(client.matterCount)}
        </p>
      </article>
    </li>
  );
}

/** E-mail, phone, language and last sign-in, as a list of terms. */
export function ClientFacts({ client }: { client: AdminClient }) {
  const { t } = useTranslation('clients');
  const format = useFormat();
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium">{t('admin.email')}</dt>
      <dd className="break-all">{client.email}</dd>
      <dt className="font-medium">{t('admin.phone')}</dt>
      <dd>{client.phone ?? t('admin.notGiven')}</dd>
      <dt className="font-medium">{t('admin.language')}</dt>
      <dd>{t(languageLabel[client.language])}</dd>
      <dt className="font-medium">{t('admin.lastSignIn')}</dt>
      <dd>{client.lastSignInAt ? format.dateTime(client.lastSignInAt) : t('admin.never')}</dd>
    </dl>
  );
}
