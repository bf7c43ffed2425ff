import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsPreview } from './use-site';

/**
 * On an admin's draft preview (`?preview=draft`, which the server rendered from the draft), a bar
 * above everything says the page shows unpublished changes and links back to Admin -> Site, so the
 * preview is never mistaken for the live site. Nothing for anyone else.
 */
export function PreviewBar() {
  const { t } = useTranslation();
  if (!useIsPreview()) return null;
  return (
    <div
      role="status"
      aria-label={t('sitePreview.label')}
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-navy-700 bg-navy-900 px-4 py-2 text-center text-sm font-semibold text-white"
    >
      <p>{t('sitePreview.notice')}</p>
      <Link
        to="/admin/site"
        className="underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
      >
        {t('sitePreview.backToEditor')}
      </Link>
    </div>
  );
}
