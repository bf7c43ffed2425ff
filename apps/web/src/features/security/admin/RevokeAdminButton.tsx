import { useTranslation } from 'react-i18next';
import type { Administrator } from '@lexbridge/shared/schemas/administrators';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useRevokeAdmin } from '../api/revoke-admin';

/** Revoke admin, after a confirmation; a refusal (the last administrator) is the server's toast. */
export function RevokeAdminButton({ admin }: { admin: Administrator }) {
  const { t } = useTranslation('security');
  const revoke = useRevokeAdmin();
  const describeError = useErrorMessage();
  const name = admin.name || admin.email;
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          disabled={revoke.isPending}
          aria-label={t('admins.revokeLabel', { name })}
        >
          {t('admins.revoke')}
        </Button>
      }
      title={t('admins.confirmTitle')}
      description={t('admins.confirmText', { name, email: admin.email })}
      confirmLabel={t('admins.revoke')}
      onConfirm={async () => {
        // Awaited rather than per-call callbacks: once revoked, the refreshed list no longer has
        // this row, and an unmounted button's callbacks would never run.
        try {
          await revoke.mutateAsync(admin.id);
          toast.success(t('admins.revoked', { email: admin.email }));
        } catch (error) {
          toast.error(describeError(error));
        }
      }}
    />
  );
}
