import { beforeAll, describe, expect, it } from 'vitest';
import { clientTopic } from '@lexbridge/shared/schemas/client-topic';
import type { RealtimeServerFrame } from '@lexbridge/shared/schemas/chat';
import { TEST_PUBLIC_URL } from '../../test/app';
import { useAdmin, useClient, useSockets, useTestApp } from '../../test/suite';
import { createAnonymousConversation, createAppointment, createMatter } from '../../test/factories';
import { openSocket, type TestSocket } from '../../test/realtime-socket';

const t = useTestApp();
const a = useClient(t, 'a@example.com');
const b = useClient(t, 'b@example.com');
const admin = useAdmin(t);
let visitorCookie: string;
const sockets = useSockets();
beforeAll(async () => {
  visitorCookie = (await createAnonymousConversation(t)).cookie;
});

const open = async (cookie: string) => {
  const socket = await openSocket(t.app, cookie);
  sockets.push(socket);
  return socket;
};
const asAdmin = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_PUBLIC_URL, cookie: admin.cookie },
    payload,
  });
const events = (socket: TestSocket) => socket.frames.filter((frame) => frame.type === 'event');
const isEvent = (kind: string, id: string) => (frame: RealtimeServerFrame) =>
  frame.type === 'event' &&
  'kind' in frame.event &&
  frame.event.kind === kind &&
  'id' in frame.event &&
  frame.event.id === id;

describe('the client:<userId> topic', () => {
  it.each([
    ['the client', () => a.cookie, true],
    ['an administrator', () => admin.cookie, true],
    ['another client', () => b.cookie, false],
    ['an anonymous visitor', () => visitorCookie, false],
  ])('%s may subscribe to client A’s: %s', async (_who, cookie, allowed) => {
    const socket = await open(cookie());
    const answer = await socket.subscribe(clientTopic(a.id));
    expect(answer.type).toBe(allowed ? 'subscribed' : 'error');
    expect((await socket.subscribe('client:')).type).toBe('error');
    socket.close();
  });

  it('tells the client’s open portal (and nobody else’s) about new and changed matters and appointments', async () => {
    const mine = await open(a.cookie);
    const firm = await open(admin.cookie);
    const other = await open(b.cookie);
    await mine.subscribe(clientTopic(a.id));
    await firm.subscribe(clientTopic(a.id));
    await other.subscribe(clientTopic(b.id));

    const created = await asAdmin('POST', '/api/admin/matters', {
      clientId: a.id,
      title: 'Lease',
    });
    const matterId = created.json<{ id: string }>().id;
    await mine.next(isEvent('matter', matterId));
    await firm.next(isEvent('matter', matterId));
    expect(events(mine)[0]).toEqual({
      type: 'event',
      topic: clientTopic(a.id),
      event: { kind: 'matter', id: matterId },
    });

    const added = await asAdmin('POST', `/api/admin/matters/${matterId}/appointments`, {
      title: 'Signing',
      date: '2030-07-15',
      time: '10:00',
      durationMinutes: 30,
    });
    const appointmentId = added.json<{ id: string }>().id;
    await mine.next(isEvent('appointment', appointmentId));

    const existing = await createAppointment(t, await createMatter(t, a.id));
    await asAdmin('PATCH', `/api/admin/appointments/${existing}`, { title: 'Renamed' });
    await mine.next(isEvent('appointment', existing));

    // Handing the matter to B tells both portals.
    await asAdmin('PATCH', `/api/admin/matters/${matterId}`, { clientId: b.id });
    await other.next(isEvent('matter', matterId));
    await mine.next(() => events(mine).filter(isEvent('matter', matterId)).length === 2);
    expect(events(other)).toHaveLength(1);
  });
});
