import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { ClientDocument, DocumentVersion } from '@lexbridge/shared/schemas/documents';
import { Button } from '../../../components/ui/button';
import { useDownloadDocument } from '../api/download-document';

type Props = { document: Pick<ClientDocument, 'id' | 'name'>; version: DocumentVersion };

/** Downloads one version of a document; its name tells a screen reader which one. */
export function DownloadButton({ document, version }: Props) {
  const { t } = useTranslation('documents');
  const download = useDownloadDocument();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t('download.label', { name: document.name, version: version.version })}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await download(document, version);
        setBusy(false);
      }}
    >
      <Download aria-hidden="true" className="size-4" />
      {t('download.button')}
    </Button>
  );
}
