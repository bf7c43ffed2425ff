import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses dynamic answers (server-rendered pages, JSON, files without a precompressed copy)
 * with brotli or gzip, whichever the browser prefers. Register it before any route: it attaches
 * itself to the routes declared after it. Answers that already carry a Content-Encoding (the
 * build's precompressed .br/.gz assets) pass untouched, and WebSocket routes are left alone.
 * Request bodies are never inflated: nothing the app accepts is sent compressed.
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.websocket) route.compress = false;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
