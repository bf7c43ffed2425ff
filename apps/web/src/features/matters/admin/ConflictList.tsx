import { useTranslation } from 'react-i18next';
import type { ConflictCheckResult } from '@lexbridge/shared/schemas/matters';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

type Props = { conflicts: ConflictCheckResult; onConfirm(): void; onCancel(): void; busy: boolean };

/** The names that may be a conflict of interest; the admin decides whether to go on. */
export function ConflictList({ conflicts, onConfirm, onCancel, busy }: Props) {
  const { t } = useTranslation(['matters']);
  return (
    <section aria-labelledby="matter-conflicts" className="space-y-4">
      <Alert tone="warning">
        <h3 id="matter-conflicts" className="font-sans font-semibold">
          {t('admin.conflicts.title')}
        </h3>
        <p className="mt-1">{t('admin.conflicts.intro')}</p>
      </Alert>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {conflicts.clients.map((client) => (
          <li key={client.id}>
            {t('admin.conflicts.client', { name: client.name, email: client.email })}
          </li>
        ))}
        {conflicts.opposingParties.map((party) => (
          <li key={party.matterId}>
            {t('admin.conflicts.party', {
              party: party.opposingParty,
              matter: party.matterTitle,
              client: party.clientName,
            })}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t('admin.conflicts.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {t('admin.conflicts.confirm')}
        </Button>
      </div>
    </section>
  );
}
