import { firm } from '@lexbridge/shared/firm/firm';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { translator } from '../i18n/translator';

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
 * The one place every e-mail takes the firm's identity from: the HTML part's header and footer and
 * the Reply-To. Today it reads the firm's constants (the address from the translation catalogs,
 * which hold it in each language); when the firm edits these in the admin, only this changes.
 */
export function mailBranding(language: Language): MailBranding {
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
