import { count, sql } from 'drizzle-orm';
import { Counter, Histogram } from 'prom-client';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema/index';
import type { Hub } from '../realtime/hub';
import type { Metrics } from './registry';

/**
 * What the server itself is doing, read at each scrape: realtime sockets and frames, the outbox's
 * waiting and failed mail, the database's pool (PostgreSQL), every query's time and a probe (both).
 */
export function registerAppGauges(metrics: Metrics, database: Database, hub: Hub) {
  const { db } = database;
  metrics.gauge(
    'lexbridge_realtime_sockets',
    'Open realtime WebSockets',
    () => hub.stats().sockets,
  );
  new Counter({
    name: 'lexbridge_realtime_messages_total',
    help: 'Realtime frames sent to and received from browsers',
    labelNames: ['direction'],
    registers: [metrics.registry],
    collect() {
      const { sent, received } = hub.stats();
      this.reset();
      this.inc({ direction: 'sent' }, sent);
      this.inc({ direction: 'received' }, received);
    },
  });
  const outboxCount = async (status: 'pending' | 'failed') => {
    const [row] = await db
      .select({ n: count() })
      .from(emailOutbox)
      .where(sql`${emailOutbox.status} = ${status}`);
    return row?.n ?? 0;
  };
  metrics.gauge('lexbridge_outbox_pending', 'Mail waiting to be delivered', () =>
    outboxCount('pending'),
  );
  metrics.gauge('lexbridge_outbox_failed', 'Mail whose delivery failed for good', () =>
    outboxCount('failed'),
  );
  const queries = new Histogram({
    name: 'lexbridge_db_query_duration_seconds',
    help: 'Time database queries took, from the driver call to its answer',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [metrics.registry],
  });
  database.observeQueries((seconds) => queries.observe(seconds));
  metrics.gauge(
    'lexbridge_db_probe_seconds',
    'Time the database took to answer one query (select 1), measured at this scrape',
    async () => {
      const started = performance.now();
      await db.execute(sql`select 1`);
      return (performance.now() - started) / 1000;
    },
  );
  if (database.poolStats()) {
    const pool = () => database.poolStats()!;
    metrics.gauge('lexbridge_db_pool_connections', 'Open pool connections', () => pool().total);
    metrics.gauge('lexbridge_db_pool_idle', 'Idle pool connections', () => pool().idle);
    metrics.gauge(
      'lexbridge_db_pool_waiting',
      'Queries waiting for a connection',
      () => pool().waiting,
    );
  }
}
