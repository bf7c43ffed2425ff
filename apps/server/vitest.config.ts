import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Each integration file boots its own database (PGlite, or a fresh PostgreSQL database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // *.pg.test.ts exercise what only a PostgreSQL server has (connections that can drop): they
    // run with `npm run test:pg`, and are not collected at all on the embedded database.
    exclude: process.env.DATABASE_URL
      ? configDefaults.exclude
      : [...configDefaults.exclude, '**/*.pg.test.ts'],
  },
});
