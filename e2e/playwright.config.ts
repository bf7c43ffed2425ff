import { defineConfig, devices } from '@playwright/test';

export const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
export const e2eAdmin = { email: 'admin@kclaw.test', password: 'e2e-admin-password' };
// One data directory per port, so runs on different ports (E2E_PORT) never share a database.
const dataDir = `/tmp/lexbridge-e2e-data-${port}`;

// Runs the built app (npm run build first) on a fresh embedded database, in the system Chromium.
export default defineConfig({
  testDir: './tests',
  // The server requires administrators to have a second factor: the e2e admin enrols first.
  globalSetup: './fixtures/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry in CI, where a 2-core machine runs everything at once; a test that needed it is
  // reported as flaky in the output, to be fixed rather than ignored.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf ${dataDir} && npm run serve`,
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
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
  },
});
