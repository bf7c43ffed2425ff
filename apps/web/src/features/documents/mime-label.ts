/** The kind of file a MIME type names, as the documents catalog labels it (`mime.<kind>`). */
export type FileKind = 'pdf' | 'word' | 'spreadsheet' | 'presentation' | 'image' | 'text' | 'other';

const officeKinds: [RegExp, FileKind][] = [
  [/^application\/(msword|vnd\.openxmlformats-officedocument\.wordprocessingml)/, 'word'],
  [
    /^application\/(vnd\.ms-excel|vnd\.openxmlformats-officedocument\.spreadsheetml)/,
    'spreadsheet',
  ],
  [
    /^application\/(vnd\.ms-powerpoint|vnd\.openxmlformats-officedocument\.presentationml)/,
    'presentation',
  ],
];

/** What a person calls a file of this MIME type: a PDF, a Word document, a PNG image... */
export function fileKind(mimeType: string): { kind: FileKind; format: string } {
  const mime = mimeType.toLowerCase().split(';')[0]!.trim();
  const [type = '', subtype = ''] = mime.split('/');
  if (mime === 'application/pdf') return { kind: 'pdf', format: 'PDF' };
  for (const [pattern, kind] of officeKinds) if (pattern.test(mime)) return { kind, format: '' };
  if (type === 'image') return { kind: 'image', format: subtype.replace(/^x-/, '').toUpperCase() };
  if (type === 'text') return { kind: 'text', format: subtype.toUpperCase() };
  return { kind: 'other', format: '' };
}
