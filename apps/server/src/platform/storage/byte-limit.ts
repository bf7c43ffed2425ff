import { Transform, type TransformCallback } from 'node:stream';
import { FileTooLargeError } from './storage';

/**
 * Passes bytes through and counts them; fails with FileTooLargeError on the first chunk that takes
 * the total past `maxBytes`, before that chunk goes any further.
 */
export class ByteLimit extends Transform {
  bytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(new FileTooLargeError(this.maxBytes));
    done(null, chunk);
  }
}
