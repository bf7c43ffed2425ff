import { defineConfig } from 'vitest/config';

// One runner, four projects: shared (pure functions), server (unit + integration through
// app.inject on a fresh database per file), web (components in jsdom) and e2e-tools (the logic of
// the delivery checks; the end-to-end specs themselves run with Playwright).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'e2e'],
  },
});
