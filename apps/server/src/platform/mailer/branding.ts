import { firm } from '@lexbridge/shared/firm/firm';
import type { Language } from '@lexbridge/shared/i18n/languages';
import type { SiteContent } from '@lexbridge/shared/site/schema';
import { translator } from '../i18n/translator';
import { firmIdentity } from '../site-identity/firm-identity';

/** Where the firm's published site is read from (set once the site is loaded). */
export type SiteSource = () => SiteContent;

/** How the firm's e-mails look and whom a reply reaches, in one recipient's language. */
export type MailBranding = {
  name: string;
  /** An absolute http(s) URL of the logo, or null: the header then shows the name. */
  logoUrl: string | null;
  /** #rrggbb; white text on it is readable. */
  brandColor: string;
  /** One line: street, postal code and city, country. */
  address: string;
  phone: string;
  /** Every mail's Reply-To, and the address its footer gives. */
  contactEmail: string;
};

/**
 * The one place every e-mail takes the firm's identity from: the HTML part's header and footer,
 * the From name and the Reply-To. It is the published site's identity (Admin -> Site), in the
 * recipient's language; before the site is loaded (start-up), the seed firm's constants.
 */
export function mailBranding(language: Language, site?: SiteSource | null): MailBranding {
  if (site) {
    const published = firmIdentity(site(), language);
    return {
      name: published.name,
      // Relative asset paths cannot be shown by a mail reader; an absolute logo URL needs the
      // site's public address, which the mailer does not know yet: the header shows the name.
      logoUrl: null,
      brandColor: published.brandColor,
      address: published.address,
      phone: published.phone,
      contactEmail: published.email,
    };
  }
  const t = translator(language);
  const city = `${firm.address.postalCode} ${t('firm:identity.city')}`;
  return {
    name: firm.name,
    logoUrl: null,
    brandColor: firm.brandColor,
    address: [t('firm:identity.street'), city, t('firm:identity.country')].join(', '),
    phone: firm.phone,
    contactEmail: firm.contactEmail,
  };
}
