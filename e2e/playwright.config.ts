import { defineConfig, devices } from '@playwright/test';
import { e2eDatabaseUrl } from './fixtures/test-data/database';
import { port } from './fixtures/port';

export { port };
export const baseURL = `http://localhost:${port}`;
export const e2eAdmin = {
  email: 'admin@kclaw.test',
  password: 'e2e-admin-password',
  name: 'Konstantinos Christou',
};
/** The e2e server's auth secret: the tests sign the session cookies of the sessions they insert. */
export const e2eAuthSecret = 'lexbridge-e2e-auth-secret-not-for-production';
// One data directory (uploads) and one database per port, so runs on different ports (E2E_PORT)
// never share data.
const dataDir = `/tmp/lexbridge-e2e-data-${port}`;

// Runs the built app (npm run build first) on a fresh PostgreSQL database (TEST_DATABASE_URL's
// server, see fixtures/test-data/database.ts), in the system Chromium. Tests insert the rows they
// need into that database and remove them afterwards (fixtures/test-data).
export default defineConfig({
  testDir: './tests',
  // The server requires administrators to have a second factor: the e2e admin enrols first.
  globalSetup: './fixtures/global-setup.ts',
  globalTeardown: './fixtures/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  // One retry in CI, where a 2-core machine runs everything at once; a test that needed it is
  // reported as flaky in the output, to be fixed rather than ignored.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A journey signs in, fills forms and runs axe on each page it visits (2 to 4 s a page on a
  // 2-core machine): the longest take 25 to 30 s on an idle machine, so 60 s leaves them room
  // when the machine is busy, while a page that never answers still fails within a minute.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Root in CI needs --no-sandbox; the rest keeps Chromium off the (closed) network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: /site-editor\.spec\.ts/,
    },
    // The firm's site is one for the whole server: the specs that publish it run after every other
    // spec has finished, so none of those sees a renamed firm or a changed price mid-test.
    {
      name: 'site publishing',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /site-editor\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npx tsx e2e/fixtures/test-data/fresh-database.ts && npm run serve`,
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      ADMIN_NAME: e2eAdmin.name,
      LOG_LEVEL: 'warn',
      DATABASE_URL: e2eDatabaseUrl,
      AUTH_SECRET: e2eAuthSecret,
      ENCRYPTION_KEY: 'e2e0'.repeat(16),
      SMTP_URL: '',
    },
  },
});
