/**
 * What one party may hold on /api/realtime, counted per server instance (a load balancer spreads a
 * person's sockets, so across n instances the bound is n times these). Each open tab holds one
 * socket; every socket costs memory and a share of every event's fan-out, so a script opening
 * hundreds must not be able to.
 */

/** One account (or one anonymous visitor's token): a person with several tabs and devices. */
export const MAX_SOCKETS_PER_IDENTITY = 5;
/** One address: more, since an office or a mobile carrier puts many people behind one address. */
export const MAX_SOCKETS_PER_ADDRESS = 20;
/** Topics one socket follows: a page follows a few (a list and the conversation it shows). */
export const MAX_TOPICS_PER_SOCKET = 20;

/** Open sockets per key; `tryAdd` refuses once the key holds `limit`. */
function createSocketCounter(limit: number) {
  const counts = new Map<string, number>();
  return {
    tryAdd(key: string) {
      const count = counts.get(key) ?? 0;
      if (count >= limit) return false;
      counts.set(key, count + 1);
      return true;
    },
    remove(key: string) {
      const count = (counts.get(key) ?? 0) - 1;
      if (count > 0) counts.set(key, count);
      else counts.delete(key);
    },
  };
}

/**
 * Counts a socket against its holder (account or visitor) and its address. `admit` answers null
 * and counts it, or the close reason when a cap is reached; `release` when it closes.
 */
export function createSocketAdmission() {
  const perHolder = createSocketCounter(MAX_SOCKETS_PER_IDENTITY);
  const perAddress = createSocketCounter(MAX_SOCKETS_PER_ADDRESS);
  return {
    admit(holder: string, address: string): string | null {
      if (!perHolder.tryAdd(holder)) return 'too many sockets for this account';
      if (perAddress.tryAdd(address)) return null;
      perHolder.remove(holder);
      return 'too many sockets from this address';
    },
    release(holder: string, address: string) {
      perHolder.remove(holder);
      perAddress.remove(address);
    },
  };
}
