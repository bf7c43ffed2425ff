import pg from 'pg';
import { buildTestApp, TEST_PUBLIC_URL } from '../test/app';
import {
  createAdmin,
  createAnonymousConversation,
  createClient,
  createMatter,
  createThread,
} from '../test/factories';

/**
 * DATABASE_URL=postgres://... npx tsx src/bench/message-statements.ts
 * Lists the SQL statements (round trips to PostgreSQL) of one message POST on each path: chat
 * (visitor, client, admin) and portal messages (client, admin), each sent twice so the second
 * shows the steady state (warm caches, mail already throttled). Counts every query a pg client
 * sends, BEGIN and COMMIT included; the LISTEN connection's notifications are not queries.
 */
if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a PostgreSQL server.');
const t = await buildTestApp();
const seen: string[] = [];
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text: string };
  seen.push((typeof first === 'string' ? first : first.text).replace(/\s+/g, ' ').slice(0, 160));
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof original;

const client = await createClient(t);
const admin = await createAdmin(t);
const anonymous = await createAnonymousConversation(t);
const clientChat = await t.app.inject({
  method: 'POST',
  url: '/api/chat/conversations',
  headers: { origin: TEST_PUBLIC_URL, cookie: client.cookie },
  payload: {},
});
const clientChatId = clientChat.json<{ id: string }>().id;
const thread = await createThread(t, await createMatter(t, client.id));

const paths = [
  ['chat, visitor', anonymous.cookie, `/api/chat/conversations/${anonymous.id}/messages`],
  ['chat, client', client.cookie, `/api/chat/conversations/${clientChatId}/messages`],
  ['chat, admin', admin.cookie, `/api/admin/chat/conversations/${anonymous.id}/messages`],
  ['portal, client', client.cookie, `/api/messages/threads/${thread}/messages`],
  ['portal, admin', admin.cookie, `/api/messages/threads/${thread}/messages`],
] as const;
for (const [label, cookie, url] of paths) {
  for (const round of ['first', 'second']) {
    seen.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_PUBLIC_URL, cookie },
      payload: { content: `Hello from ${label}` },
    });
    await new Promise((resolve) => setTimeout(resolve, 100)); // deliveries read after NOTIFY
    console.log(`\n${label} (${round}): ${response.statusCode}, ${seen.length} statements`);
    for (const statement of seen) console.log(`  ${statement}`);
  }
}
await t.close();
