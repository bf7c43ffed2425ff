import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/i18n/use-format';
import { ProgressBar } from './ProgressBar';
import type { UploadItem } from './use-upload-queue';

/**
 * The chosen files, each with its size and how it is doing: a progress bar while it uploads, and
 * the reason when it was refused. Changes of state (not each percent) are announced.
 */
export function FileUploadList({ items }: { items: UploadItem[] }) {
  const { t } = useTranslation('documents');
  const format = useFormat();
  if (items.length === 0) return null;
  return (
    <ul aria-label={t('upload.chosen')} className="space-y-3">
      {items.map((item) => (
        <li key={item.key} className="space-y-1.5 rounded-md border border-border p-3">
          <div className="flex flex-wrap justify-between gap-x-3 text-sm">
            <span className="min-w-0 font-medium wrap-anywhere">{item.file.name}</span>
            <span className="text-muted">{format.fileSize(item.file.size)}</span>
          </div>
          {(item.state === 'uploading' || item.state === 'done') && (
            <ProgressBar
              label={t('upload.progress', { name: item.file.name })}
              percent={item.percent}
            />
          )}
          <p
            aria-live="polite"
            className={cn('text-sm', item.state === 'refused' ? 'text-destructive' : 'text-muted')}
          >
            {item.state === 'refused' ? item.reason : t(`upload.state.${item.state}`)}
          </p>
        </li>
      ))}
    </ul>
  );
}
