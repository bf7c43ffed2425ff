import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import type { AdminDocument } from '@lexbridge/shared/schemas/documents';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { AccessLogList } from './AccessLogList';

/** The access log of a document, one click from its card. */
export function AccessLogButton({ document }: { document: Pick<AdminDocument, 'id' | 'name'> }) {
  const { t } = useTranslation('documents');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('accessLog.open', { name: document.name })}
        onClick={() => setOpen(true)}
      >
        <History aria-hidden="true" className="size-4" />
        {t('accessLog.button')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={t('accessLog.title')}
          description={t('accessLog.description', { name: document.name })}
        >
          {open && <AccessLogList id={document.id} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
