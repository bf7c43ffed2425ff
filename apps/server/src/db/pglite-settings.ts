import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's default shared_buffers (128 MB) is carved out of PGlite's WebAssembly memory, which
 * never shrinks: an idle server kept all of it resident. One process with a firm's data needs far
 * less; reads past the buffers come from the operating system's file cache, which the kernel can
 * reclaim. 16 MB keeps an idle server's PGlite at about 140 MB instead of about 270 MB.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
];
