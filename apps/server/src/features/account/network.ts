import { isIP } from 'node:net';

/**
 * Whether an address is loopback, private or link-local: such an address places the device on the
 * server's own network (or behind the same proxy), not anywhere a map could name.
 */
export function isLocalAddress(address: string | null | undefined): boolean {
  if (!address) return false;
  const ip = address.replace(/^::ffff:(?=\d+\.)/i, '');
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  if (isIP(ip) === 6) {
    const lower = ip.toLowerCase();
    return lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  return false;
}
