import { describe, expect, it } from 'vitest';
import { DOC, DOCX, JPEG, PDF, PNG } from '@lexbridge/shared/schemas/uploads';
import { safeFileName } from './safe-name';

describe('safeFileName', () => {
  it('keeps an ordinary name, Greek included, with its extension in lower case', () => {
    expect(safeFileName('Contract v2.PDF', PDF)).toBe('Contract v2.pdf');
    expect(safeFileName('Σύμβαση μίσθωσης.docx', DOCX)).toBe('Σύμβαση μίσθωσης.docx');
    expect(safeFileName('photo.jpeg', JPEG)).toBe('photo.jpeg');
    expect(safeFileName('letter.doc', DOC)).toBe('letter.doc');
  });

  it('keeps only the last path segment, whichever the slashes', () => {
    expect(safeFileName('../../etc/passwd.pdf', PDF)).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\me\\..\\scan.png', PNG)).toBe('scan.png');
    expect(safeFileName('/', PDF)).toBe('document.pdf');
  });

  it('drops NUL, control, bidi and zero-width characters, and reserved ones', () => {
    expect(safeFileName('in\0voice\r\n.pdf', PDF)).toBe('invoice.pdf');
    // U+202E would show "fdp.exe" as "exe.pdf".
    expect(safeFileName('report\u202Efdp.exe.pdf', PDF)).toBe('reportfdp.exe.pdf');
    expect(safeFileName('a\u200Bb.pdf', PDF)).toBe('ab.pdf');
    expect(safeFileName('what? <draft>: "final" | *v2*.pdf', PDF)).toBe(
      'what_ _draft__ _final_ _ _v2_.pdf',
    );
  });

  it('trims dots and spaces, collapses white space and avoids device names', () => {
    expect(safeFileName('  ..hidden   name .pdf', PDF)).toBe('hidden name.pdf');
    expect(safeFileName('...', PDF)).toBe('document.pdf');
    expect(safeFileName(undefined, PNG)).toBe('document.png');
    expect(safeFileName('CON.pdf', PDF)).toBe('_CON.pdf');
  });

  it('ends in an extension of the type the bytes showed', () => {
    expect(safeFileName('scan.pdf', PNG)).toBe('scan.png'); // another accepted type: replaced
    expect(safeFileName('report.exe', PDF)).toBe('report.exe.pdf'); // anything else: added
    expect(safeFileName('notes', DOCX)).toBe('notes.docx');
  });

  it('cuts a very long name to 100 characters before the extension', () => {
    expect(safeFileName(`${'x'.repeat(5000)}.pdf`, PDF)).toBe(`${'x'.repeat(100)}.pdf`);
    // Characters, not UTF-16 units: an emoji is never cut in half.
    const cut = safeFileName(`${'😀'.repeat(150)}.pdf`, PDF);
    expect(cut).toBe(`${'😀'.repeat(100)}.pdf`);
  });
});
