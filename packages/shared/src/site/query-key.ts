import type { Language } from '../i18n/languages';

/**
 * The web app's query-cache key of the public site in one language (a `LocalizedSite`). The
 * server prefetches it into every public page it renders, so the HTML has the firm's texts and
 * the browser does not fetch them again. A draft preview (`?preview=draft`, admins only) is
 * cached under its own key, so the published site never mixes with the draft. No zod here: the
 * home page's first chunk imports it.
 */
export const siteQueryKey = (language: Language, preview = false) =>
  preview ? (['site', language, 'draft'] as const) : (['site', language] as const);

/**
 * Whether this page view shows the draft: `true` in the cache of a page the server rendered as an
 * admin's preview (the browser has no other way to tell; a visitor's `?preview=draft` is ignored).
 */
export const sitePreviewQueryKey = ['site-preview'] as const;

/** The query parameter that asks for the draft of a public page. */
export const PREVIEW_PARAM = 'preview';
export const PREVIEW_VALUE = 'draft';
