import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';

/** A zip archive of stored (uncompressed) entries, as office files are containers of parts. */
export function zipBytes(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const fields = Buffer.alloc(26);
    fields.writeUInt16LE(20, 0); // version needed
    fields.writeUInt32LE(crc32(data), 10);
    fields.writeUInt32LE(data.length, 14); // compressed size (stored)
    fields.writeUInt32LE(data.length, 18);
    fields.writeUInt16LE(nameBytes.length, 22);
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), fields, nameBytes, data]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields.copy(central, 6); // the same fields as the local header
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(locals.length, 8);
  end.writeUInt16LE(locals.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (part: string, main: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="${part}" ContentType="${main}"/></Types>`;

const WORD_MAIN =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const EXCEL_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';

/** A DOCX as Word writes one: [Content_Types].xml first, then the relationships and word/. */
export const docxBytes = () =>
  zipBytes({
    '[Content_Types].xml': contentTypes('/word/document.xml', WORD_MAIN),
    '_rels/.rels': '<Relationships/>',
    'word/document.xml': '<w:document/>',
  });

export const xlsxBytes = () =>
  zipBytes({
    '[Content_Types].xml': contentTypes('/xl/workbook.xml', EXCEL_MAIN),
    'xl/workbook.xml': '<workbook/>',
  });

/**
 * An OLE compound file: the 512-byte header, `fillerBytes` (whole 512-byte sectors) of others, then a directory
 * sector with the root entry and one stream, `WordDocument` for a Word 97-2003 document
 * (`Workbook` would be an Excel one). Only what detectors read is filled in.
 */
export function compoundFileBytes(streamName: string, fillerBytes = 0): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // sector shift
  header.writeUInt16LE(6, 32); // mini sector shift
  header.writeUInt32LE(fillerBytes / 512, 48); // first directory sector
  const entry = (name: string, type: number) => {
    const bytes = Buffer.alloc(128);
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(bytes, 0);
    bytes.writeUInt16LE(encoded.length, 64);
    bytes[66] = type;
    return bytes;
  };
  const directory = Buffer.concat([
    entry('Root Entry', 5),
    entry(streamName, 2),
    Buffer.alloc(256),
  ]);
  return Buffer.concat([header, Buffer.alloc(fillerBytes), directory]);
}

/**
 * A real Word 97-2003 document (LibreOffice's "MS Word 97" export of two lines of text): its short
 * WordDocument stream lives in the mini stream, behind the root entry's sector chain.
 */
export const wordDocumentBytes = () =>
  readFileSync(new URL('./fixtures/letter.doc', import.meta.url));
