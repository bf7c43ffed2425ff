import type {
  RealtimeClientFrame,
  ChatEvent,
  RealtimeServerFrame,
} from '@lexbridge/shared/schemas/chat';
import { REALTIME_CLOSE } from '@lexbridge/shared/schemas/realtime-close';

export type TopicListener<Event = ChatEvent> = {
  onEvent(event: Event): void;
  /** After every (re)subscribe, and when the server may have lost events: fetch what was missed. */
  onSubscribed?(): void;
  onError?(message: string): void;
};

const MIN_DELAY_MS = 500;
const MAX_DELAY_MS = 15_000;
/** After the server refused a socket over its caps: other tabs hold the places; ask rarely. */
const OVER_CAP_DELAY_MS = 60_000;

/**
 * One WebSocket to /api/realtime shared by the page. It opens while any topic is wanted,
 * reconnects with exponential backoff (plus jitter) and subscribes again to every topic; each
 * listener then catches up through REST, so nothing is missed and duplicates are dropped by id.
 * When the server closes it on purpose (REALTIME_CLOSE) it follows the code: after a rights change
 * it reconnects at once; after its session ended it stays closed until a page subscribes afresh
 * (its next requests find the session gone); over the server's caps it waits a minute. A server
 * that stops (1012, service restart) is reconnected to with the backoff, which gives the next
 * process time to start.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private readonly topics = new Map<string, Set<TopicListener<never>>>();
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly url: string) {}

  /** Listens to `topic`; `Event` is what its topic family carries (chat events by default). */
  subscribe<Event = ChatEvent>(topic: string, listener: TopicListener<Event>): () => void {
    const listeners: Set<TopicListener<Event>> = this.topics.get(topic) ?? new Set();
    const isNew = listeners.size === 0;
    listeners.add(listener);
    this.topics.set(topic, listeners);
    if (!this.socket) this.connect();
    else if (isNew) this.send({ type: 'subscribe', topic });
    else if (this.socket.readyState === WebSocket.OPEN) listener.onSubscribed?.();
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      this.topics.delete(topic);
      this.send({ type: 'unsubscribe', topic });
      if (this.topics.size === 0) this.stop();
    };
  }

  private send(frame: RealtimeClientFrame) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private connect() {
    clearTimeout(this.retryTimer);
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      for (const topic of this.topics.keys()) this.send({ type: 'subscribe', topic });
    };
    socket.onmessage = (message) => this.receive(String(message.data));
    socket.onclose = (event?: Pick<CloseEvent, 'code'>) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.topics.size === 0 || event?.code === REALTIME_CLOSE.sessionEnded) return;
      const backoff = Math.min(MAX_DELAY_MS, MIN_DELAY_MS * 2 ** this.attempt);
      const delay = event?.code === REALTIME_CLOSE.tooManySockets ? OVER_CAP_DELAY_MS : backoff;
      this.attempt += 1;
      this.retryTimer = setTimeout(() => this.connect(), delay * (0.75 + Math.random() / 2));
    };
  }

  private receive(data: string) {
    let frame: RealtimeServerFrame<never>;
    try {
      frame = JSON.parse(data) as RealtimeServerFrame<never>;
    } catch {
      return;
    }
    const listeners = frame.topic ? this.topics.get(frame.topic) : undefined;
    for (const listener of listeners ?? []) {
      if (frame.type === 'event') listener.onEvent(frame.event);
      else if (frame.type === 'subscribed' || frame.type === 'resync') listener.onSubscribed?.();
      else listener.onError?.(frame.message);
    }
  }

  private stop() {
    clearTimeout(this.retryTimer);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  /** For reconnect tests and page unload: drops the socket as a network failure would. */
  dropConnection() {
    this.socket?.close();
  }
}

let shared: RealtimeClient | null = null;

/** The page's realtime client. Call it in effects only (it needs `window`). */
export function getRealtime(): RealtimeClient {
  if (!shared) {
    const { protocol, host } = window.location;
    shared = new RealtimeClient(`${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/realtime`);
  }
  return shared;
}
