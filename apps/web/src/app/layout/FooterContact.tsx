import { useTranslation } from 'react-i18next';
import { SiteText, useSite } from '../../features/site';

const headingClass = 'font-sans text-sm font-semibold tracking-wider text-brass-300 uppercase';
const linkClass = 'rounded text-white/85 underline-offset-4 hover:text-white hover:underline';

/** The firm's address, phone, e-mail, office hours and social links, from its site content. */
export function FooterContact() {
  const { t } = useTranslation();
  const site = useSite();
  if (!site) return null;
  const { address, phone, email, officeHours, socialLinks } = site.identity;
  return (
    <div>
      <h2 className={headingClass}>{t('footer.contactTitle')}</h2>
      <address className="mt-3 space-y-1 text-sm text-white/85 not-italic">
        <p>
          <SiteText value={address.street} />, {address.postalCode}{' '}
          <SiteText value={address.city} />, {address.countryName}
        </p>
        <p>
          <a className={linkClass} href={`tel:${phone.replace(/[^+0-9]/g, '')}`}>
            {phone}
          </a>
        </p>
        <p className="break-all">
          <a className={linkClass} href={`mailto:${email}`}>
            {email}
          </a>
        </p>
        <SiteText as="p" value={officeHours} />
      </address>
      {socialLinks.length > 0 && (
        <>
          <h2 className={`${headingClass} mt-6`}>{t('footer.socialTitle')}</h2>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {socialLinks.map((link) => (
              <li key={link.url}>
                <a className={linkClass} href={link.url} rel="me noopener">
                  {t(`footer.social.${link.network}`)}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
