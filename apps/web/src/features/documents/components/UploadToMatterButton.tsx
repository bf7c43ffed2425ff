import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { UploadDialog } from '../upload/UploadDialog';

type Props = { matter: { id: string; title: string } };

/**
 * The firm's upload to one matter (a matter's page, the Projects list): the dialog opens with
 * the matter fixed and asks whether the files are shared with the client or firm-only.
 */
export function UploadToMatterButton({ matter }: Props) {
  const { t } = useTranslation('documents');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('upload.toMatter', { title: matter.title })}
        onClick={() => setOpen(true)}
      >
        <Upload aria-hidden="true" className="size-4" />
        {t('upload.button')}
      </Button>
      <UploadDialog
        open={open}
        onOpenChange={setOpen}
        firm
        initialMatterId={matter.id}
        matterField={() => (
          <p className="text-sm">
            <span className="font-medium">{t('upload.matter')}</span>
            {': '}
            <span className="wrap-anywhere">{matter.title}</span>
          </p>
        )}
      />
    </>
  );
}
