import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/suite';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('reports which database the server runs on', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});
