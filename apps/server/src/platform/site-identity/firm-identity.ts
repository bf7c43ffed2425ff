import type { Language } from '@lexbridge/shared/i18n/languages';
import { localizeSite, type LocalizedSite } from '@lexbridge/shared/site/localize';
import type { SiteContent } from '@lexbridge/shared/site/schema';

/** The firm as its documents (e-mails, invoice PDFs) print it, in one language. */
export type FirmIdentity = {
  name: string;
  legalName: string;
  brandColor: string;
  street: string;
  /** Postal code and city: '1065 Nicosia'. */
  place: string;
  /** The country's name in the language. */
  country: string;
  /** One line: street, postal code and city, country. */
  address: string;
  phone: string;
  email: string;
  /** Empty when the firm has none. */
  vatNumber: string;
  registrationNumber: string;
};

/**
 * The published site's identity (Admin -> Site) as documents print it, in `language` (a text
 * missing in it comes in the other language). One place formats the address, so a mail's footer
 * and an invoice's letterhead never disagree.
 */
export function firmIdentity(content: SiteContent, language: Language): FirmIdentity {
  return identityOf(localizeSite(content, language));
}

/** The same, from the site's public view in one language (the site store keeps it made). */
export function identityOf({ identity }: LocalizedSite): FirmIdentity {
  const { street, city, postalCode, countryName } = identity.address;
  const place = `${postalCode} ${city.text}`.trim();
  return {
    name: identity.name.text,
    legalName: identity.legalName.text,
    brandColor: identity.brandColor,
    street: street.text,
    place,
    country: countryName,
    address: [street.text, place, countryName].join(', '),
    phone: identity.phone,
    email: identity.email,
    vatNumber: identity.vatNumber,
    registrationNumber: identity.registrationNumber,
  };
}
