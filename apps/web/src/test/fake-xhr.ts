import { vi } from 'vitest';

type Listener = ((event: ProgressEvent) => void) | null;

/** One request made through XMLHttpRequest, answered by the test. */
export class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  aborted = false;
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The form field `name` of the body sent. */
  field(name: string) {
    return (this.body as FormData).get(name);
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body?: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }

  fail() {
    this.onerror?.();
  }
}

/** Replaces XMLHttpRequest; the returned list fills with each request as it is sent. */
export function installFakeXhr() {
  const sent: FakeXhr[] = [];
  class Recorded extends FakeXhr {
    override send(body: unknown) {
      super.send(body);
      sent.push(this);
    }
  }
  vi.stubGlobal('XMLHttpRequest', Recorded);
  return sent;
}
