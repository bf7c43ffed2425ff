import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

export function ArticleStatusBadge({ published }: { published: boolean }) {
  const { t } = useTranslation('content');
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2.5 py-0.5 text-xs font-medium',
        published
          ? 'border-success/40 bg-success-soft text-success'
          : 'border-warning/40 bg-warning-soft text-warning',
      )}
    >
      {published ? t('admin.status.published') : t('admin.status.draft')}
    </span>
  );
}
