import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCipher, DecryptionError } from './cipher';

const PURPOSE = 'bank_accounts.account_number';

describe('AES-256-GCM cipher', () => {
  const cipher = createCipher(randomBytes(32));

  it('round-trips text, Greek included, as one versioned text value', () => {
    for (const plain of ['CY17002001280000001200527600', '123', 'Τράπεζα Κύπρου', '']) {
      const sealed = cipher.encrypt(plain, PURPOSE);
      expect(sealed).toMatch(/^v1:[\w+/=]+:[\w+/=]+:[\w+/=]*$/);
      if (plain) expect(sealed).not.toContain(plain);
      expect(cipher.decrypt(sealed, PURPOSE)).toBe(plain);
    }
  });

  it('uses a fresh IV each time: the same number seals differently', () => {
    const first = cipher.encrypt('12345678', PURPOSE);
    const second = cipher.encrypt('12345678', PURPOSE);
    expect(first).not.toBe(second);
    expect(first.split(':')[1]).not.toBe(second.split(':')[1]);
    expect(Buffer.from(first.split(':')[1]!, 'base64')).toHaveLength(12);
  });

  it('detects tampering with the ciphertext, the tag or the IV', () => {
    const sealed = cipher.encrypt('12345678', PURPOSE);
    const parts = sealed.split(':');
    for (const index of [1, 2, 3]) {
      const bytes = Buffer.from(parts[index]!, 'base64');
      bytes[0]! ^= 1;
      const altered = parts.map((part, i) => (i === index ? bytes.toString('base64') : part));
      expect(() => cipher.decrypt(altered.join(':'), PURPOSE)).toThrow(DecryptionError);
    }
    expect(() => cipher.decrypt(sealed.slice(0, -4), PURPOSE)).toThrow(DecryptionError);
    expect(() => cipher.decrypt('12345678', PURPOSE)).toThrow(DecryptionError);
    expect(() => cipher.decrypt(sealed.replace('v1:', 'v9:'), PURPOSE)).toThrow(DecryptionError);
  });

  it('fails with another key, and for another purpose (a value moved to another column)', () => {
    const sealed = cipher.encrypt('12345678', PURPOSE);
    expect(() => createCipher(randomBytes(32)).decrypt(sealed, PURPOSE)).toThrow(DecryptionError);
    expect(() => cipher.decrypt(sealed, 'bank_accounts.routing_number')).toThrow(DecryptionError);
  });

  it('takes only a 32-byte key', () => {
    expect(() => createCipher(randomBytes(16))).toThrow(/32 bytes/);
  });
});
