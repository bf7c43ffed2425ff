import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';

/** Read when /metrics is asked: a number, or one per label value. */
export type GaugeReader = () => number | Promise<number>;

/**
 * This server's Prometheus metrics: one registry per app (tests build many apps in one process,
 * and prom-client's global registry would refuse the second app's metrics). Other code adds its
 * own gauges with `gauge`, read at each scrape, so nothing has to push values as things happen.
 */
export function createMetrics() {
  const registry = new Registry();
  let defaultsStarted = false;
  let backupSource: (() => Promise<Date | null>) | null = null;

  const metrics = {
    registry,
    /**
     * Adds a gauge whose value is read at each scrape. A read that fails answers NaN for that
     * scrape (the others still answer): one broken source must not blind the whole page.
     */
    gauge(name: string, help: string, read: GaugeReader) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          try {
            this.set(await read());
          } catch {
            this.set(Number.NaN);
          }
        },
      });
    },
    /**
     * Where backups plug in: the time of the last successful backup (null: none yet). Exported as
     * `lexbridge_backup_age_seconds`, +Inf while there is none, so an alert on "older than a day"
     * also fires for a firm that never backed up. Absent until the backups feature calls this; a
     * later call replaces the source.
     */
    trackBackupAge(lastSuccessfulBackupAt: () => Promise<Date | null>) {
      const first = backupSource === null;
      backupSource = lastSuccessfulBackupAt;
      if (!first) return;
      metrics.gauge(
        'lexbridge_backup_age_seconds',
        'Seconds since the last successful backup (+Inf when there is none)',
        async () => {
          const at = await backupSource!();
          return at ? (Date.now() - at.getTime()) / 1000 : Number.POSITIVE_INFINITY;
        },
      );
    },
    /**
     * Node's own, under their usual names (nodejs_eventloop_lag_seconds, process_cpu_seconds_total,
     * heap, GC, handles) so common dashboards read them; started once, when /metrics is on.
     */
    collectProcessMetrics() {
      if (defaultsStarted) return;
      defaultsStarted = true;
      collectDefaultMetrics({ register: registry });
    },
  };
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
