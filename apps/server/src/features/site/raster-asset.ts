import { buffer } from 'node:stream/consumers';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../platform/storage/storage';
import { findSiteAsset } from './assets-service';
import { checkSvg } from './svg-check';

/** An image every mail reader and PDF writer can show. WebP stays WebP (mail readers only). */
export type RasterAsset = { type: 'image/png' | 'image/jpeg' | 'image/webp'; data: Buffer };

/** Twice the 48 px a mail shows a logo at, so it is sharp on a phone; a PDF scales it down. */
const RASTER_HEIGHT = 96 * 2;
/** A very wide SVG is drawn this wide at most: its height then follows (memory stays bounded). */
const RASTER_MAX_WIDTH = 8 * RASTER_HEIGHT;
/** SVGs drawn, kept in memory: an asset's bytes never change under its id, so none goes stale. */
const CACHE_SIZE = 16;
const cache = new Map<string, Promise<RasterAsset | null>>();
type StoredAsset = NonNullable<Awaited<ReturnType<typeof findSiteAsset>>>;

/** Makes an SVG a PNG with resvg (loaded on first use: a native module nothing else needs). */
async function rasterise(svg: Buffer): Promise<Buffer> {
  // Checked again though it passed on upload: resvg would read a local file an <image> names.
  const refusal = checkSvg(svg.toString('utf8'));
  if (refusal) throw new Error(`a stored SVG fails its check (${refusal})`);
  const { Resvg } = await import('@resvg/resvg-js');
  const { width, height } = new Resvg(svg);
  const fitTo =
    width * RASTER_HEIGHT > RASTER_MAX_WIDTH * height
      ? ({ mode: 'width', value: RASTER_MAX_WIDTH } as const)
      : ({ mode: 'height', value: RASTER_HEIGHT } as const);
  return new Resvg(svg, { fitTo }).render().asPng();
}

async function render(storage: FileStorage, asset: StoredAsset): Promise<RasterAsset | null> {
  const data = await buffer((await storage.open(asset.key)).stream);
  if (asset.mimeType !== 'image/svg+xml') return { type: asset.mimeType, data };
  try {
    return { type: 'image/png', data: await rasterise(data) };
  } catch {
    return null; // an SVG resvg cannot draw (a line with no height): shown nowhere as raster
  }
}

/**
 * A logo or photo as a raster image, for the places that cannot show an SVG: the header of the
 * firm's e-mails (fetched by the mail reader) and its invoice PDFs. PNG, JPEG and WebP come as
 * uploaded; an SVG is drawn to a PNG once and kept. Null when there is no such asset; a missing
 * file throws FileMissingError.
 */
export async function rasterAsset(
  db: Db,
  storage: FileStorage,
  id: string,
): Promise<RasterAsset | null> {
  // Asked each time: an image nothing names any more is deleted, and must not live on here.
  const asset = await findSiteAsset(db, id);
  if (!asset) return null;
  if (asset.mimeType !== 'image/svg+xml') return render(storage, asset); // nothing to draw
  let made = cache.get(id);
  if (!made) {
    made = render(storage, asset);
    made.catch(() => cache.delete(id)); // a failure is not kept: the next call tries again
    cache.set(id, made);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  return made;
}
