import { isIP } from 'node:net';
import { z } from 'zod';

// proxy-addr's names for whole ranges, which Fastify's trustProxy also accepts.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string) {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A prefix length, or (IPv4 only) a netmask such as 255.255.255.0; never a range that takes
  // in the whole internet (/0, 0.0.0.0), which would be trusting every X-Forwarded-For again.
  if (/^\d{1,3}$/.test(prefix))
    return Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(prefix) === 4 && prefix !== '0.0.0.0';
}

const TRUST_EVERYONE_MESSAGE =
  'TRUST_PROXY=true is refused: it would trust any X-Forwarded-For, so every client could choose ' +
  'the address that rate limits count. Give the number of proxies in front of Lexbridge (e.g. 1) ' +
  'or their addresses (e.g. 10.0.0.2 or 10.0.0.0/8, comma-separated).';

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
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({ code: 'custom', message: SHAPE_MESSAGE });
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
