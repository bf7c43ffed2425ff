import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { findAppRoute } from '@lexbridge/shared/routes';
import {
  languageNames,
  languages,
  localizePath,
  splitLanguagePath,
  type Language,
} from '@lexbridge/shared/i18n/languages';
import { saveProfile, useAuth } from '../../features/auth';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { rememberLanguage } from '../../lib/i18n/language-cookie';
import { useLanguage } from '../../lib/i18n/use-language';

const itemClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-semibold';

/**
 * EL / EN. On a public page each is a link to the same page in that language; on a signed-in or
 * admin page a button. Either way the choice is remembered in a cookie and, for a signed-in user,
 * on their profile, which the portal and admin pages follow.
 */
export function LanguageSwitch({
  className,
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const current = useLanguage();
  const { pathname, search } = useLocation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const route = findAppRoute(pathname);
  const isPublic = !route || route.access === 'public';

  function choose(language: Language) {
    rememberLanguage(language);
    onNavigate?.();
    if (user) {
      saveProfile(queryClient, { language }).catch(() => toast.error(t('language.saveFailed')));
    }
  }

  return (
    <div role="group" aria-label={t('language.label')} className={cn('flex gap-1', className)}>
      {languages.map((language) => {
        const active = language === current;
        const label = (
          <>
            {language.toUpperCase()}
            <span className="sr-only"> {languageNames[language]}</span>
          </>
        );
        const classes = cn(
          itemClass,
          active ? 'bg-white/15 text-white' : 'text-white/85 hover:text-white',
        );
        return isPublic ? (
          <Link
            key={language}
            lang={language}
            hrefLang={language}
            aria-current={active ? 'true' : undefined}
            className={classes}
            to={localizePath(splitLanguagePath(pathname).path, language) + search}
            onClick={() => choose(language)}
          >
            {label}
          </Link>
        ) : (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={active}
            className={classes}
            onClick={() => choose(language)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
