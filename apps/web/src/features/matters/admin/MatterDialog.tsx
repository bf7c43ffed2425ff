import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  createMatterSchema,
  type AdminMatter,
  type ConflictCheckResult,
} from '@lexbridge/shared/schemas/matters';
import { Alert } from '../../../components/ui/alert';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Form, FormSubmit } from '../../../components/ui/form';
import { toast } from '../../../components/ui/toast';
import { untranslatedErrorMessage } from '../../../lib/api-client';
import { checkConflicts, hasConflicts } from '../api/check-conflicts';
import { useCreateMatter, type NewMatter } from '../api/create-matter';
import { useUpdateMatter } from '../api/update-matter';
import { ConflictList } from './ConflictList';
import { MatterFormFields } from './MatterFormFields';
import { matterFormValues, type MatterFormValues } from './matter-form-values';
import { useClientChoices } from '../../clients';

type Props = { open: boolean; onOpenChange(open: boolean): void; matter?: AdminMatter };

/** New Matter, or Edit when given a matter: mounted only while open, so it starts afresh. */
export function MatterDialog({ open, onOpenChange, matter }: Props) {
  const { t } = useTranslation(['matters']);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        title={t(matter ? 'admin.form.editTitle' : 'admin.form.newTitle')}
        description={t('admin.form.description')}
      >
        {open && <MatterForm matter={matter} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function MatterForm({ matter, onDone }: { matter?: AdminMatter; onDone(): void }) {
  const { t } = useTranslation(['matters']);
  const create = useCreateMatter();
  const update = useUpdateMatter();
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ values: NewMatter; conflicts: ConflictCheckResult }>();
  // Validated in the browser for a quick answer; the server checks the same schema again.
  const form = useForm<MatterFormValues, unknown, NewMatter>({
    resolver: zodResolver(createMatterSchema) as never,
    defaultValues: matterFormValues(matter),
  });
  const clients = useClientChoices(
    matter && { id: matter.clientId, name: matter.clientName, email: matter.clientEmail },
  );
  const failed = t(matter ? 'admin.toasts.updateFailed' : 'admin.toasts.createFailed');

  async function save(values: NewMatter) {
    setServerError(null);
    try {
      if (matter) await update.mutateAsync({ id: matter.id, changes: values });
      else await create.mutateAsync(values);
      toast.success(t(matter ? 'admin.toasts.updated' : 'admin.toasts.created'));
      onDone();
    } catch (error) {
      setPending(undefined);
      setServerError(untranslatedErrorMessage(error));
      toast.error(failed);
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const conflicts = await checkConflicts(
        { ...values, clientName: clients.chosen?.name ?? '' },
        matter?.id,
      );
      if (hasConflicts(conflicts)) return setPending({ values, conflicts });
    } catch (error) {
      setServerError(untranslatedErrorMessage(error));
      return void toast.error(failed);
    }
    await save(values);
  });

  if (pending) {
    return (
      <ConflictList
        conflicts={pending.conflicts}
        busy={create.isPending || update.isPending}
        onConfirm={() => void save(pending.values)}
        onCancel={() => setPending(undefined)}
      />
    );
  }

  return (
    <Form form={form} onSubmit={onSubmit} serverError={serverError} className="space-y-5">
      {clients.isError && <Alert tone="error">{t('admin.form.clientsFailed')}</Alert>}
      <MatterFormFields clients={clients} matter={matter} />
      <div className="flex justify-end">
        <FormSubmit pendingLabel={t('admin.form.saving')}>
          {t(matter ? 'admin.form.save' : 'admin.form.create')}
        </FormSubmit>
      </div>
    </Form>
  );
}
