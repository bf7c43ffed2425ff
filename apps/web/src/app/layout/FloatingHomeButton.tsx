import { Link, useLocation } from 'react-router';
import { House } from '../../components/ui/shell-icons';
import { useTranslation } from 'react-i18next';
import { splitLanguagePath } from '@lexbridge/shared/i18n/languages';
import { useLocalizedPath } from '../../lib/i18n/use-language';

const HIDDEN_ON = new Set(['/', '/client-portal']);

/**
 * A round Home link at the top-left, just below the (sticky) header so it never covers it.
 * It is rendered inside the header so it stays in view and inside a landmark.
 */
export function FloatingHomeButton() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { pathname } = useLocation();
  const unprefixed = splitLanguagePath(pathname).path;
  const path = unprefixed.length > 1 ? unprefixed.replace(/\/+$/, '') : unprefixed;
  if (HIDDEN_ON.has(path)) return null;

  return (
    <Link
      to={localize('/')}
      aria-label={t('home')}
      title={t('home')}
      className="absolute left-4 top-full mt-3 inline-flex size-11 items-center justify-center rounded-full border border-brass-600 bg-brass-500 text-navy-950 shadow-md hover:bg-brass-400 focus-visible:outline-navy-700"
    >
      <House aria-hidden="true" className="size-5" />
    </Link>
  );
}
