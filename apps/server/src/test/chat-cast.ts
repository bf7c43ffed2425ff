import {
  createAdmin,
  createAnonymousConversation,
  createClient,
  createClientConversation,
} from './factories';
import type { TestApp } from './app';

/**
 * The people of the chat access tests, made in process: two anonymous visitors with a quick chat
 * each, a client with a conversation, another client, and the firm (Maria Georgiou, an
 * administrator who chose her display name). The cookie of each by name,
 * and the conversations of visitor A (`anonymous`) and of the client.
 */
export async function createChatCast(t: TestApp) {
  const a = await createAnonymousConversation(t, 'Visitor A');
  const b = await createAnonymousConversation(t, 'Visitor B');
  const client = await createClient(t, 'client@example.com');
  const cookies = {
    visitorA: a.cookie,
    visitorB: b.cookie,
    client: client.cookie,
    otherClient: (await createClient(t, 'other@example.com')).cookie,
    admin: (await createAdmin(t, 'partner@kclaw.test', 'Maria Georgiou')).cookie,
  };
  const conversations = { anonymous: a.id, client: await createClientConversation(t, client) };
  return { cookies, conversations };
}
