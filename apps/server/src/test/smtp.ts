import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/**
 * An SMTP server in this process: the network edge where real mail would leave. While
 * `accepting` is false it answers every message with a temporary failure, as a mail server
 * that is down or overloaded does.
 */
export async function startSmtp() {
  const received: ReceivedMail[] = [];
  const state = { accepting: true };
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (!state.accepting) {
          const busy = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: 451,
          });
          return callback(busy);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Undo quoted-printable soft breaks and escapes so a link can be read back. */
export const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
