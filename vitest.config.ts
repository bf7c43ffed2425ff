import { defineConfig } from 'vitest/config';

// One runner, three projects: shared (pure functions), server (unit + integration through
// app.inject on a fresh database per file) and web (components in jsdom).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
