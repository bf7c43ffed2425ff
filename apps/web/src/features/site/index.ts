/*
 * The firm's site content as public pages read it: `useSite()` (the published site in the page's
 * language, or the draft on an admin's preview), `<SiteText>` (a text with `lang` when it is the
 * other language's), `<FirmAddress>` (the office address), `<PreviewBar>` (the notice on an admin's draft preview), `<ReplyCard>` (the team card a firm's reply
 * was written under), `useFirm()` (the firm's name and
 * contact details for the pages around the site) and the query key the server prefetches into.
 * Every other file here is private.
 */
export { useSite, useIsPreview } from './use-site';
export { useFirm, type FirmContact } from './use-firm';
export { SiteText } from './SiteText';
export { FirmAddress } from './FirmAddress';
export { PreviewBar } from './PreviewBar';
export { ReplyCard } from './ReplyCard';
export { siteQueryKey } from './query-keys';
export { siteIcons } from './site-icons';
