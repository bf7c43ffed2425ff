import { useSite } from './use-site';

/** The firm as the app's own pages name it: the published site's identity, in the page's language. */
export type FirmContact = {
  /** The firm's name; empty until the site has arrived (server-rendered pages have it at once). */
  name: string;
  contactEmail: string;
  phone: string;
};

/**
 * The firm's name and contact details for the pages around the public site (sign-in, portal,
 * admin): whatever the firm published in Admin -> Site, so a renamed firm is renamed everywhere.
 */
export function useFirm(): FirmContact {
  const identity = useSite()?.identity;
  return {
    name: identity?.name.text ?? '',
    contactEmail: identity?.email ?? '',
    phone: identity?.phone ?? '',
  };
}
