import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('works with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('treats empty values as unset, as a copied .env.example leaves them', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: ' ', ADMIN_EMAIL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('lists every bad value with a message that says how to fix it', () => {
    const attempt = () =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'localhost', ADMIN_PASSWORD: 'short' });
    expect(attempt).toThrow(/PORT: PORT must be a number\./);
    expect(attempt).toThrow(/DATABASE_URL must look like postgres:\/\//);
    expect(attempt).toThrow(/PUBLIC_URL must be an http\(s\) URL/);
    expect(attempt).toThrow(/ADMIN_PASSWORD must be at least 8 characters\./);
  });

  it('refuses ADMIN_PASSWORD without ADMIN_EMAIL', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough-1' })).toThrow(/set both to create the first administrator/);
  });
});
