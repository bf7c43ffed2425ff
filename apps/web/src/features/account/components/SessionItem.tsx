import { useTranslation } from 'react-i18next';
import type { AccountSession } from '@lexbridge/shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useSignOutSession } from '../api/sign-out-session';
import { useSessionText } from './session-text';

/** One signed-in device: what and where, when, and 'Sign out' unless it is this one. */
export function SessionItem({ session }: { session: AccountSession }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const text = useSessionText();
  const signOut = useSignOutSession();
  const device = text.device(session);
  const place = text.place(session);
  const facts: Array<[string, string]> = [
    [t('sessions.place'), place],
    [t('sessions.lastActive'), formatDateTime(session.lastActiveAt, language)],
    [t('sessions.signedIn'), formatDateTime(session.signedInAt, language)],
  ];

  function end() {
    signOut.mutate(session.id, {
      onSuccess: () => toast.success(t('sessions.signedOut', { device })),
      onError: () => toast.error(t('sessions.signOutFailed')),
    });
  }

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-4">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-navy-900">
          {device}
          {session.current && (
            <span className="ml-2 rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success">
              {t('sessions.current')}
            </span>
          )}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt>{term}</dt>
              <dd className="break-all text-navy-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={signOut.isPending}
          aria-label={t('sessions.signOutLabel', { device, place })}
          onClick={end}
        >
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
