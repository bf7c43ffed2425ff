import { parseArgs } from 'node:util';
import { runBareRelay } from './bare-relay';
import { runLexbridge } from './lexbridge-run';
import { printTable, summarise } from './stats';

/**
 * npm run bench:chat [-- --conversations 1000 --seconds 10]
 * N conversations each send one message a second; an admin socket and every visitor socket
 * listen. Prints delivered messages/s and latency percentiles for Lexbridge and for a bare `ws`
 * relay in the same run. Bounded: S seconds of sending plus at most 10 s to drain, per run.
 */
const { values } = parseArgs({
  options: {
    conversations: { type: 'string', default: process.env.BENCH_CONVERSATIONS ?? '1000' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '10' },
  },
});
const conversations = Number(values.conversations);
const seconds = Number(values.seconds);
if (
  !Number.isInteger(conversations) ||
  conversations < 1 ||
  !Number.isInteger(seconds) ||
  seconds < 1
) {
  console.error('--conversations and --seconds must be positive whole numbers.');
  process.exit(1);
}

console.log(
  `Chat benchmark: ${conversations} conversations x 1 message/s for ${seconds} s on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (Node ${process.version})`,
);
const lexbridge = (await runLexbridge(conversations, seconds)).map(summarise);
const relay = (await runBareRelay(conversations, seconds)).map(summarise);
printTable([...lexbridge, ...relay]);
for (const [i, side] of ['visitor', 'admin'].entries()) {
  const ours = lexbridge[i]!;
  const bare = relay[i]!;
  console.log(
    `${side}: Lexbridge delivers ${((100 * ours.perSecond) / bare.perSecond).toFixed(0)}% of the relay's rate; p50 ${(ours.p50 / bare.p50).toFixed(1)}x, p99 ${(ours.p99 / bare.p99).toFixed(1)}x the relay's latency`,
  );
}
process.exit(0);
