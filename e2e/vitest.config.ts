import { defineProject } from 'vitest/config';

// Unit tests of the delivery checks' own logic; the Playwright specs in tests/ run with Playwright.
export default defineProject({
  test: { name: 'e2e-tools', environment: 'node', include: ['delivery/**/*.test.ts'] },
});
