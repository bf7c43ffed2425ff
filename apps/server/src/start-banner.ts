import type { Config } from './config';
import type { Database } from './db/client';
import { describeStorage } from './platform/storage/create';

export type BannerFacts = {
  config: Pick<Config, 'publicUrl' | 'dataDir' | 's3'>;
  database: Pick<Database, 'kind' | 'location'>;
  /** The one-time setup link while no administrator exists, else null. */
  setupLink: string | null;
};

/**
 * The few lines a person who just typed `npm start` needs, after the log: where the site is,
 * where its data lives, which database and file storage it uses, and how to get in.
 */
export function startBanner({ config, database, setupLink }: BannerFacts): string {
  const rows: [string, string][] = [
    ['Address', config.publicUrl],
    ['Data directory', config.dataDir],
    [
      'Database',
      database.kind === 'pglite'
        ? `embedded PostgreSQL (PGlite) in ${database.location}`
        : `PostgreSQL server at ${database.location}`,
    ],
    ['Files', describeStorage(config).replace(/^Files: /, '')],
    ...(setupLink
      ? ([
          ['First admin', 'npm run admin -- create --email you@example.com --name "Your Name"'],
          ['', `or open ${setupLink} (valid 24 hours)`],
        ] as [string, string][])
      : ([['Admin sign-in', `${config.publicUrl}/auth?admin=true`]] as [string, string][])),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`);
  return ['', '  Lexbridge is running.', ...lines, '  Stop it with Ctrl+C.', ''].join('\n');
}

type Terminal = { isTTY?: boolean; write(text: string): unknown };
/** The server's log: pino's (fastify's type omits it) has `flush`, which calls back once written. */
type Log = object & { flush?: (done: () => void) => void };

/**
 * On a terminal only: a process manager or a log collector reading stdout keeps getting JSON
 * lines and nothing else. The pretty log is written by a worker thread: the banner waits until
 * the log so far is out, so that it comes last.
 */
export function printStartBanner(facts: BannerFacts, log: Log, out: Terminal = process.stdout) {
  if (!out.isTTY) return;
  const print = () => out.write(`${startBanner(facts)}\n`);
  if (log.flush) log.flush(print);
  else print();
}
