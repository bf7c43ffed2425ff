import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { msg } from '@lexbridge/shared/i18n/message';
import {
  createBankAccountSchema,
  type CreateBankAccountInput,
} from '@lexbridge/shared/schemas/banking';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Form, FormSubmit } from '../../../components/ui/form';
import { toast } from '../../../components/ui/toast';
import { untranslatedErrorMessage } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useRequiredFieldsToast } from '../../../lib/use-required-fields-toast';
import { useCreateBankAccount } from '../api/bank-accounts';
import { AddBankAccountFields } from './AddBankAccountFields';

type Props = { open: boolean; onOpenChange(open: boolean): void };

const emptyAccount: CreateBankAccountInput = {
  accountName: '',
  accountNumber: '',
  routingNumber: '',
  bankName: '',
  accountType: 'checking',
  isPrimary: false,
};

/** Add Bank Account: mounted only while open, so the numbers typed never outlive the dialog. */
export function AddBankAccountDialog({ open, onOpenChange }: Props) {
  const { t } = useTranslation('banking');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-xl"
        title={t('form.title')}
        description={t('form.description')}
      >
        {open && <AddBankAccountForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AddBankAccountForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('banking');
  const describeError = useErrorMessage();
  const create = useCreateBankAccount();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<CreateBankAccountInput>({
    resolver: zodResolver(createBankAccountSchema) as never,
    defaultValues: emptyAccount,
  });
  const requiredFieldsToast = useRequiredFieldsToast<CreateBankAccountInput>(
    msg('validation:bank.requiredFields'),
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await create.mutateAsync(values);
      toast.success(t('toasts.added'));
      onDone();
    } catch (error) {
      setServerError(untranslatedErrorMessage(error));
      toast.error(t('toasts.createFailed'), { description: describeError(error) });
    }
  }, requiredFieldsToast);

  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-5">
      <AddBankAccountFields />
      <div className="flex justify-end">
        <FormSubmit pendingLabel={t('form.saving')}>{t('form.submit')}</FormSubmit>
      </div>
    </Form>
  );
}
