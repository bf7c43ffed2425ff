import { isIP } from 'node:net';
import { z } from 'zod';
import { coveredSpace, netmaskPrefix, rangeInterval } from './trust-proxy-ranges';

// proxy-addr's names for whole ranges, which Fastify's trustProxy also accepts.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * The addresses an entry takes in, null when it is not an address, a named range or a CIDR range;
 * `true` for a named range (loopback and the like: never everyone).
 */
function proxyRange(entry: string): ReturnType<typeof rangeInterval> | true | null {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return null;
  if (prefix === undefined) return rangeInterval(address, undefined);
  // A prefix length, or (IPv4 only) a netmask such as 255.255.255.0; never one that takes in the
  // whole internet (/0, 0.0.0.0), which would be trusting every X-Forwarded-For again.
  if (/^\d{1,3}$/.test(prefix)) {
    const length = Number(prefix);
    const valid = length >= 1 && length <= (family === 4 ? 32 : 128);
    return valid ? rangeInterval(address, length) : null;
  }
  const length = family === 4 && isIP(prefix) === 4 ? netmaskPrefix(prefix) : null;
  return length ? rangeInterval(address, length) : null;
}

const TRUST_EVERYONE_MESSAGE =
  'TRUST_PROXY=true is refused: it would trust any X-Forwarded-For, so every client could choose ' +
  'the address that rate limits count. Give the number of proxies in front of Lexbridge (e.g. 1) ' +
  'or their addresses (e.g. 10.0.0.2 or 10.0.0.0/8, comma-separated).';

const coversEverything = (value: string, space: string) =>
  `TRUST_PROXY=${value} is refused: together these ranges take in every ${space} address, so it ` +
  'would trust any X-Forwarded-For, as TRUST_PROXY=true would. Give only the addresses of the ' +
  'proxies in front of Lexbridge (e.g. 10.0.0.2 or 10.0.0.0/8), or their number (e.g. 1).';

const SHAPE_MESSAGE =
  'TRUST_PROXY must be false, a number of proxy hops (e.g. 1), or comma-separated proxy ' +
  'addresses or CIDR ranges (e.g. 10.0.0.2,192.168.0.0/16).';

/**
 * Which proxies' X-Forwarded-For to believe, as Fastify's `trustProxy` takes it: false, a hop
 * count (the last N addresses are proxies; the one before is the client), or proxy addresses.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') {
      context.addIssue({ code: 'custom', message: TRUST_EVERYONE_MESSAGE });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const ranges = entries.map(proxyRange);
    if (ranges.includes(null)) {
      context.addIssue({ code: 'custom', message: SHAPE_MESSAGE });
      return z.NEVER;
    }
    // Ranges that together take in a whole address space (0.0.0.0/1 with 128.0.0.0/1) trust every
    // client as surely as `true` does.
    const space = coveredSpace(
      ranges.filter((range) => typeof range === 'object' && range !== null),
    );
    if (space === null) return entries;
    context.addIssue({ code: 'custom', message: coversEverything(value, space) });
    return z.NEVER;
  });

export type TrustProxy = z.infer<typeof trustProxySchema>;

/**
 * Fastify's `trustProxy` for the setting. Fastify itself trusts nobody for a bare number (it cannot
 * check the nearest peer), so a hop count becomes "the last N addresses are proxies": right only
 * when clients cannot reach Lexbridge except through those proxies.
 */
export function fastifyTrustProxy(setting: TrustProxy) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}
