import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArticlesIfEmpty } from '../features/content/articles-seed';
import { buildTestApp, type TestApp } from '../test/app';

// Big enough to pass any threshold, varied enough that brotli's levels give different bytes.
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i * 7919};`).join(
  '\n',
);
// Made at the strongest levels, as the build does; compressing on the fly uses faster levels.
const precompressed = {
  br: zlib.brotliCompressSync(script, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  }),
  gzip: zlib.gzipSync(script, { level: 9 }),
};

describe('compressed delivery', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-dist-'));
  let t: TestApp;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    const shell = `<!doctype html><title>shell</title><div id="root"></div>${'<!-- -->'.repeat(300)}`;
    fs.writeFileSync(path.join(dist, 'index.html'), shell);
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), precompressed.br);
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js.gz'), precompressed.gzip);
    t = await buildTestApp({ webDistDir: dist });
    await seedArticlesIfEmpty(t.db);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the precompressed brotli file of a script to a browser that accepts brotli', async () => {
    const response = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(precompressed.br)).toBe(true);
  });

  it('sends the precompressed gzip file to a browser that accepts only gzip', async () => {
    const response = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(precompressed.gzip)).toBe(true);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const response = await t.app.inject({ url: '/assets/main-abc123.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('compresses a JSON answer over the threshold', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await t.app.inject({
        url: '/api/articles',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], encoding).toBe(encoding);
      const body = encoding === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync;
      const articles = JSON.parse(body(response.rawPayload).toString('utf8'));
      expect(articles.articles.length).toBeGreaterThan(0);
    }
    const plain = await t.app.inject({ url: '/api/articles' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().articles.length).toBeGreaterThan(0);
  });

  it('leaves small answers as they are', async () => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('compresses the HTML of a page', async () => {
    const response = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString('utf8')).toContain('<div id="root">');
  });
});
