import { describe, expect, it } from 'vitest';
import { ADMIN_CONVERSATIONS_TOPIC, conversationTopic } from '@lexbridge/shared/schemas/chat';
import {
  clientThreadsTopic,
  FIRM_THREADS_TOPIC,
  threadTopic,
} from '@lexbridge/shared/schemas/messages';
import { openSocket } from './test/realtime-socket';
import {
  ACTORS,
  clientA,
  cookies,
  ids,
  isAutoHead,
  registered,
  statusOf,
  t,
  table,
  useRouteTable,
  type Actor,
  type Outcome,
  type Rule,
} from './test/route-table';

/**
 * Every route the server registers, and what each kind of caller gets from it (the table is in
 * test/route-table.ts). A route missing from the table, or a row for a route that no longer
 * exists, fails: a new route states its rule.
 */
useRouteTable();

/**
 * Every realtime topic family, and who may follow it. A refused subscribe answers an error, the
 * same whether the topic exists or not ('hidden'); without a session or visitor token there is no
 * socket at all ('unauthorized').
 */
const followers = (allowed: Actor[]): Rule =>
  Object.fromEntries(
    ACTORS.map((actor) => [
      actor,
      actor === 'anonymous' ? 'unauthorized' : allowed.includes(actor) ? 'ok' : 'hidden',
    ]),
  ) as Rule;

const topics: Record<string, { topic: () => string; rule: Rule }[]> = {
  conversation: [
    {
      topic: () => conversationTopic(ids.clientConversation),
      rule: followers(['clientA', 'admin']),
    },
    {
      topic: () => conversationTopic(ids.visitorConversation),
      rule: followers(['visitor', 'admin']),
    },
  ],
  admin: [{ topic: () => ADMIN_CONVERSATIONS_TOPIC, rule: followers(['admin']) }],
  thread: [{ topic: () => threadTopic(ids.thread), rule: followers(['clientA', 'admin']) }],
  'client-threads': [{ topic: () => clientThreadsTopic(clientA.id), rule: followers(['clientA']) }],
  'firm-threads': [{ topic: () => FIRM_THREADS_TOPIC, rule: followers(['admin']) }],
  // A client's matters and appointments changing: that client and the firm.
  client: [{ topic: () => `client:${clientA.id}`, rule: followers(['clientA', 'admin']) }],
};

async function followOutcome(actor: Actor, topic: string): Promise<Outcome | `error ${number}`> {
  let socket: Awaited<ReturnType<typeof openSocket>>;
  try {
    socket = await openSocket(t.app, cookies[actor]);
  } catch (error) {
    return outcomeOf(Number(/\d{3}/.exec(String(error))?.[0] ?? 0));
  }
  try {
    return (await socket.subscribe(topic)).type === 'subscribed' ? 'ok' : 'hidden';
  } finally {
    socket.close();
  }
}

function outcomeOf(status: number): Outcome | `error ${number}` {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'hidden';
  return status >= 500 ? `error ${status}` : 'ok';
}

describe('every route states who may use it', () => {
  it('the table names exactly the registered routes', () => {
    const routes = [...registered].filter((route) => !isAutoHead(route)).sort();
    expect(routes).toEqual(Object.keys(table).sort());
  });

  it.each(Object.keys(table))('%s', async (route) => {
    const [method, pattern] = route.split(' ') as [string, string];
    for (const { url, payload, rule } of table[route]!) {
      for (const actor of ACTORS) {
        const target = typeof url === 'string' ? url : await url();
        const status = await statusOf(actor, method, target, await payload?.(actor));
        expect(outcomeOf(status), `${actor}: ${method} ${target} (${pattern}) -> ${status}`).toBe(
          rule[actor],
        );
      }
    }
  });

  it('the topic table names exactly the registered topic families', () => {
    expect(t.app.deps.realtime.topicPrefixes().sort()).toEqual(Object.keys(topics).sort());
  });

  it.each(Object.keys(topics))('topic %s', async (prefix) => {
    for (const { topic, rule } of topics[prefix]!)
      for (const actor of ACTORS)
        expect(await followOutcome(actor, topic()), `${actor}: ${topic()}`).toBe(rule[actor]);
  });

  it('pages are public: their data is behind the API', async () => {
    for (const url of ['/', '/admin', '/client-portal'])
      for (const actor of ACTORS) expect(await statusOf(actor, 'GET', url), url).toBe(200);
  });
});
