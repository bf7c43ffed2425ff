// The site's query key lives in the shared package, because the server prefetches into it. No zod
// may reach this module: the home page's first chunk imports it.
export { siteQueryKey } from '@lexbridge/shared/site/query-key';
