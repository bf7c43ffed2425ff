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

  it('needs SMTP_URL in production, or ALLOW_NO_SMTP=true to run without mail; not elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL is not set: in production the site needs mail .* or ALLOW_NO_SMTP=true/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_NO_SMTP: 'false' })).toThrow(
      /SMTP_URL is not set/,
    );
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_NO_SMTP: 'true' }).runsWithoutMail).toBe(
      true,
    );
    const smtp = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' };
    expect(loadConfig(smtp).runsWithoutMail).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).runsWithoutMail).toBe(false);
    expect(() => loadConfig({ ALLOW_NO_SMTP: 'yes' })).toThrow(
      'ALLOW_NO_SMTP must be true or false.',
    );
  });

  it('treats empty values as unset, as a copied .env.example leaves them', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: ' ', ADMIN_EMAIL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('lists every bad value with a message that says how to fix it', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'localhost',
        ADMIN_PASSWORD: 'short',
      });
    expect(attempt).toThrow(/PORT: PORT must be a number\./);
    expect(attempt).toThrow(/DATABASE_URL must look like postgres:\/\//);
    expect(attempt).toThrow(/PUBLIC_URL must be an http\(s\) URL/);
    expect(attempt).toThrow(/ADMIN_PASSWORD must be at least 8 characters\./);
  });

  it('refuses ADMIN_PASSWORD without ADMIN_EMAIL', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough-1' })).toThrow(
      /set both to create the first administrator/,
    );
  });

  it('reads ENCRYPTION_KEY as 32 bytes in hex or base64, and says how to make one', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ ENCRYPTION_KEY: hex }).encryptionKey).toEqual(Buffer.from(hex, 'hex'));
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ ENCRYPTION_KEY: base64 }).encryptionKey).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig({ ENCRYPTION_KEY: '' }).encryptionKey).toBeUndefined();
    for (const bad of ['short', 'ab'.repeat(16), Buffer.alloc(16).toString('base64')]) {
      expect(() => loadConfig({ ENCRYPTION_KEY: bad })).toThrow(
        /ENCRYPTION_KEY: ENCRYPTION_KEY must be 32 bytes written as 64 hex characters or base64 \(try: openssl rand -hex 32\)\./,
      );
    }
  });

  describe('S3', () => {
    it('is off by default: files stay on local disk', () => {
      expect(loadConfig({}).s3).toBeUndefined();
    });

    it('turns on with S3_BUCKET, with the endpoint, region and keys given', () => {
      const config = loadConfig({
        S3_BUCKET: 'firm-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      });
      expect(config.s3).toEqual({
        bucket: 'firm-files',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      });
      expect(loadConfig({ S3_BUCKET: 'firm-files', S3_REGION: 'eu-central-1' }).s3).toEqual({
        bucket: 'firm-files',
        endpoint: undefined,
        region: 'eu-central-1',
        credentials: undefined,
      });
    });

    it('refuses a bad bucket or endpoint, one key without the other, and S3 without a bucket', () => {
      expect(() => loadConfig({ S3_BUCKET: 'Firm_Files' })).toThrow(
        /S3_BUCKET must be a bucket name/,
      );
      expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow(
        /S3_ENDPOINT must be an http\(s\) URL/,
      );
      expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' })).toThrow(
        /Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither/,
      );
      expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
        /S3_BUCKET: S3 settings are given but S3_BUCKET is not/,
      );
    });
  });

  describe('TRUST_PROXY', () => {
    const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

    it('is off by default and with false', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(trustProxy('false')).toBe(false);
    });

    it('takes a hop count, or proxy addresses and CIDR ranges', () => {
      expect(trustProxy('1')).toBe(1);
      expect(trustProxy('2')).toBe(2);
      expect(trustProxy('10.0.0.2, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual([
        '10.0.0.2',
        '192.168.0.0/16',
        '::1',
        'fd00::/8',
        'loopback',
      ]);
    });

    it('refuses true, which would let every client choose its rate-limited address', () => {
      expect(() => trustProxy('true')).toThrow(/TRUST_PROXY: TRUST_PROXY=true is refused/);
      expect(() => trustProxy('true')).toThrow(/number of proxies .* or their addresses/);
    });

    it('refuses ranges that together take in every IPv4 or IPv6 address, as it refuses true', () => {
      for (const [value, space] of [
        ['0.0.0.0/1,128.0.0.0/1', 'IPv4'],
        ['0.0.0.0/2, 64.0.0.0/2, 128.0.0.0/1', 'IPv4'],
        ['10.0.0.2, 0.0.0.0/128.0.0.0, 128.0.0.0/128.0.0.0', 'IPv4'],
        ['::ffff:0:0/96', 'IPv4'],
        ['::ffff:0.0.0.0/97,::ffff:128.0.0.0/97', 'IPv4'],
        ['0.0.0.0/1,::ffff:128.0.0.0/97', 'IPv4'],
        ['::/64', 'IPv4'],
        ['::/1', 'IPv4'], // an IPv4 client is compared with IPv6 ranges as ::ffff:a.b.c.d
        ['::/1,8000::/1', 'IPv6'],
        ['::/2,4000::/2,8000::/1,loopback', 'IPv6'],
      ]) {
        expect(() => trustProxy(value!), value).toThrow(
          `TRUST_PROXY=${value} is refused: together these ranges take in every ${space} address`,
        );
      }
      // Large ranges that leave addresses out are the operator's choice.
      expect(trustProxy('0.0.0.0/1,128.0.0.0/2')).toEqual(['0.0.0.0/1', '128.0.0.0/2']);
      expect(trustProxy('8000::/1,::ffff:0.0.0.0/97')).toEqual(['8000::/1', '::ffff:0.0.0.0/97']);
    });

    it('refuses anything else with the shapes it takes', () => {
      for (const value of [
        'yes',
        '10.0.0.300',
        '10.0.0.0/33',
        '1.5',
        '0.0.0.0/0',
        '::/0',
        '0.0.0.0/0.0.0.0',
        '10.0.0.0/255.0.255.0',
      ]) {
        expect(() => trustProxy(value), value).toThrow(/TRUST_PROXY must be false, a number/);
      }
    });
  });
});
