import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

/** A built web app in miniature: the shell, and a server renderer that returns some state. */
function fakeWebBuild() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lexbridge-csp-'));
  fs.mkdirSync(path.join(root, 'dist'));
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(
    path.join(root, 'dist', 'index.html'),
    '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(root, 'dist-server', 'package.json'), '{"type":"module"}');
  fs.writeFileSync(
    path.join(root, 'dist-server', 'entry-server.js'),
    'export async function render() { return { html: "<h1>Hello</h1>", state: { ok: true } }; }',
  );
  return root;
}

const directive = (csp: string, name: string) =>
  csp.split(';').find((part) => part.startsWith(`${name} `)) ?? '';

describe('security headers', () => {
  const build = fakeWebBuild();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ webDistDir: path.join(build, 'dist') });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(build, { recursive: true, force: true });
  });

  it('gives a page a policy that allows only its own scripts and forbids framing', async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'nonce-[^']+'$/);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' ws://lexbridge.test");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('puts the nonce the header names on the server-rendered state, fresh for every response', async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const page = await t.app.inject({ url: '/' });
      const csp = String(page.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(directive(csp, 'script-src'))![1]!;
      expect(page.body).toContain(
        `<script type="application/json" id="ssr-state" nonce="${nonce}">`,
      );
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('sends no HSTS over http', async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS, and wss: for the realtime socket, when PUBLIC_URL is https', async () => {
    const secure = await buildTestApp({ env: { PUBLIC_URL: 'https://www.kclaw.test' } });
    try {
      const response = await secure.app.inject({ url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const csp = String(response.headers['content-security-policy']);
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self' wss://www.kclaw.test");
    } finally {
      await secure.close();
    }
  });
});
