import { isIP } from 'node:net';

/** A range as an interval of the IPv6 space, [start, end); IPv4 sits in ::ffff:0:0/96. */
type Interval = { start: bigint; end: bigint };

const IPV4_MAPPED_START = 0xffffn << 32n;
const IPV4_SPACE: Interval = { start: IPV4_MAPPED_START, end: IPV4_MAPPED_START + (1n << 32n) };
const IPV6_SPACE: Interval = { start: 0n, end: 1n << 128n };

const ipv4ToBigInt = (address: string) =>
  address.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);

function ipv6ToBigInt(address: string): bigint {
  let text = address.split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = ipv4ToBigInt(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const first = head === '' ? [] : head.split(':');
  const last = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? first
      : [...first, ...Array(8 - first.length - last.length).fill('0'), ...last];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

/**
 * An address with an optional prefix length (IPv4: /0-32, IPv6: /0-128) as the interval of the
 * IPv6 space it takes in; IPv4 is placed where proxy-addr compares it, as ::ffff:a.b.c.d, so an
 * IPv4-mapped IPv6 range and its IPv4 twin take in the same addresses.
 */
export function rangeInterval(address: string, prefix: number | undefined): Interval {
  const v4 = isIP(address) === 4;
  const value = v4 ? IPV4_MAPPED_START | ipv4ToBigInt(address) : ipv6ToBigInt(address);
  const length = v4 ? 96 + (prefix ?? 32) : (prefix ?? 128);
  const hostBits = BigInt(128 - length);
  const start = (value >> hostBits) << hostBits;
  return { start, end: start + (1n << hostBits) };
}

/** The prefix length of a contiguous IPv4 netmask (255.255.0.0 is 16), or null when it is not one. */
export function netmaskPrefix(mask: string): number | null {
  const bits = ipv4ToBigInt(mask).toString(2).padStart(32, '0');
  return /^1*0*$/.test(bits) ? (bits.indexOf('0') === -1 ? 32 : bits.indexOf('0')) : null;
}

const covers = (intervals: Interval[], space: Interval) => {
  let reached = space.start;
  for (const { start, end } of [...intervals].sort((a, b) => (a.start < b.start ? -1 : 1))) {
    if (start > reached) break;
    if (end > reached) reached = end;
    if (reached >= space.end) return true;
  }
  return reached >= space.end;
};

/** Which address space (if any) the ranges together take in whole: every client would be trusted. */
export function coveredSpace(intervals: Interval[]): 'IPv4' | 'IPv6' | null {
  if (covers(intervals, IPV6_SPACE)) return 'IPv6';
  if (covers(intervals, IPV4_SPACE)) return 'IPv4';
  return null;
}
