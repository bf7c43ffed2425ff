/** What may change who a session is: one session ended, an account changed, or anything. */
export type AccessChange =
  { kind: 'session'; id: string } | { kind: 'account'; id: string } | { kind: 'all' };

type Entry<T> = { value: T; sessionId: string; userId: string; until: number };

/**
 * Sessions as looked up (account, role, language), kept briefly per instance so a busy browser
 * costs no lookup per request. It never outlives what it describes: an entry is dropped when its
 * session ends or its account changes (sign-out, revoke, password, two-factor, role, language),
 * on this instance before the change is answered and on the others by the same NOTIFY that closes
 * their sockets; everything is dropped when notices may have been lost. A lookup that began before
 * such a drop is not stored (it may have read the old state). Bounded: the oldest entry goes first.
 */
export function createSessionCache<T>({ ttlMs = 5_000, maxEntries = 10_000 } = {}) {
  const entries = new Map<string, Entry<T>>();
  let generation = 0;
  const drop = (matches: (entry: Entry<T>) => boolean) => {
    generation += 1;
    for (const [token, entry] of entries) if (matches(entry)) entries.delete(token);
  };
  return {
    get(token: string): T | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.until > Date.now()) return entry.value;
      entries.delete(token);
      return undefined;
    },
    /** Starts a lookup; its result is stored only if nothing was dropped meanwhile. */
    begin() {
      const started = generation;
      return (
        token: string,
        value: T,
        ids: { sessionId: string; userId: string; expiresAt: Date },
      ) => {
        if (started !== generation || ttlMs <= 0) return;
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        const until = Math.min(Date.now() + ttlMs, ids.expiresAt.getTime());
        entries.set(token, { value, sessionId: ids.sessionId, userId: ids.userId, until });
      };
    },
    forget(change: AccessChange) {
      if (change.kind === 'all') {
        generation += 1;
        entries.clear();
      } else if (change.kind === 'session') drop((entry) => entry.sessionId === change.id);
      else drop((entry) => entry.userId === change.id);
    },
    get size() {
      return entries.size;
    },
  };
}

export type SessionCache<T> = ReturnType<typeof createSessionCache<T>>;
