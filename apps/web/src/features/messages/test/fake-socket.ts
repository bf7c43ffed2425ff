/** The realtime edge for page tests: a WebSocket the test opens and speaks through by hand. */
export class FakeSocket {
  static all: FakeSocket[] = [];
  static OPEN = 1;
  readyState = 0;
  sent: { type: string; topic: string }[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as { type: string; topic: string });
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  /** Opens the connection and confirms every subscription asked for on it. */
  open() {
    this.readyState = 1;
    this.onopen?.();
    for (const frame of this.sent)
      if (frame.type === 'subscribe') this.receive({ type: 'subscribed', topic: frame.topic });
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  static latest() {
    return FakeSocket.all.at(-1)!;
  }
}
