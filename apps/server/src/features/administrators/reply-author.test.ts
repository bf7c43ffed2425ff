import { beforeAll, describe, expect, it } from 'vitest';
import { conversationTopic, type RealtimeServerFrame } from '@lexbridge/shared/schemas/chat';
import { threadTopic } from '@lexbridge/shared/schemas/messages';
import { useAdmin, useClient, useSockets, useTestApp } from '../../test/suite';
import { kcLawSiteSeed } from '@lexbridge/shared/firm/site-seed';
import { call } from '../../test/account-http';
import {
  createClientConversation,
  createMatter,
  createThread,
  type TestUser,
} from '../../test/factories';
import { openSocket } from '../../test/realtime-socket';

/**
 * Who answered, as the client sees it: every reply from the firm carries the name of the
 * administrator who wrote it (the firm's, from one who has not chosen a name), over HTTP and in
 * the live frame alike; the name is stored with the message, so a later rename leaves what was
 * already sent as it was.
 */
const t = useTestApp();
const maria = useAdmin(t, 'maria@kclaw.test', 'Maria Georgiou');
const andreas = useAdmin(t, 'andreas@kclaw.test', 'Andreas Pavlou');
const unnamed = useAdmin(t, 'info@kclaw.test');
const ann = useClient(t, 'ann@example.com');
const sockets = useSockets();

type Sent = {
  content: string;
  senderType: string;
  senderName: string;
  senderTeamMemberId: string | null;
};
const isMessage = (content: string) => (frame: RealtimeServerFrame) =>
  frame.type === 'event' &&
  (frame.event as { kind: string; message?: Sent }).message?.content === content;
const liveMessage = (frame: RealtimeServerFrame) =>
  (frame as { event: { message: Sent } }).event.message;
const listen = async (topic: string) => {
  const socket = await openSocket(t.app, ann.cookie);
  sockets.push(socket);
  expect((await socket.subscribe(topic)).type).toBe('subscribed');
  return socket;
};

/** Each place a message is written and read: the chat, and a secure thread. */
const places = [
  {
    name: 'chat',
    open: async () => {
      const id = await createClientConversation(t, ann);
      return { topic: conversationTopic(id), id };
    },
    reply: (admin: TestUser, id: string, content: string) =>
      call(t, 'POST', `/api/admin/chat/conversations/${id}/messages`, admin.cookie, { content }),
    read: async (user: TestUser, id: string) => {
      const url =
        user === ann ? `/api/chat/conversations/${id}` : `/api/admin/chat/conversations/${id}`;
      return (await call(t, 'GET', `${url}/messages`, user.cookie)).json<Sent[]>();
    },
  },
  {
    name: 'secure messages',
    open: async () => {
      const id = await createThread(t, await createMatter(t, ann.id, { title: 'Lease' }));
      return { topic: threadTopic(id), id };
    },
    reply: (admin: TestUser, id: string, content: string) =>
      call(t, 'POST', `/api/messages/threads/${id}/messages`, admin.cookie, { content }),
    read: async (user: TestUser, id: string) =>
      (await call(t, 'GET', `/api/messages/threads/${id}/messages`, user.cookie)).json<Sent[]>(),
  },
];

describe.each(places)('replies in $name', (place) => {
  let id: string;
  let topic: string;
  beforeAll(async () => ({ id, topic } = await place.open()));

  /** Replies as `admin`; returns the name the client saw it arrive under, live and over HTTP. */
  async function replyAs(admin: TestUser, content: string) {
    const socket = await listen(topic);
    expect((await place.reply(admin, id, content)).statusCode).toBe(201);
    const live = liveMessage(await socket.next(isMessage(content)));
    socket.close();
    const read = (await place.read(ann, id)).find((message) => message.content === content)!;
    expect(read.senderType).toBe('admin');
    return { live: live.senderName, read: read.senderName };
  }

  it('carry the answering administrator’s name, to the client live and on reading', async () => {
    expect(await replyAs(maria, 'Maria here: we received the lease.')).toEqual({
      live: 'Maria Georgiou',
      read: 'Maria Georgiou',
    });
    expect(await replyAs(andreas, 'Andreas here: I will call you.')).toEqual({
      live: 'Andreas Pavlou',
      read: 'Andreas Pavlou',
    });
    // The firm's side sees the same names: who of them answered.
    const firmView = await place.read(maria, id);
    expect(firmView.map((message) => message.senderName)).toEqual([
      'Maria Georgiou',
      'Andreas Pavlou',
    ]);
  });

  it('carry the firm’s name, never part of an address, from an administrator without one', async () => {
    expect(await replyAs(unnamed, 'The office will be closed on Monday.')).toEqual({
      live: 'KC Law',
      read: 'KC Law',
    });
  });

  it('keep the name they were sent under when the administrator is renamed', async () => {
    const renamed = await call(t, 'PATCH', '/api/admin/administrators/me', maria.cookie, {
      name: 'Maria Georgiou-Ioannou',
    });
    expect(renamed.statusCode).toBe(204);
    expect(await replyAs(maria, 'Maria again, after her rename.')).toEqual({
      live: 'Maria Georgiou-Ioannou',
      read: 'Maria Georgiou-Ioannou',
    });
    const history = await place.read(ann, id);
    expect(history.find((m) => m.content.startsWith('Maria here'))!.senderName).toBe(
      'Maria Georgiou',
    );
    // Back to her first name for the next place's tests.
    await call(t, 'PATCH', '/api/admin/administrators/me', maria.cookie, {
      name: 'Maria Georgiou',
    });
  });

  it('carry the team card the administrator is linked to when they write, and no other', async () => {
    const card = kcLawSiteSeed.team[0]!.id;
    const link = (teamMemberId: string | null, language = 'en') =>
      call(
        t,
        'PUT',
        '/api/admin/administrators/me/team-card',
        andreas.cookie,
        { teamMemberId },
        { 'accept-language': language },
      );
    const refused = await link('not-on-the-team', 'el');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'Αυτή η κάρτα δεν υπάρχει στη δημοσιευμένη ομάδα. Επιλέξτε μία από τις κάρτες της ή καμία.',
    );
    expect((await link(card)).statusCode).toBe(204);
    const linked = 'Andreas, with his card.';
    const socket = await listen(topic);
    await place.reply(andreas, id, linked);
    expect(liveMessage(await socket.next(isMessage(linked))).senderTeamMemberId).toBe(card);
    socket.close();

    expect((await link(null)).statusCode).toBe(204);
    await place.reply(andreas, id, 'Andreas, unlinked.');
    const read = await place.read(ann, id);
    const cardOf = (content: string) => read.find((m) => m.content === content)!.senderTeamMemberId;
    expect(cardOf(linked)).toBe(card);
    expect(cardOf('Andreas, unlinked.')).toBeNull();
    // A client's own message never shows a card.
    expect(
      read.filter((m) => m.senderType !== 'admin').every((m) => m.senderTeamMemberId === null),
    ).toBe(true);
  });
});
