import type { RunResult } from './stats';
import { waitUntil } from './pace';

type Phase = { visitor: RunResult; admin: RunResult; startedAt: number; lastDeliveryAt: number };
export type Side = 'visitor' | 'admin';

/**
 * Times every message from its send to its arrival on each socket (the conversation's visitor
 * socket and the admin socket), per phase: a message is identified by its content.
 */
export function createMeter() {
  const pending = new Map<string, { at: number; phase: Phase }>();
  let current: Phase | null = null;
  return {
    begin(label: string, seconds: number): Phase {
      const side = (name: string): RunResult => ({
        label: `${label}: ${name}`,
        sent: 0,
        delivered: 0,
        seconds,
        latencies: [],
      });
      current = {
        visitor: side('visitor sockets'),
        admin: side('admin socket'),
        startedAt: performance.now(),
        lastDeliveryAt: 0,
      };
      return current;
    },
    sent(content: string) {
      pending.set(content, { at: performance.now(), phase: current! });
      current!.visitor.sent += 1;
      current!.admin.sent += 1;
    },
    delivered(side: Side, content: string) {
      const entry = pending.get(content);
      if (!entry) return;
      const now = performance.now();
      const result = entry.phase[side];
      result.delivered += 1;
      result.latencies.push(now - entry.at);
      entry.phase.lastDeliveryAt = Math.max(entry.phase.lastDeliveryAt, now);
    },
  };
}

export type Meter = ReturnType<typeof createMeter>;

/**
 * Waits (at most 10 s) for the phase's messages to arrive, then sets its duration: the seconds of
 * sending when everything arrived within a second of the last send (the offered rate was carried),
 * else the time from the first send to the last arrival (a backlog: the rate actually carried).
 */
export async function finishPhase(phase: Phase, seconds: number) {
  const { visitor, admin } = phase;
  await waitUntil(() => visitor.delivered >= visitor.sent && admin.delivered >= admin.sent, 10_000);
  const elapsed = (phase.lastDeliveryAt - phase.startedAt) / 1000;
  const carried = visitor.delivered === visitor.sent && admin.delivered === admin.sent;
  visitor.seconds = admin.seconds = carried && elapsed <= seconds + 1 ? seconds : elapsed;
  return [visitor, admin];
}
