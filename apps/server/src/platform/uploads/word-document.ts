// A compound file's directory is an array of 128-byte entries in sectors after the 512-byte
// header, so every entry starts at a file offset that is a multiple of 128. An entry's name is
// UTF-16LE (64 bytes), then its length in bytes including the final NUL, then its object type.
const ENTRY_BYTES = 128;
const HEADER_BYTES = 512;
const NAME = Buffer.from('WordDocument\0', 'utf16le');
const NAME_LENGTH_AT = 64;
const TYPE_AT = 66;
const STREAM_OBJECT = 2;

/**
 * Watches a compound file's bytes go by for a directory entry of a stream named WordDocument,
 * which every Word 97-2003 document has. The directory may be anywhere, often at the end.
 */
export class WordDocumentCheck {
  found = false;
  private carry = Buffer.alloc(0); // the start of an entry cut by the end of the last chunk
  private carryOffset = 0; // the file offset of `carry`, a multiple of ENTRY_BYTES

  push(chunk: Buffer) {
    if (this.found) return;
    const data = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    let at = 0;
    for (; at + ENTRY_BYTES <= data.length; at += ENTRY_BYTES) {
      if (this.carryOffset + at >= HEADER_BYTES && isWordDocumentEntry(data, at)) {
        this.found = true;
        return;
      }
    }
    this.carry = Buffer.from(data.subarray(at));
    this.carryOffset += at;
  }
}

function isWordDocumentEntry(data: Buffer, at: number) {
  return (
    data.compare(NAME, 0, NAME.length, at, at + NAME.length) === 0 &&
    data.readUInt16LE(at + NAME_LENGTH_AT) === NAME.length &&
    data[at + TYPE_AT] === STREAM_OBJECT
  );
}
