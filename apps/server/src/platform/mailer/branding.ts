import { firm } from '@lexbridge/shared/firm/firm';
import type { Language } from '@lexbridge/shared/i18n/languages';
import type { LocalizedSite } from '@lexbridge/shared/site/localize';
import { translator } from '../i18n/translator';
import { identityOf } from '../site-identity/firm-identity';

/** The published site's public view in one language (set once the site is loaded). */
export type SiteSource = (language: Language) => LocalizedSite;

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
export function mailBranding(
  language: Language,
  site?: SiteSource | null,
  publicUrl?: string,
): MailBranding {
  if (site) {
    const view = site(language);
    const published = identityOf(view);
    const { logoUrl } = view.identity;
    return {
      name: published.name,
      // A mail reader fetches the logo from the site (an absolute address), and most show no
      // SVG: its raster rendition (an SVG made PNG, a PNG or JPEG as uploaded).
      logoUrl: logoUrl && publicUrl ? new URL(`${logoUrl}/raster`, publicUrl).href : null,
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
