/** An uploaded document is at most 10 MB (base 1024, like the sizes the portal shows). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const PDF = 'application/pdf';
export const DOC = 'application/msword';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const JPEG = 'image/jpeg';
export const PNG = 'image/png';

/**
 * The types an upload may have (PDF, DOC, DOCX, JPG, PNG), with the extensions a stored name may
 * end in; the first is the one added to a name that has none of them. The server decides the type
 * from the file's bytes, never from its name or the type the browser declares.
 */
export const UPLOAD_TYPES = {
  [PDF]: ['pdf'],
  [DOC]: ['doc'],
  [DOCX]: ['docx'],
  [JPEG]: ['jpg', 'jpeg'],
  [PNG]: ['png'],
} as const;

export type UploadMimeType = keyof typeof UPLOAD_TYPES;

/** For a file input's `accept` attribute (a hint only: the server judges by content). */
export const UPLOAD_ACCEPT = Object.entries(UPLOAD_TYPES)
  .flatMap(([mimeType, extensions]) => [mimeType, ...extensions.map((ext) => `.${ext}`)])
  .join(',');
