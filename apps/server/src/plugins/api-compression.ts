import compress, { type FastifyCompressOptions } from '@fastify/compress';

/**
 * The API's JSON answers go compressed to a browser that takes it (decision 320). On a phone the link, not the
 * server, is the wait: the demo menu is 64 KB of JSON, a third of a second at 1.47 Mb/s, and 3.7 KB with brotli.
 * Compressed as they are sent, at brotli's quality 4 (a millisecond for the demo menu): the answers change with every
 * order. Only JSON: the live updates (text/event-stream) must leave as they are written, the spreadsheets are already
 * zipped, and the app's files and the documentation are compressed ahead (decisions 023 and 142), which this leaves
 * alone as they already carry their encoding. Request bodies are not decompressed: the body limits count what arrives.
 */
/** Answers smaller than this go as they are (the session, an error): compressing them gains less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

export const API_COMPRESSION: FastifyCompressOptions = {
  global: true,
  globalDecompression: false,
  encodings: ['br', 'gzip'],
  threshold: COMPRESS_FROM_BYTES,
  customTypes: /^application\/json(?:;|$)/,
};

export { compress as apiCompressionPlugin };
