import { useState } from 'react';
import { Link } from 'react-router';
import { Menu, X } from '../../components/ui/shell-icons';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../lib/i18n/use-language';
import { LanguageSwitch } from './LanguageSwitch';
import { cn } from '../../lib/cn';
import { useAuth } from '../../features/auth';
import { AuthActions } from './AuthActions';
import { FloatingHomeButton } from './FloatingHomeButton';
import { SectionNav } from './SectionNav';
import { FirmName } from './FirmName';

export function Header() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  // Signed in, the bar also carries the e-mail and the account's buttons: it keeps to one line
  // from 1,280 px, and below that they are in the menu, as on a phone.
  const { user } = useAuth();
  const wide = user
    ? { shown: 'hidden xl:block', bar: 'hidden xl:ml-auto xl:flex', menuOnly: 'xl:hidden' }
    : { shown: 'hidden md:block', bar: 'hidden md:ml-auto md:flex', menuOnly: 'md:hidden' };

  return (
    <header
      className="on-dark sticky top-0 z-40 bg-navy-900 text-white"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2">
        <Link
          to={localize('/')}
          className="rounded font-serif text-xl font-semibold tracking-tight text-white"
          onClick={close}
        >
          <FirmName />
        </Link>
        <SectionNav label={t('nav.main')} className={wide.shown} listClassName="gap-2 lg:gap-4" />
        <div className={cn('items-center gap-3', wide.bar)}>
          <LanguageSwitch />
          <AuthActions className="items-center" />
        </div>
        <button
          type="button"
          className={cn(
            'inline-flex size-10 items-center justify-center rounded-md border border-white/40',
            wide.menuOnly,
          )}
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      <div
        id="mobile-menu"
        hidden={!open}
        className={cn('border-t border-white/15 px-4 pb-4', wide.menuOnly)}
      >
        <SectionNav label={t('nav.mobile')} listClassName="flex-col py-2" onNavigate={close} />
        <LanguageSwitch className="mb-3" onNavigate={close} />
        <AuthActions className="flex-col items-stretch [&>*]:w-full" onNavigate={close} />
      </div>
      <FloatingHomeButton />
    </header>
  );
}
