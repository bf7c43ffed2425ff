import { SiteText } from './SiteText';
import { useSite } from './use-site';

/** The firm's office address as its site gives it, each part in the page's language where written. */
export function FirmAddress({ className = 'not-italic' }: { className?: string }) {
  const address = useSite()?.identity.address;
  if (!address) return null;
  return (
    <address className={className}>
      <SiteText value={address.street} />, {address.postalCode} <SiteText value={address.city} />,{' '}
      {address.countryName}
    </address>
  );
}
