import { describe, expect, it } from 'vitest';
import { countryOfAddress } from './country-of-address';

describe('the country of an address', () => {
  it('names the country an address is registered in, IPv4, IPv6 and mapped IPv4', () => {
    expect(countryOfAddress('8.8.8.8')).toBe('US');
    expect(countryOfAddress('31.153.0.1')).toBe('CY');
    expect(countryOfAddress('2a02:587::1')).toBe('GR');
    expect(countryOfAddress('::ffff:31.153.0.1')).toBe('CY');
  });

  it('knows none for loopback, missing or malformed addresses', () => {
    for (const address of ['127.0.0.1', '::1', '', null, 'nonsense'])
      expect(countryOfAddress(address)).toBeNull();
  });
});
