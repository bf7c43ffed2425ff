import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part counts as two). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) =>
    text === ''
      ? []
      : text.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [a * 256 + b, c * 256 + d];
        });
  const before = part(head);
  const after = tail === undefined ? [] : part(tail);
  const zeros = Array<number>(8 - before.length - after.length).fill(0);
  return [...before, ...zeros, ...after];
}

/**
 * Who a booking hold is counted against: an IPv4 address as it is, an IPv6 address by its /64
 * prefix (one home or phone is usually given a whole /64, so each of its addresses is the same
 * visitor), and an IPv4-mapped IPv6 address (::ffff:a.b.c.d) as its IPv4 address.
 */
export function holdAddress(ip: string): string {
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
