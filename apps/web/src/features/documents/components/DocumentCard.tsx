import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientDocument } from '@lexbridge/shared/schemas/documents';
import { useFormat } from '../../../lib/i18n/use-format';
import { useFileKindLabel } from '../use-file-kind-label';
import { DownloadButton } from './DownloadButton';
import { useUploaderLabel } from './use-uploader-label';
import { VersionList } from './VersionList';

type Props = {
  document: ClientDocument;
  /** Shown beside the name (the firm's access badge). */
  badge?: ReactNode;
  /** More facts after the document's own (the firm sees the client). */
  facts?: { label: string; value: string }[];
  /** More buttons after the download (the firm's access log). */
  actions?: ReactNode;
};

/** One document: its latest version's facts and download, then its earlier versions. */
export function DocumentCard({ document, badge, facts = [], actions }: Props) {
  const { t } = useTranslation('documents');
  const format = useFormat();
  const kindLabel = useFileKindLabel();
  const uploader = useUploaderLabel();
  const { latest } = document;
  const rows = [
    { label: t('card.matter'), value: document.matterTitle },
    ...facts,
    { label: t('card.type'), value: kindLabel(latest.mimeType) },
    { label: t('card.size'), value: format.fileSize(latest.sizeBytes) },
    { label: t('card.date'), value: format.firmDate(latest.createdAt) },
    { label: t('card.version'), value: t('card.versionShort', { version: latest.version }) },
    { label: t('card.uploadedBy'), value: uploader(latest) },
  ];
  const earlier = document.versions.filter((version) => version.id !== latest.id);
  const titleId = `document-${document.id}`;

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-lg border border-border bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start gap-2">
        <h2 id={titleId} className="min-w-0 font-sans text-base font-semibold wrap-anywhere">
          {document.name}
        </h2>
        {badge}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {rows.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="font-medium text-muted">{label}</dt>
            <dd className="wrap-anywhere text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <DownloadButton document={document} version={latest} />
        {actions}
      </div>
      {earlier.length > 0 && <VersionList document={document} versions={earlier} />}
    </article>
  );
}
