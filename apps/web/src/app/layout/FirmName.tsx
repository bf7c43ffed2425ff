import { SiteText, useSite } from '../../features/site';

/** The firm's logo when it has one (its name as the image's text), else its name. */
export function FirmName() {
  const site = useSite();
  if (!site) return null;
  const { name, logoUrl } = site.identity;
  return logoUrl ? (
    <img src={logoUrl} alt={name.text} lang={name.lang} className="h-10 w-auto" />
  ) : (
    <SiteText value={name} />
  );
}
