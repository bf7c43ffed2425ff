import type { summarise } from './stats';

type Summary = ReturnType<typeof summarise>;
export type PhaseSummary = {
  name: string;
  phase: 'full' | 'half';
  offered: number;
  visitor: Summary;
  admin: Summary;
  cpu: { server: number; bench: number };
};

// The goals on a 2-core machine: every socket gets every message at this rate...
const RATE_GOAL = { postgres: 1000, pglite: 400 };
// ...and, on PostgreSQL, at half that rate 99% arrive within this.
const P99_GOAL_MS = 100;

/** Each figure beside the relay's, the ratio, and whether each goal is met. */
export function printGoals(summaries: PhaseSummary[], onPostgres: boolean) {
  const find = (name: string, phase: 'full' | 'half') =>
    summaries.find((s) => s.name === name && s.phase === phase)!;
  for (const phase of ['full', 'half'] as const) {
    const ours = find('Lexbridge', phase);
    const bare = find('bare ws relay', phase);
    for (const side of ['visitor', 'admin'] as const) {
      const [a, b] = [ours[side], bare[side]];
      console.log(
        `${phase} rate, ${side}: ${a.perSecond.toFixed(0)}/s vs relay ${b.perSecond.toFixed(0)}/s (${((100 * a.perSecond) / b.perSecond).toFixed(0)}%); p99 ${a.p99.toFixed(1)} ms vs ${b.p99.toFixed(1)} ms (${(a.p99 / b.p99).toFixed(1)}x)`,
      );
    }
  }
  const full = find('Lexbridge', 'full');
  const half = find('Lexbridge', 'half');
  const everySocket = Math.min(full.visitor.perSecond, full.admin.perSecond);
  const goal = onPostgres ? RATE_GOAL.postgres : RATE_GOAL.pglite;
  const mark = (met: boolean) => (met ? 'met' : 'NOT met');
  console.log(
    `Goal: >= ${goal} messages/s to every socket on ${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${everySocket.toFixed(0)}/s, ${mark(everySocket >= goal)}${full.offered < goal ? ` (offered only ${full.offered}/s: use --rate ${goal})` : ''}`,
  );
  if (onPostgres) {
    const p99 = Math.max(half.visitor.p99, half.admin.p99);
    console.log(
      `Goal: p99 < ${P99_GOAL_MS} ms at ${half.offered}/s: ${p99.toFixed(1)} ms, ${mark(p99 < P99_GOAL_MS)}`,
    );
  }
}
