import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { UploadForm, type UploadFormProps } from './UploadForm';

type Props = Omit<UploadFormProps, 'onDone'> & { open: boolean; onOpenChange(open: boolean): void };

/** Upload Documents: mounted only while open, so each opening starts afresh. */
export function UploadDialog({ open, onOpenChange, ...form }: Props) {
  const { t } = useTranslation('documents');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('upload.title')} description={t('upload.description')}>
        {open && <UploadForm {...form} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
