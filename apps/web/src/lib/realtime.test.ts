import { afterEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_CLOSE } from '@lexbridge/shared/schemas/realtime-close';
import { RealtimeClient } from './realtime';

/** The network edge: a WebSocket the test drives by hand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  static OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  /** Closed by the network (1006) or by the server with a code of its own. */
  close(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeSocket.all = [];
});

describe('RealtimeClient', () => {
  it('reconnects with growing delays, subscribes again and asks listeners to catch up', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter
    const client = new RealtimeClient('ws://test/api/realtime');
    const onSubscribed = vi.fn();
    const onEvent = vi.fn();
    client.subscribe('conversation:1', { onSubscribed, onEvent });

    const first = FakeSocket.all[0]!;
    first.open();
    expect(first.sent).toEqual([{ type: 'subscribe', topic: 'conversation:1' }]);
    first.receive({ type: 'subscribed', topic: 'conversation:1' });
    expect(onSubscribed).toHaveBeenCalledTimes(1);

    first.close(); // the network drops
    await vi.advanceTimersByTimeAsync(499);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const second = FakeSocket.all[1]!;
    second.close(); // fails again: the next wait is longer
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    const third = FakeSocket.all[2]!;
    third.open();
    expect(third.sent).toEqual([{ type: 'subscribe', topic: 'conversation:1' }]);
    third.receive({ type: 'subscribed', topic: 'conversation:1' });
    expect(onSubscribed).toHaveBeenCalledTimes(2); // the listener fetches what it missed

    third.receive({ type: 'event', topic: 'conversation:2', event: { kind: 'message' } });
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('catches up when the server says it may have lost events, without reconnecting', () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const client = new RealtimeClient('ws://test/api/realtime');
    const onSubscribed = vi.fn();
    client.subscribe('conversation:1', { onSubscribed, onEvent: () => {} });
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.receive({ type: 'subscribed', topic: 'conversation:1' });
    socket.receive({ type: 'resync', topic: 'conversation:1' });
    socket.receive({ type: 'resync', topic: 'conversation:2' });
    expect(onSubscribed).toHaveBeenCalledTimes(2);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('closes the socket when the last topic is released and does not reconnect', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    const client = new RealtimeClient('ws://test/api/realtime');
    const release = client.subscribe('admin:conversations', { onEvent: () => {} });
    FakeSocket.all[0]!.open();
    release();
    expect(FakeSocket.all[0]!.readyState).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('after its session ended it stays closed until a page subscribes afresh', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    const client = new RealtimeClient('ws://test/api/realtime');
    client.subscribe('conversation:1', { onEvent: () => {} });
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.close(REALTIME_CLOSE.sessionEnded);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(FakeSocket.all).toHaveLength(1); // signed out elsewhere: no reconnect loop

    client.subscribe('conversation:2', { onEvent: () => {} }); // e.g. after signing in again
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.open();
    expect(FakeSocket.all[1]!.sent).toEqual([
      { type: 'subscribe', topic: 'conversation:1' },
      { type: 'subscribe', topic: 'conversation:2' },
    ]);
  });

  it('over the server’s socket caps it waits about a minute; after a rights change it reconnects at once', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter
    const client = new RealtimeClient('ws://test/api/realtime');
    client.subscribe('conversation:1', { onEvent: () => {} });
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.close(REALTIME_CLOSE.tooManySockets);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);

    FakeSocket.all[1]!.open();
    FakeSocket.all[1]!.close(REALTIME_CLOSE.rightsChanged);
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('when the server restarts (1012) it reconnects with the backoff and subscribes again', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter
    const client = new RealtimeClient('ws://test/api/realtime');
    client.subscribe('conversation:1', { onEvent: () => {} });
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.close(REALTIME_CLOSE.serviceRestart);
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.close(1006); // the new process is not listening yet
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(3);
    FakeSocket.all[2]!.open();
    expect(FakeSocket.all[2]!.sent).toEqual([{ type: 'subscribe', topic: 'conversation:1' }]);
  });
});
