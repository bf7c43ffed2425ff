import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { DocumentAccessLevel } from '@lexbridge/shared/schemas/documents';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { adminDocumentKeys, documentKeys } from '../api/keys';
import { uploadDocument } from '../api/upload-document';
import { AccessLevelField } from './AccessLevelField';
import { FileUploadList } from './FileUploadList';
import { useUploadQueue } from './use-upload-queue';

/** What the upload accepts (the server decides by the file's content, not this list). */
const ACCEPT =
  '.pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,application/msword,' +
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png';

const MATTER_FIELD_ID = 'upload-matter';

export type MatterFieldProps = {
  id: string;
  value: string;
  onChange(matterId: string): void;
  invalid: boolean;
};

export type UploadFormProps = {
  /** The matter chosen at first (the page's matter filter, or the matter uploaded to). */
  initialMatterId?: string;
  /** How the matter is chosen: the client's select, the firm's search, or fixed. */
  matterField(props: MatterFieldProps): ReactNode;
  /** The firm uploads, choosing shared or firm-only. */
  firm?: boolean;
  onDone(): void;
};

export function UploadForm({ initialMatterId = '', matterField, firm, onDone }: UploadFormProps) {
  const { t } = useTranslation('documents');
  const queryClient = useQueryClient();
  const describeError = useErrorMessage();
  const [matterId, setMatterId] = useState(initialMatterId);
  const [accessLevel, setAccessLevel] = useState<DocumentAccessLevel>('shared');
  const [missing, setMissing] = useState(false);
  const queue = useUploadQueue(t('upload.tooLarge'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (queue.items.length === 0 || !matterId) {
      setMissing(true);
      return toast.error(t('upload.required'));
    }
    setMissing(false);
    const result = await queue.start(
      (file, onProgress, signal) =>
        uploadDocument({
          matterId,
          file,
          accessLevel: firm ? accessLevel : undefined,
          onProgress,
          signal,
        }),
      describeError,
    );
    if (result.aborted) return;
    if (result.succeeded > 0) {
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminDocumentKeys.all });
      toast.success(t('upload.success', { count: result.succeeded }));
    } else toast.error(t('upload.failed'));
    if (result.failed === 0) onDone();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {missing && <Alert tone="error">{t('upload.required')}</Alert>}
      <Field id="upload-files" label={t('upload.files')} description={t('upload.hint')}>
        <input
          type="file"
          multiple
          accept={ACCEPT}
          disabled={queue.busy}
          onChange={(event) => queue.select(Array.from(event.target.files ?? []))}
          className="block w-full max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-navy-900 file:bg-transparent file:px-3 file:py-1.5"
        />
      </Field>
      <FileUploadList items={queue.items} />
      {matterField({
        id: MATTER_FIELD_ID,
        value: matterId,
        onChange: setMatterId,
        invalid: missing && !matterId,
      })}
      {firm && <AccessLevelField value={accessLevel} onChange={setAccessLevel} />}
      <div className="flex justify-end">
        <Button
          type="submit"
          disabled={queue.busy || (queue.items.length > 0 && queue.waiting === 0)}
        >
          {queue.busy ? t('upload.uploading') : t('upload.submit')}
        </Button>
      </div>
    </form>
  );
}
