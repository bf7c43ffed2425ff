import { firm } from './firm/firm';
import type { MessageKey, Translate } from './i18n/message';
import { routeManifest, type RouteEntry } from './routes/manifest';

/** What search engines and link previews show for a page. */
export type PageMeta = { title: string; description: string; noindex?: boolean };

/** The firm's name and place, as the manifest's texts name them (from the published site). */
export type FirmValues = { firm: string; city: string; country: string };

/** Translates one of the manifest's texts, with the values its catalog entries may use. */
export function translateRouteText(
  t: Translate,
  entry: RouteEntry,
  key: MessageKey,
  firmValues?: FirmValues,
): string {
  const translate = t as unknown as (key: string, values: object) => string;
  const values = firmValues ?? {
    firm: firm.name,
    city: translate('firm:identity.city', {}),
    country: translate('firm:identity.country', {}),
  };
  const title = translate(entry.title, values);
  return translate(key, { ...values, title });
}

const fixedPages = new Map(
  routeManifest
    .filter((entry) => entry.serverRendered && entry.description)
    .map((entry) => [entry.path, entry]),
);

/** Paths of the server-rendered pages with fixed content; articles get their meta from the article. */
export const staticPagePaths: readonly string[] = [...fixedPages.keys()];

/** Meta of a server-rendered fixed page (its path without language prefix), in `t`'s language. */
export function staticPageMeta(
  path: string,
  t: Translate,
  firmValues?: FirmValues,
): PageMeta | undefined {
  const entry = fixedPages.get(path);
  if (!entry?.description) return undefined;
  return {
    title: translateRouteText(t, entry, entry.headTitle ?? 'pages:titleWithFirm', firmValues),
    description: translateRouteText(t, entry, entry.description, firmValues),
    ...(entry.noindex ? { noindex: true } : {}),
  };
}
