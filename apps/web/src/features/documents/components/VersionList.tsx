import { useTranslation } from 'react-i18next';
import type { ClientDocument, DocumentVersion } from '@lexbridge/shared/schemas/documents';
import { useFormat } from '../../../lib/i18n/use-format';
import { DownloadButton } from './DownloadButton';
import { useUploaderLabel } from './use-uploader-label';

type Props = { document: Pick<ClientDocument, 'id' | 'name'>; versions: DocumentVersion[] };

/** A document's earlier versions, newest first, each with its own download. */
export function VersionList({ document, versions }: Props) {
  const { t } = useTranslation('documents');
  const format = useFormat();
  const uploader = useUploaderLabel();
  const headingId = `versions-${document.id}`;
  return (
    <div className="space-y-2 border-t border-border pt-3">
      <h3 id={headingId} className="font-sans text-sm font-semibold">
        {t('card.earlier')}
      </h3>
      <ul aria-labelledby={headingId} className="space-y-2">
        {versions.map((version) => (
          <li key={version.id} className="flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 text-sm text-muted">
              <span className="font-medium text-navy-900">
                {t('card.versionShort', { version: version.version })}
              </span>{' '}
              {t('card.versionFacts', {
                date: format.firmDate(version.createdAt),
                size: format.fileSize(version.sizeBytes),
                by: uploader(version),
              })}
            </p>
            <DownloadButton document={document} version={version} />
          </li>
        ))}
      </ul>
    </div>
  );
}
