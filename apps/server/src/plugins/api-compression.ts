import compress, { type FastifyCompressOptions } from '@fastify/compress';

/**
 * The API's JSON answers go compressed to a browser that takes it (decision 320). On a phone the link, not the
 * server, is the wait: the demo menu is 64 KB of JSON, a third of a second at 1.47 Mb/s, and about 6 KB with brotli.
 * Compressed as they are sent, at brotli's quality 4 (a millisecond for the demo menu): the answers change with every
 * order. Only JSON: the live updates (text/event-stream) must leave as they are written, the spreadsheets are already
 * zipped, and the app's files and the documentation are compressed ahead (decisions 023 and 142), which this leaves
 * alone as they already carry their encoding. Request bodies are not decompressed: the body limits count what arrives.
 */
export const API_COMPRESSION: FastifyCompressOptions = {
  global: true,
  globalDecompression: false,
  encodings: ['br', 'gzip'],
  // Smaller answers (the session, an error) gain less than the work and the header cost.
  threshold: 1024,
  customTypes: /^application\/json(?:;|$)/,
};

export { compress as apiCompressionPlugin };
