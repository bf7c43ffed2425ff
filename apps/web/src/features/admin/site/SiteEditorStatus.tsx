import { ExternalLink } from 'lucide-react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SiteDraftResponse } from '@lexbridge/shared/schemas/site';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useFormat } from '../../../lib/i18n/use-format';
import { MissingTranslations } from './MissingTranslations';
import { ProblemList } from './ProblemList';
import type { Problem } from './problems';

type Props = {
  draft: SiteDraftResponse;
  busy: boolean;
  conflict: boolean;
  problems: Problem[];
  onReload: () => void;
  onPublish: () => void;
  onGoTo: (path: string) => void;
};

/**
 * Where the draft stands (saved when and by whom, unsaved or unpublished changes, the live
 * version) and what to do with it: save, preview on the real pages, publish.
 */
export function SiteEditorStatus({
  draft,
  busy,
  conflict,
  problems,
  onReload,
  onPublish,
  onGoTo,
}: Props) {
  const { t } = useTranslation('siteEditor');
  const format = useFormat();
  const { control } = useFormContext();
  // Only this bar follows whether the form differs from the saved draft.
  const { isDirty } = useFormState({ control });
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span>
          {t('status.live', {
            version: draft.published.version,
            date: format.dateTime(draft.published.publishedAt),
          })}
        </span>
        {isDirty && <StatusBadge tone="warning">{t('status.unsaved')}</StatusBadge>}
        {draft.unpublishedChanges ? (
          <StatusBadge tone="warning">{t('status.unpublished')}</StatusBadge>
        ) : (
          <StatusBadge tone="success">{t('status.upToDate')}</StatusBadge>
        )}
      </div>
      <p className="text-sm text-muted">
        {t('status.saved', {
          date: format.dateTime(draft.updatedAt),
          name: draft.updatedBy?.name ?? t('status.seed'),
        })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('save')}
        </Button>
        <Button variant="primary" disabled={busy} onClick={onPublish}>
          {t('publish')}
        </Button>
        <a
          href="/?preview=draft"
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-navy-900 underline hover:bg-paper-muted"
        >
          {t('preview')}
          <ExternalLink aria-hidden className="size-4" />
          <span className="sr-only">{t('opensInNewTab')}</span>
        </a>
      </div>
      {conflict && (
        <Alert tone="error" className="space-y-2">
          <p>{t('conflict.message')}</p>
          <Button variant="outline" size="sm" onClick={onReload}>
            {t('conflict.reload')}
          </Button>
        </Alert>
      )}
      <ProblemList problems={problems} onGoTo={onGoTo} />
      <MissingTranslations missing={draft.missingTranslations} onGoTo={onGoTo} />
    </div>
  );
}
