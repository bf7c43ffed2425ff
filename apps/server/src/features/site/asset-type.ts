import { fileTypeFromBuffer } from 'file-type';
import type { siteAssetTypes } from '../../db/schema/index';
import { checkSvg, type SvgRefusal } from './svg-check';

export type SiteAssetType = (typeof siteAssetTypes)[number];

// file-type's verdicts (from the magic bytes) that are a raster image the site can show.
const RASTER: Record<string, SiteAssetType> = {
  png: 'image/png',
  apng: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** Text that opens with markup and has an `<svg` early on: a candidate SVG, to be checked. */
function looksLikeSvg(data: Buffer): string | null {
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let decoded: string;
  try {
    decoded = text.decode(data);
  } catch {
    return null; // not UTF-8 text
  }
  const start = decoded.trimStart();
  return start.startsWith('<') && /<svg[\s>/]/i.test(start.slice(0, 4096)) ? decoded : null;
}

/**
 * What an uploaded logo or photo is, judged by its bytes and never by its name or declared type:
 * PNG, JPEG or WebP by their magic bytes, or an SVG that passes checkSvg. Anything else is
 * refused, with the reason.
 */
export async function siteAssetType(
  data: Buffer,
): Promise<{ type: SiteAssetType } | { refused: 'assetType' | SvgRefusal }> {
  const found = await fileTypeFromBuffer(data).catch(() => undefined);
  const raster = found && RASTER[found.ext];
  if (raster) return { type: raster };
  const svg = found ? null : looksLikeSvg(data);
  if (svg === null) return { refused: 'assetType' };
  const refusal = checkSvg(svg);
  return refusal ? { refused: refusal } : { type: 'image/svg+xml' };
}
