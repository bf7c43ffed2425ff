import fs from 'node:fs';

/** This process's open-file limit, from /proc/self/limits; null where there is none. */
function openFileLimit(): number | null {
  try {
    const line = /Max open files\s+(\S+)/.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
    return line ? (line[1] === 'unlimited' ? Infinity : Number(line[1])) : null;
  } catch {
    return null;
  }
}

/**
 * Makes sure this process, and the servers it starts (they inherit it), may hold `needed` open
 * files: every socket is one. Node raises its soft limit to the hard limit as it starts, so what
 * is left to check is the hard limit; when it is too low, this prints how to raise it and exits.
 */
export function ensureOpenFileLimit(needed: number) {
  const limit = openFileLimit();
  if (limit === null) return console.log('Open-file limit: unknown here (no /proc); not checked.');
  if (limit >= needed) return;
  console.error(
    `This benchmark needs ${needed} open files per process (one per socket), but the limit is ${limit}.\n` +
      `Raise it in this shell and run again:  ulimit -n ${needed}\n` +
      'If that is refused, the hard limit is lower: raise it as root (e.g. "nofile" in /etc/security/limits.conf, or LimitNOFILE= for a systemd service).',
  );
  process.exit(1);
}
