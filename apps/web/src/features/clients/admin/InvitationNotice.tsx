import { useTranslation } from 'react-i18next';
import type { AdminClient } from '@lexbridge/shared/schemas/clients';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useResendInvitation } from '../api/resend-invitation';

/** For a client who has not yet chosen a password: says so, and sends the invitation again. */
export function InvitationNotice({ client }: { client: AdminClient }) {
  const { t } = useTranslation('clients');
  const describeError = useErrorMessage();
  const resend = useResendInvitation();
  if (!client.awaitingPassword) return null;

  const send = () =>
    resend.mutate(client.id, {
      onSuccess: () => toast.success(t('admin.invitation.resent', { email: client.email })),
      onError: (error) => toast.error(describeError(error)),
    });

  return (
    <Alert tone="info" className="flex flex-wrap items-center justify-between gap-3">
      <span>{t('admin.invitation.pending')}</span>
      <Button variant="outline" size="sm" onClick={send} disabled={resend.isPending}>
        {resend.isPending ? t('admin.invitation.sending') : t('admin.invitation.resend')}
      </Button>
    </Alert>
  );
}
