import type { FirmValues } from '@lexbridge/shared/seo';
import type { LocalizedSite } from '@lexbridge/shared/site/localize';

/** The firm's name and place in the page's language, as page titles and descriptions name them. */
export const firmValues = ({ identity }: LocalizedSite): FirmValues => ({
  firm: identity.name.text,
  city: identity.address.city.text,
  country: identity.address.countryName,
});
