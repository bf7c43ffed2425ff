import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useSessions } from '../api/get-sessions';
import { useSignOutOtherSessions } from '../api/sign-out-session';
import { AccountSection } from './AccountSection';
import { SessionItem } from './SessionItem';

/** Every browser signed in to the account, and 'Sign out everywhere else'. */
export function SessionsSection() {
  const { t } = useTranslation('account');
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const describeError = useErrorMessage();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;

  function endOthers() {
    signOutOthers.mutate(undefined, {
      onSuccess: ({ signedOut }) =>
        toast.success(t('sessions.signedOutOthers', { count: signedOut })),
      onError: () => toast.error(t('sessions.signOutFailed')),
    });
  }

  return (
    <AccountSection title={t('sessions.title')} intro={t('sessions.intro')}>
      {sessions.isPending && <LoadingStatus />}
      {sessions.isError && (
        <Alert tone="error">
          {t('sessions.loadFailed')} {describeError(sessions.error)}
        </Alert>
      )}
      {list.length > 0 && (
        <ul className="divide-y divide-border">
          {list.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      )}
      {sessions.isSuccess &&
        (others > 0 ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={signOutOthers.isPending}>
                {t('sessions.signOutOthers')}
              </Button>
            }
            title={t('sessions.confirmTitle')}
            description={t('sessions.confirmDescription')}
            confirmLabel={t('sessions.signOutOthers')}
            onConfirm={endOthers}
          />
        ) : (
          <p className="text-sm text-muted">{t('sessions.noOthers')}</p>
        ))}
    </AccountSection>
  );
}
