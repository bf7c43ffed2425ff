import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/suite';
import { serverTimingOf } from './server-timing';

describe('Server-Timing', () => {
  const t = useTestApp();

  it('tells the server time of every API answer, refusals included, and of nothing else', async () => {
    const ok = await t.app.inject({ url: '/api/health' });
    const refused = await t.app.inject({ url: '/api/admin/dashboard' });
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(ok.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/);
    expect(refused.statusCode).toBe(401);
    expect(serverTimingOf(String(refused.headers['server-timing']))).toBeGreaterThanOrEqual(0);
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['server-timing']).toBeUndefined();
  });

  it('reads the app duration among other metrics', () => {
    expect(serverTimingOf('db;dur=2, app;dur=12.5')).toBe(12.5);
    expect(serverTimingOf(undefined)).toBeNaN();
  });
});
