import { useTranslation } from 'react-i18next';
import type { AdminClient } from '@lexbridge/shared/schemas/clients';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useResendInvitation } from '../api/resend-invitation';

/**
 * For a client who has not yet chosen a password, or whose address was never proven: says so, and
 * sends the invitation (again). Its link proves the address; until then the firm opens no matter
 * for the account.
 */
export function InvitationNotice({ client }: { client: AdminClient }) {
  const { t } = useTranslation('clients');
  const describeError = useErrorMessage();
  const resend = useResendInvitation();
  const unconfirmed = !client.confirmed && !client.awaitingPassword;
  if (!client.awaitingPassword && !unconfirmed) return null;

  const send = () =>
    resend.mutate(client.id, {
      onSuccess: () => toast.success(t('admin.invitation.resent', { email: client.email })),
      onError: (error) => toast.error(describeError(error)),
    });

  return (
    <Alert
      tone={unconfirmed ? 'warning' : 'info'}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <span>{t(unconfirmed ? 'admin.unconfirmed.notice' : 'admin.invitation.pending')}</span>
      <Button variant="outline" size="sm" onClick={send} disabled={resend.isPending}>
        {resend.isPending
          ? t('admin.invitation.sending')
          : t(unconfirmed ? 'admin.unconfirmed.send' : 'admin.invitation.resend')}
      </Button>
    </Alert>
  );
}
