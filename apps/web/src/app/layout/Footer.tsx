import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SiteText, useSite } from '../../features/site';
import { FooterContact } from './FooterContact';
import { useLocalizedPath } from '../../lib/i18n/use-language';

const headingClass = 'font-sans text-sm font-semibold tracking-wider text-brass-300 uppercase';
const linkClass = 'rounded text-white/85 underline-offset-4 hover:text-white hover:underline';

/** Anchors of the home page; `#home` is labelled "Home page" so it reads well from any page. */
const anchors = [
  { label: 'footer.homePage', to: '/#home' },
  { label: 'footer.practiceAreas', to: '/#services' },
  { label: 'footer.aboutUs', to: '/#about' },
  { label: 'footer.ourTeam', to: '/#team' },
  { label: 'footer.news', to: '/#news' },
  { label: 'footer.contact', to: '/#contact' },
] as const;

/** Site footer: the home page anchors, the two sign-in entrances and the firm's details. */
export function Footer() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const site = useSite();
  return (
    <footer className="on-dark bg-navy-950 px-4 py-12 text-white sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          {site && (
            <>
              <SiteText
                as="p"
                className="font-serif text-xl font-semibold"
                value={site.identity.name}
              />
              <SiteText
                as="p"
                className="mt-2 text-sm text-white/80"
                value={site.seo.homeDescription}
              />
            </>
          )}
        </div>
        <nav aria-label={t('nav.footer')}>
          <h2 className={headingClass}>{t('footer.quickLinksTitle')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {anchors.map((anchor) => (
              <li key={anchor.to}>
                <Link className={linkClass} to={localize(anchor.to)}>
                  {t(anchor.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{t('footer.accessTitle')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className={linkClass} to={localize('/auth')}>
                {t('footer.clientPortal')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={localize('/admin-access')}>
                {t('footer.adminAccess')}
              </Link>
            </li>
          </ul>
        </div>
        <FooterContact />
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-white/15 pt-6 text-xs text-white/70">
        {t('footer.disclaimer', { legalName: site?.identity.legalName.text ?? '' })}
      </p>
    </footer>
  );
}
