import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';

/** The bytes as an upload arrives: in chunks, as a stream. */
export function streamOf(data: Buffer, chunkBytes = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < data.length; at += chunkBytes) yield data.subarray(at, at + chunkBytes);
    })(),
  );
}

/** A PDF of exactly `size` bytes (a header, then spaces). */
export function pdfBytes(size = 1024): Buffer {
  const data = Buffer.alloc(size, 0x20);
  data.write('%PDF-1.7\n', 0, 'latin1');
  data.write('%%EOF', size - 5, 'latin1');
  return data;
}

/** A real 1 x 1 PNG. */
export function pngBytes(): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]); // 1 x 1, 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a JPEG/JFIF file and its end marker. */
export function jpegBytes(): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, ...app0]),
    Buffer.alloc(64),
    Buffer.from([0xff, 0xd9]),
  ]);
}

export const elfBytes = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(120)]);
export const mzBytes = () => Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(126, 0x90)]);
export const textBytes = () => Buffer.from('Dear Sir,\nthis is plain text.\n'.repeat(20));
