import { useTranslation } from 'react-i18next';
import { ADMIN_NAME_MAX, grantAdminSchema } from '@lexbridge/shared/schemas/administrators';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Form, FormInput, FormSubmit } from '../../../components/ui/form';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useServerForm } from '../../../lib/use-server-form';
import { useGrantAdmin } from '../api/grant-admin';

type Props = { open: boolean; onOpenChange(open: boolean): void };

/**
 * Grant admin: an existing account, named by its e-mail address, and the name the new administrator's
 * replies will be signed with.
 */
export function GrantAdminDialog({ open, onOpenChange }: Props) {
  const { t } = useTranslation('security');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('admins.grant')} description={t('admins.grantDialog.description')}>
        {open && <GrantAdminForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function GrantAdminForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('security');
  const grant = useGrantAdmin();
  const describeError = useErrorMessage();
  const { form, onSubmit } = useServerForm({
    schema: grantAdminSchema,
    defaultValues: { email: '', name: '' },
    async submit(values) {
      try {
        const admin = await grant.mutateAsync(values);
        toast.success(t('admins.granted', { email: admin.email }));
        onDone();
      } catch (error) {
        // The server's reason (no such account, already an administrator), as a toast; the
        // dialog stays open with the address, to correct it.
        toast.error(describeError(error));
      }
    },
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4">
      <FormInput
        name="email"
        type="email"
        label={t('admins.grantDialog.email')}
        autoComplete="off"
        maxLength={254}
      />
      <FormInput
        name="name"
        label={t('admins.grantDialog.name')}
        description={t('admins.grantDialog.nameHint')}
        autoComplete="off"
        maxLength={ADMIN_NAME_MAX}
      />
      <div className="flex justify-end">
        <FormSubmit pendingLabel={t('admins.grantDialog.pending')}>{t('admins.grant')}</FormSubmit>
      </div>
    </Form>
  );
}
