import { firm } from './firm/firm';
import { routeManifest } from './routes/manifest';

/** What search engines and link previews show for a page. */
export type PageMeta = { title: string; description: string; noindex?: boolean };

/** Meta of the server-rendered pages with fixed content; articles get theirs from the article. */
export const staticPageMeta: Record<string, PageMeta> = Object.fromEntries(
  routeManifest.flatMap((entry) =>
    entry.serverRendered && entry.description
      ? [
          [
            entry.path,
            {
              title: entry.headTitle ?? `${entry.title} | ${firm.name}`,
              description: entry.description,
            },
          ],
        ]
      : [],
  ),
);
