import type { FastifyInstance } from 'fastify';
import { seedSiteIfEmpty } from './seed';
import { createSiteStore } from './store';
import { SITE_TOPIC_PREFIX } from './topics';

/**
 * Before any route serves: seeds a new installation, reads the live site into this instance's
 * store (`app.site`), and has the store read it again whenever a publish on any instance is
 * announced on the bus, or notices may have been lost.
 */
export async function loadSite(app: FastifyInstance) {
  const { db, realtime } = app.deps;
  const store = createSiteStore(db, app.log);
  if (await seedSiteIfEmpty(db)) app.log.info('Published the initial site content (KC Law)');
  await store.refresh();
  app.decorate('site', store);
  // Mails wear the firm's published identity (name, logo, colour, address, Reply-To) from now on.
  app.deps.mailer.brandWith((language) => store.siteFor(language));
  realtime.watch(SITE_TOPIC_PREFIX, {
    notice: (_id, notice) => store.announced(notice.version),
    resync: () => store.announced(undefined),
  });
}
