// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built app (dist/), at
// the strongest levels, once per build. The server sends those copies as they are, so browsers get
// the smallest files without the server compressing them on every request.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

// Text formats only: fonts (woff2) and images are compressed already.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
// The server compresses nothing smaller than this either: it would save less than it costs.
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export function precompress(dir) {
  let files = 0;
  let before = 0;
  let afterBrotli = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
    // A copy that is not smaller is useless: the server then sends the file itself.
    if (brotli.length < content.length) fs.writeFileSync(`${file}.br`, brotli);
    if (gzip.length < content.length) fs.writeFileSync(`${file}.gz`, gzip);
    files += 1;
    before += content.length;
    afterBrotli += Math.min(brotli.length, content.length);
  }
  return { files, before, afterBrotli };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  const { files, before, afterBrotli } = precompress(dist);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `precompressed ${files} files in ${dist}: ${kb(before)} -> ${kb(afterBrotli)} brotli`,
  );
}
