// `npm run budget`: loads the built app's public pages in headless Chromium and fails when the
// home page sends too much, or when any public page loads admin-area or client-portal code.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { startBuiltApp, webDist } from './built-app';
import { privateChunks, type ViteManifest } from './private-chunks';
import { publicPages } from './public-pages';

/** The home page's JavaScript, each file gzipped as the server's .gz copies are (docs/decisions/0028). */
const HOME_JS_GZIP_BUDGET = 120 * 1024;
/** Everything the home page transfers (headers and bodies as sent, brotli where accepted). */
const HOME_TRANSFER_BUDGET = 350 * 1024;

type Loaded = { path: string; type: string; transferred: number; gzipped: number };

async function loadPage(browser: Browser, url: string) {
  const context = await browser.newContext(); // an empty cache, as a first visit has
  const page = await context.newPage();
  const pending: Promise<Loaded | null>[] = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const request = response.request();
        const sizes = await request.sizes().catch(() => null);
        const body = await response.body().catch(() => Buffer.alloc(0));
        if (!sizes) return null;
        return {
          path: new URL(response.url()).pathname,
          type: request.resourceType(),
          transferred: sizes.responseHeadersSize + sizes.responseBodySize,
          gzipped: zlib.gzipSync(body, { level: 9 }).length,
        };
      })(),
    );
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}.`);
  const loaded = (await Promise.all(pending)).filter((entry) => entry !== null);
  await context.close();
  return loaded;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (entries: Loaded[], key: 'transferred' | 'gzipped') =>
  entries.reduce((total, entry) => total + entry[key], 0);

const manifest = JSON.parse(
  fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8'),
) as ViteManifest;
const privateFiles = privateChunks(manifest);
const failures: string[] = [];
if (privateFiles.size === 0)
  failures.push(
    'No chunk holds only admin or portal code: they are bundled with the public pages.',
  );

const app = await startBuiltApp({ port: process.env.PORT ? Number(process.env.PORT) : undefined });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const rows: string[][] = [];
  for (const pagePath of publicPages) {
    const loaded = await loadPage(browser, app.baseURL + pagePath);
    const scripts = loaded.filter((entry) => entry.type === 'script');
    const leaked = scripts.filter((entry) => privateFiles.has(entry.path.replace(/^\//, '')));
    for (const entry of leaked)
      failures.push(
        `${pagePath} loads ${entry.path}, code of ${privateFiles.get(entry.path.slice(1))}.`,
      );
    rows.push([
      pagePath,
      String(loaded.length),
      String(scripts.length),
      kb(sum(scripts, 'gzipped')),
      kb(sum(loaded, 'transferred')),
      leaked.length ? leaked.map((entry) => entry.path).join(' ') : '-',
    ]);
    if (pagePath !== '/') continue;
    console.log('Home page, every response:');
    for (const entry of loaded)
      console.log(
        `  ${entry.type.padEnd(10)} ${kb(entry.transferred).padStart(10)} sent  ${kb(entry.gzipped).padStart(10)} gzip  ${entry.path}`,
      );
    if (sum(scripts, 'gzipped') > HOME_JS_GZIP_BUDGET)
      failures.push(
        `The home page's JavaScript is ${kb(sum(scripts, 'gzipped'))} gzipped (budget ${kb(HOME_JS_GZIP_BUDGET)}).`,
      );
    if (sum(loaded, 'transferred') > HOME_TRANSFER_BUDGET)
      failures.push(
        `The home page transfers ${kb(sum(loaded, 'transferred'))} (budget ${kb(HOME_TRANSFER_BUDGET)}).`,
      );
  }
  const header = ['page', 'requests', 'scripts', 'JS gzip', 'transferred', 'admin/portal code'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  console.log(`\nAdmin/portal chunks in the build: ${privateFiles.size}`);
  for (const row of [header, ...rows])
    console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
} finally {
  await browser.close();
  await app.stop();
}

if (failures.length) {
  console.error(`\nDelivery budgets exceeded:\n${failures.map((line) => `- ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('\nDelivery budgets met.');
