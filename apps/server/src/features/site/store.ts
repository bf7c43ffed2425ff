import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { localizeSite, type LocalizedSite } from '@lexbridge/shared/site/localize';
import type { DbOrTx } from '../../db/client';
import { readLiveVersion, type PublishedSite } from './live-version';

/**
 * The live site, held in this instance's memory: read from the database once at start, and again
 * only when a publish (here or on another instance) or lost bus notices say it changed. Readers
 * never wait for the database: they get the version held now, and the new one from the moment it
 * has been read. Versions only move forward (a restore is a new, higher version too).
 */
export function createSiteStore(db: DbOrTx, log: FastifyBaseLogger) {
  let current: PublishedSite | null = null;
  const views = new Map<Language, LocalizedSite>();
  let reading: Promise<void> | null = null;
  let readAgain = false;

  /** Takes `site` if it is newer than the one held; true when it did. */
  function adopt(site: PublishedSite): boolean {
    if (current && site.version <= current.version) return false;
    current = site;
    views.clear();
    return true;
  }

  // One read at a time; a request to refresh during a read reads once more after it, since that
  // read may have started before the change it was asked for committed.
  async function readUntilSettled() {
    do {
      readAgain = false;
      const site = await readLiveVersion(db, log);
      if (site) adopt(site);
    } while (readAgain);
  }

  function published(): PublishedSite {
    if (!current) throw new Error('The site content has not been loaded yet.');
    return current;
  }

  function refresh(): Promise<void> {
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = readUntilSettled().finally(() => {
      reading = null;
    });
    return reading;
  }

  return {
    /** The live version: its number, when it was published, and its content in both languages. */
    published,
    /** The live version's public view in `language` (made once per version and language). */
    siteFor(language: Language): LocalizedSite {
      const site = published();
      let view = views.get(language);
      if (!view) {
        view = localizeSite(site.content, language);
        views.set(language, view);
      }
      return view;
    },
    adopt,
    /** Reads the live version from the database (overlapping calls share the read). */
    refresh,
    /** A publish announced `version`: read it, unless this instance holds it already. */
    announced(version: unknown) {
      if (typeof version === 'number' && current && version <= current.version) return;
      refresh().catch((error: unknown) =>
        log.error({ err: error }, 'could not read the newly published site'),
      );
    },
  };
}

export type SiteStore = ReturnType<typeof createSiteStore>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The live site of this instance (see createSiteStore); other features use the accessors. */
    site: SiteStore;
  }
}
