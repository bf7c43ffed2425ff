import { describe, expect, it } from 'vitest';
import { printStartBanner, startBanner, type BannerFacts } from './start-banner';

const local: BannerFacts = {
  config: { publicUrl: 'http://localhost:3000', dataDir: '/srv/lexbridge/data', s3: undefined },
  database: { kind: 'pglite', location: '/srv/lexbridge/data/pg' },
  setupLink: 'http://localhost:3000/setup?token=abc',
};

describe('the start banner', () => {
  it('says where the site and its data are, and how to create the first administrator', () => {
    expect(startBanner(local)).toBe(
      [
        '',
        '  Lexbridge is running.',
        '  Address         http://localhost:3000',
        '  Data directory  /srv/lexbridge/data',
        '  Database        embedded PostgreSQL (PGlite) in /srv/lexbridge/data/pg',
        '  Files           local disk in /srv/lexbridge/data/uploads',
        '  First admin     npm run admin -- create --email you@example.com --name "Your Name"',
        '                  or open http://localhost:3000/setup?token=abc (valid 24 hours)',
        '  Stop it with Ctrl+C.',
        '',
      ].join('\n'),
    );
  });

  it('names a PostgreSQL server and S3, and where administrators sign in once one exists', () => {
    const banner = startBanner({
      config: {
        publicUrl: 'https://www.example.com',
        dataDir: '/var/lib/lexbridge',
        s3: {
          bucket: 'files',
          endpoint: 'http://127.0.0.1:9000',
          region: 'us-east-1',
          credentials: undefined,
        },
      },
      database: { kind: 'postgres', location: 'postgres://db:5432/lexbridge' },
      setupLink: null,
    });
    expect(banner).toContain(
      '  Database        PostgreSQL server at postgres://db:5432/lexbridge\n',
    );
    expect(banner).toContain('  Files           S3 bucket files at http://127.0.0.1:9000\n');
    expect(banner).toContain('  Admin sign-in   https://www.example.com/auth?admin=true\n');
    expect(banner).not.toContain('First admin');
  });

  it('is printed on a terminal only, after the log: piped or collected output stays JSON lines', () => {
    const written: string[] = [];
    const write = (text: string) => written.push(text);
    const flushed: (() => void)[] = [];
    const log = { flush: (done: () => void) => flushed.push(done) };
    printStartBanner(local, log, { isTTY: false, write });
    printStartBanner(local, log, { write });
    expect([written, flushed]).toEqual([[], []]);
    printStartBanner(local, log, { isTTY: true, write });
    expect(written).toEqual([]); // not before the log so far is out
    flushed[0]!();
    expect(written).toEqual([`${startBanner(local)}\n`]);
  });
});
