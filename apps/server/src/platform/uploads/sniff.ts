import { fileTypeFromBuffer } from 'file-type';
import { DOC, DOCX, JPEG, PDF, PNG, type UploadMimeType } from '@lexbridge/shared/schemas/uploads';

/**
 * How many leading bytes decide the type: PDF, JPG, PNG and CFB are known by their first bytes; a
 * DOCX by the zip entries in this much of the file (Word and others write [Content_Types].xml
 * first). Only this much of a file is ever held in memory for the decision.
 */
export const HEAD_BYTES = 64 * 1024;

// file-type's verdicts that are an accepted type. Any other verdict, or none (plain text, an
// unknown format), is refused: so an executable (ELF, MZ) is refused whatever its name.
const ACCEPTED: Record<string, UploadMimeType> = {
  pdf: PDF,
  ai: PDF, // a PDF written by Illustrator is still a PDF
  jpg: JPEG,
  png: PNG,
  apng: PNG, // an animated PNG is a valid PNG
  // A zip whose [Content_Types].xml names a WordprocessingML main document (or, when that part
  // cannot be read, which has [Content_Types].xml and a word/ folder). Macro-enabled .docm, and
  // spreadsheets or presentations, have other content types and are refused.
  docx: DOCX,
  // An OLE compound file (CFB), as Word 97-2003 writes: only a candidate, since Excel, PowerPoint
  // and Windows installers are CFB files too. It is a DOC only if its WordDocument stream starts
  // with Word's header (FIB) and the table stream it names is there, which WordDocumentCheck
  // reads in the whole file as it streams.
  cfb: DOC,
};

/** The accepted type that the leading bytes of a file show, or undefined. */
export async function sniffHead(head: Uint8Array): Promise<UploadMimeType | undefined> {
  if (head.length === 0) return undefined;
  // A file the detector cannot make sense of is refused like any unknown type.
  const found = await fileTypeFromBuffer(head).catch(() => undefined);
  return found ? ACCEPTED[found.ext] : undefined;
}
