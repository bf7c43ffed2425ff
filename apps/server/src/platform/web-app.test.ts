import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../test/app';

describe('serving the built web app', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-dist-'));
  let t: TestApp;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>shell</title><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><div id="root"></div>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc.css'), 'body{color:navy}');
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await buildTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the app shell for its pages with 200, revalidated on every visit', async () => {
    for (const url of ['/', '/auth?admin=true', '/client-portal', '/admin']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('inlines the stylesheet in every page, so the first paint waits for no second download', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.body).toContain('<style>body{color:navy}</style>');
    expect(response.body).not.toContain('rel="stylesheet"');
  });

  it('answers 404 with the app shell (which shows the Not-found page) for unknown paths', async () => {
    const response = await t.app.inject({ url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect((await t.app.inject({ url: '/admin/unknown' })).statusCode).toBe(404);
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await t.app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
  });

  it('sends a form posted to a page before its code ran back to the page, keeping nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/el/auth?admin=true',
      headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.com&password=secret-password',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/el/auth?admin=true');
    expect(response.headers.location).not.toContain('secret');
    const api = await t.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(api.statusCode).toBe(404);
  });

  it('answers unknown API paths with a JSON 404, never the app shell', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    const greek = await t.app.inject({ url: '/api/nothing-here', headers: { cookie: 'lang=el' } });
    expect(greek.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Δεν βρέθηκε.' } });
  });
});
