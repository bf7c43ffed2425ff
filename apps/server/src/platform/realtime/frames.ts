import type { RawData } from 'ws';
import {
  realtimeClientFrameSchema,
  type RealtimeClientFrame,
} from '@lexbridge/shared/schemas/chat';

const textOf = (data: RawData) =>
  (Array.isArray(data)
    ? Buffer.concat(data)
    : Buffer.isBuffer(data)
      ? data
      : Buffer.from(data)
  ).toString('utf8');

/**
 * A client's frame as data of the one shape the server acts on, or null. A frame is whatever a
 * visitor typed into a socket: only text JSON that the shared schema accepts is read; a binary
 * frame, text that is not JSON, or JSON of any other shape (null, a number, an array, a deeper
 * object) is refused whole. (ws itself closes a socket whose text is not UTF-8, code 1007, and one
 * whose frame is over the size cap, code 1009.)
 */
export function readClientFrame(data: RawData, isBinary: boolean): RealtimeClientFrame | null {
  if (isBinary) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(textOf(data));
  } catch {
    return null;
  }
  const frame = realtimeClientFrameSchema.safeParse(parsed);
  return frame.success ? frame.data : null;
}
