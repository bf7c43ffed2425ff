import { buffer } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import { intakeUpload } from '../platform/uploads/intake';
import { signedDownloadUrl } from '../platform/uploads/download';
import type { SuiteContext } from './storage-suite';
import {
  compoundFileBytes,
  docxBytes,
  wordDocumentBytes,
  xlsxBytes,
  zipBytes,
} from './office-fixtures';
import {
  elfBytes,
  jpegBytes,
  mzBytes,
  pdfBytes,
  pngBytes,
  streamOf,
  textBytes,
} from './upload-fixtures';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The upload intake on a backend: the type by the bytes, safe names, direct downloads. */
export function describeUploadTypes(context: SuiteContext) {
  const intake = (data: Buffer, name: string) =>
    intakeUpload(context.storage, streamOf(data, 16 * 1024), name, { area: 'documents' });

  it.each([
    ['a PDF', pdfBytes(), 'brief.pdf', 'application/pdf', 'brief.pdf'],
    ['a PNG', pngBytes(), 'scan.png', 'image/png', 'scan.png'],
    ['a JPG', jpegBytes(), 'photo.JPEG', 'image/jpeg', 'photo.jpeg'],
    ['a DOCX', docxBytes(), 'contract.docx', DOCX, 'contract.docx'],
    ['a DOC (Word 97-2003)', wordDocumentBytes(), 'letter.doc', 'application/msword', 'letter.doc'],
    ['a PDF named as a PNG', pdfBytes(), 'scan.png', 'application/pdf', 'scan.pdf'],
  ])('accepts %s, judged by its bytes', async (_what, data, name, mimeType, safeName) => {
    const upload = await intake(data, name);
    expect(upload).toEqual({
      key: expect.stringMatching(/^documents\//),
      sizeBytes: data.length,
      mimeType,
      safeName,
    });
    expect((await buffer((await context.storage.open(upload.key)).stream)).equals(data)).toBe(true);
  });

  it.each([
    ['an ELF executable named report.pdf', elfBytes(), 'report.pdf'],
    ['a Windows executable (MZ) named report.pdf', mzBytes(), 'report.pdf'],
    ['plain text named notes.pdf', textBytes(), 'notes.pdf'],
    ['an Excel 97 workbook named sheet.doc', compoundFileBytes('Workbook', 400 * 512), 'sheet.doc'],
    // Its directory 200 KB in, past the bytes that decide the type: no Word header in the stream.
    [
      'a compound file with only a WordDocument entry named letter.doc',
      compoundFileBytes('WordDocument', 400 * 512),
      'letter.doc',
    ],
    ['a spreadsheet (XLSX) named sheet.docx', xlsxBytes(), 'sheet.docx'],
    ['a plain zip named archive.docx', zipBytes({ 'a.txt': 'hello' }), 'archive.docx'],
    ['a broken zip named broken.docx', Buffer.from('PK\x03\x04garbage', 'latin1'), 'broken.docx'],
  ])('refuses %s and keeps nothing of it', async (_what, data, name) => {
    const before = await context.leftovers();
    await expect(intake(data, name)).rejects.toMatchObject({
      reason: 'type-not-allowed',
      statusCode: 415,
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'This type of file cannot be uploaded. Choose a PDF, DOC, DOCX, JPG or PNG file.',
    });
    expect(await context.leftovers()).toEqual(before);
  });

  it('refuses an empty file', async () => {
    await expect(intake(Buffer.alloc(0), 'empty.pdf')).rejects.toMatchObject({
      reason: 'empty',
      statusCode: 400,
    });
  });

  it('keeps a hostile name only as a safe name, never in the key', async () => {
    const names: [string, string][] = [
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['..\\..\\windows\\system.ini.pdf', 'system.ini.pdf'],
      ['re\0port\u0007\u202e.pdf', 'report.pdf'],
      [`${'α'.repeat(300)}.pdf`, `${'α'.repeat(100)}.pdf`],
      ['.. ', 'document.pdf'],
    ];
    for (const [declared, safeName] of names) {
      const upload = await intake(pdfBytes(), declared);
      expect(upload.safeName, declared).toBe(safeName);
      expect(upload.key).toMatch(/^documents\/[0-9a-f-]{36}$/);
    }
    const everything = (await context.leftovers()).join('\n');
    expect(everything).not.toMatch(/passwd|system|report|α/);
  });

  it('signs a short-lived download URL where the backend can, with the name and type', async () => {
    const data = pdfBytes(5000);
    const upload = await intake(data, 'Σύμβαση μίσθωσης.pdf');
    const file = { key: upload.key, fileName: upload.safeName, mimeType: upload.mimeType };
    const url = await signedDownloadUrl(context.storage, file);
    if (context.storage.kind === 'local-disk') return expect(url).toBeUndefined();
    expect(url).toContain('X-Amz-Expires=60');
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(data)).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="_______ ________.pdf"; filename*=UTF-8''${encodeURIComponent('Σύμβαση μίσθωσης')}.pdf`,
    );
  });
}
