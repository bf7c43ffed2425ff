import {
  compoundDirectoryEntry,
  compoundHeader,
  HEADER_BYTES,
  type CompoundHeader,
} from './compound-file';

// The WordDocument stream starts with the FIB: wIdent 0xA5EC, and in its flags (at 0x0A) the bit
// fWhichTblStm, which names the table stream every Word 97-2003 document has (0Table or 1Table).
const FIB_IDENT = 0xa5ec;
const FIB_FLAGS_AT = 0x0a;
const WHICH_TABLE_BIT = 0x0200;
const UNIT_BYTES = 128; // directory entries start on multiples of 128
const MINI_BYTES = 64; // mini-stream sectors: a stream shorter than the cutoff starts on one
const END_OF_CHAIN = 0xfffffffe;
// A Word document has one entry of each name; a file with more is refused, and no more are kept,
// so a directory of thousands of WordDocument entries costs no more than a few.
const MOST_ENTRIES_PER_NAME = 4;

type Stream = { start: number; size: number };

/**
 * Watches a compound file's bytes go by (its directory may be anywhere, often at the end) and says
 * at the end whether it is a Word 97-2003 document: a `WordDocument` stream that starts with the
 * Word FIB, and the table stream that FIB names. A compound file that merely has an entry named
 * WordDocument (or an Excel or other one) is not. A short WordDocument lives in the mini stream,
 * found by following the sector chain (FAT) of the root entry.
 */
export class WordDocumentCheck {
  private carry = Buffer.alloc(0); // the start of a 128-byte unit cut by the end of the last chunk
  private carryOffset = 0; // the file offset of `carry`, a multiple of UNIT_BYTES
  private readonly headerBytes = Buffer.alloc(HEADER_BYTES);
  private header: CompoundHeader | null = null;
  /** The FIB's ident and flags as they would be at every 64-byte boundary, by offset / 64. */
  private heads = Buffer.alloc(1024);
  private readonly fatSectors = new Map<number, Buffer>();
  private readonly streams = new Map<string, Stream[]>();
  private tooManyEntries = false;
  /** Sectors followed along FAT chains so far: at most the file's sector count per entry kept. */
  sectorsFollowed = 0;

  push(chunk: Buffer) {
    const data = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    let at = 0;
    for (; at + UNIT_BYTES <= data.length; at += UNIT_BYTES) {
      this.unit(data.subarray(at, at + UNIT_BYTES), this.carryOffset + at);
    }
    this.carry = Buffer.from(data.subarray(at));
    this.carryOffset += at;
  }

  isWordDocument(): boolean {
    if (this.tooManyEntries) return false;
    const tables = (which: number) => this.streams.has(which ? '1Table' : '0Table');
    return (this.streams.get('WordDocument') ?? []).some((stream) => {
      const offset = this.fileOffset(stream);
      if (offset === null || (offset / MINI_BYTES + 1) * 4 > this.heads.length) return false;
      const at = (offset / MINI_BYTES) * 4;
      if (this.heads.readUInt16LE(at) !== FIB_IDENT) return false;
      return tables(this.heads.readUInt16LE(at + 2) & WHICH_TABLE_BIT);
    });
  }

  private unit(unit: Buffer, offset: number) {
    if (offset < HEADER_BYTES) unit.copy(this.headerBytes, offset);
    if (offset + UNIT_BYTES === HEADER_BYTES) this.header = compoundHeader(this.headerBytes);
    const header = this.header;
    if (!header || offset < header.sectorBytes) return; // the header (and a v4 header's padding)
    for (const half of [0, MINI_BYTES]) this.keepHead(unit, half, offset + half);
    const sector = Math.floor(offset / header.sectorBytes) - 1;
    if (header.fatSectors.includes(sector)) {
      const fat = this.fatSectors.get(sector) ?? Buffer.alloc(header.sectorBytes);
      unit.copy(fat, offset % header.sectorBytes);
      this.fatSectors.set(sector, fat);
    }
    const entry = compoundDirectoryEntry(unit);
    if (entry?.name === 'Root Entry' && offset !== header.rootEntryOffset) return;
    if (!entry) return;
    const known = this.streams.get(entry.name) ?? [];
    if (known.length >= MOST_ENTRIES_PER_NAME) {
      this.tooManyEntries = true;
      return;
    }
    known.push(entry);
    this.streams.set(entry.name, known);
  }

  private keepHead(unit: Buffer, at: number, offset: number) {
    const to = (offset / MINI_BYTES) * 4;
    if (to + 4 > this.heads.length) {
      const grown = Buffer.alloc(Math.max(this.heads.length * 2, to + 4));
      this.heads.copy(grown);
      this.heads = grown;
    }
    this.heads.writeUInt16LE(unit.readUInt16LE(at), to);
    this.heads.writeUInt16LE(unit.readUInt16LE(at + FIB_FLAGS_AT), to + 2);
  }

  /** Where a stream's first byte is in the file, or null when its sectors cannot be followed. */
  private fileOffset(stream: Stream): number | null {
    const header = this.header;
    if (!header) return null;
    if (stream.size >= header.miniCutoff) return (stream.start + 1) * header.sectorBytes;
    const root = this.streams.get('Root Entry')?.[0];
    if (!root) return null;
    const within = stream.start * MINI_BYTES;
    // A chain is at most as long as the file has sectors and never visits a sector twice: the
    // attacker's start field and FAT entries cannot make this walk longer than the file.
    const sectors = Math.ceil((this.carryOffset + this.carry.length) / header.sectorBytes);
    const skip = Math.floor(within / header.sectorBytes);
    if (skip >= sectors) return null;
    const seen = new Set<number>();
    let sector: number | null = root.start;
    for (let left = skip; left > 0 && sector !== null; left--) {
      if (sector >= sectors || seen.has(sector)) return null;
      seen.add(sector);
      this.sectorsFollowed++;
      sector = this.next(sector);
    }
    return sector === null
      ? null
      : (sector + 1) * header.sectorBytes + (within % header.sectorBytes);
  }

  private next(sector: number): number | null {
    const header = this.header!;
    const perFat = header.sectorBytes / 4;
    const fat = this.fatSectors.get(header.fatSectors[Math.floor(sector / perFat)] ?? -1);
    const next = fat?.readUInt32LE((sector % perFat) * 4);
    return next === undefined || next >= END_OF_CHAIN ? null : next;
  }
}
