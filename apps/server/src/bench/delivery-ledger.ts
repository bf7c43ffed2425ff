import type { RunResult } from './stats';

/** A socket that should receive messages, and the server (0, 1, ...) it is connected to. */
export type Receiver = { index: number; server: number };

type Sent = {
  at: number;
  /** The local port of the connection that carried the POST (0 until known). */
  port: number;
  failed: boolean;
  /** The sockets that should see it (index -> server), and those that did. */
  expected: Map<number, number>;
  received: Set<number>;
};

/**
 * Every message's id, when it was sent, which server took it and which sockets should see it;
 * then every delivery, so that each socket is counted once per message: a second delivery of the
 * same message to the same socket is a duplicate, a socket still waiting at the end a loss.
 */
export function createDeliveryLedger(serverOfPort: (port: number) => number) {
  const messages = new Map<string, Sent>();
  let duplicated = 0;
  let unexpected = 0;
  let delivered = 0;
  const latency = { sameServer: [] as number[], otherServer: [] as number[] };
  const accepted = () => [...messages.values()].filter((message) => !message.failed);
  return {
    sent(id: string, receivers: Receiver[]) {
      messages.set(id, {
        at: performance.now(),
        port: 0,
        failed: false,
        expected: new Map(receivers.map((r) => [r.index, r.server])),
        received: new Set(),
      });
    },
    /** The POST went out on local port `port` (by delivery time the proxy knows its server). */
    carriedBy(id: string, port: number) {
      messages.get(id)!.port = port;
    },
    failed(id: string) {
      messages.get(id)!.failed = true;
    },
    delivered(id: string, receiver: Receiver) {
      const message = messages.get(id);
      if (!message || !message.expected.has(receiver.index)) return void (unexpected += 1);
      if (message.received.has(receiver.index)) return void (duplicated += 1);
      message.received.add(receiver.index);
      delivered += 1;
      const side = receiver.server === serverOfPort(message.port) ? 'sameServer' : 'otherServer';
      latency[side].push(performance.now() - message.at);
    },
    /** Deliveries still awaited, of messages the servers accepted. */
    outstanding() {
      let count = 0;
      for (const message of accepted()) count += message.expected.size - message.received.size;
      return count;
    },
    /** Rows for stats.ts (sent = deliveries expected), split by where the socket was. */
    summary(seconds: number) {
      const row = (label: string, side: 'sameServer' | 'otherServer'): RunResult => {
        let sent = 0;
        for (const message of accepted()) {
          const postedTo = serverOfPort(message.port);
          for (const server of message.expected.values())
            if ((server === postedTo) === (side === 'sameServer')) sent += 1;
        }
        return { label, sent, delivered: latency[side].length, seconds, latencies: latency[side] };
      };
      const same = row('sockets on the server that took the POST', 'sameServer');
      const other = row('sockets on another server', 'otherServer');
      const all: RunResult = {
        label: 'all sockets',
        sent: same.sent + other.sent,
        delivered,
        seconds,
        latencies: [...same.latencies, ...other.latencies],
      };
      const posts = new Map<number, number>();
      for (const message of accepted()) {
        const server = serverOfPort(message.port);
        posts.set(server, (posts.get(server) ?? 0) + 1);
      }
      return {
        accepted: accepted().length,
        /** Accepted POSTs per server. */
        posts,
        lost: this.outstanding(),
        duplicated,
        unexpected,
        rows: [all, same, other],
      };
    },
  };
}
