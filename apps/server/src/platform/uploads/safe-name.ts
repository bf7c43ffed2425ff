import { UPLOAD_TYPES, type UploadMimeType } from '@lexbridge/shared/schemas/uploads';

const MAX_STEM_CHARACTERS = 100;
const FALLBACK_STEM = 'document';
// Control, format (bidi overrides, zero-width) and line/paragraph separator characters.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
// Characters Windows forbids in file names (slashes are handled before).
const RESERVED = /[<>:"|?*]/g;
const DEVICE_NAME = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/**
 * The name an upload is stored and downloaded under, from the name the browser declared: only its
 * last path segment, without invisible or reserved characters, at most 100 characters before the
 * extension, and ending in an extension of the type the content showed (replacing the extension
 * of another accepted type, else added). It is metadata only: storage keys never use it.
 */
export function safeFileName(declared: string | undefined, mimeType: UploadMimeType): string {
  const extensions: readonly string[] = UPLOAD_TYPES[mimeType];
  const base = (declared ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  const accepted = Object.values(UPLOAD_TYPES).some((list) =>
    (list as readonly string[]).includes(extension),
  );
  let stem = accepted ? cleaned.slice(0, dot) : cleaned;
  stem = Array.from(stem)
    .slice(0, MAX_STEM_CHARACTERS)
    .join('')
    .replace(/[\s.]+$/, '');
  if (stem === '') stem = FALLBACK_STEM;
  if (DEVICE_NAME.test(stem)) stem = `_${stem}`;
  const kept = extensions.includes(extension) ? extension : extensions[0];
  return `${stem}.${kept}`;
}
