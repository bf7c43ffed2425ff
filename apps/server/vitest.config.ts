import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Each integration file boots its own database (PGlite, or a fresh PostgreSQL database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files share the modules they import (a worker evaluates the app's modules once, not once
    // per file: that import took most of the suite's time). So a helper keeps nothing at module
    // level that one file's teardown removes: it makes such things in its setup.
    isolate: false,
    // *.pg.test.ts exercise what only a PostgreSQL server has (connections that can drop): they
    // run with `npm run test:pg`, and are not collected at all on the embedded database.
    exclude: process.env.DATABASE_URL
      ? configDefaults.exclude
      : [...configDefaults.exclude, '**/*.pg.test.ts'],
  },
});
