import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

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

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
export const brotliAsync = promisify(brotliCompress);
export const gzipAsync = promisify(gzip);

/** The encoding a request takes, brotli first, as `@fastify/compress` negotiates it (weights honoured: `br;q=0` refuses). */
export function negotiatedEncoding(request: FastifyRequest): Encoding | null {
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string' ? negotiate(accepted, [...ENCODINGS]) : null;
}

/** Brotli's quality for a kept answer: made once per text, so a notch above the per-answer 4, still a few ms for 64 KB. */
const KEPT_BROTLI_QUALITY = 5;

const compressText = (text: string, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotliAsync(text, {
        params: { [constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
      })
    : gzipAsync(text);

/**
 * Sends a JSON text that is sent again and again unchanged (a shop's menu, kept between loads: decision 130),
 * compressed once per text and encoding rather than once per answer (decision 322): compressing the demo menu per
 * answer had become most of its cost. The bytes kept are reused only for the very text they were made from, so a
 * changed menu, or an event's tickets moving, is compressed afresh. At most `maxChars` of text are kept, the least
 * recently sent dropped first. `compress` is for tests.
 */
export function createKeptCompression({ maxChars = 8_000_000, compress = compressText } = {}) {
  const kept = new Map<string, { text: string; encoded: Map<Encoding, Promise<Buffer>> }>();
  let keptChars = 0;
  const drop = (key: string) => {
    keptChars -= kept.get(key)?.text.length ?? 0;
    kept.delete(key);
  };
  const bytesOf = (key: string, text: string, encoding: Encoding): Promise<Buffer> => {
    let entry = kept.get(key);
    if (entry?.text !== text) {
      drop(key);
      entry = { text, encoded: new Map() };
      if (text.length <= maxChars) {
        kept.set(key, entry);
        keptChars += text.length;
        for (const oldest of kept.keys()) {
          if (keptChars <= maxChars) break;
          drop(oldest);
        }
      }
    } else {
      kept.delete(key);
      kept.set(key, entry);
    }
    let bytes = entry.encoded.get(encoding);
    if (!bytes) {
      bytes = compress(text, encoding);
      entry.encoded.set(encoding, bytes);
      // A failed compression is not kept: the next answer tries again.
      bytes.catch(() => entry.encoded.delete(encoding));
    }
    return bytes;
  };
  /** Sends `text` as JSON under `key` (one kept text per key), compressed when the request takes it. */
  return async function sendKept(request: FastifyRequest, reply: FastifyReply, key: string, text: string) {
    reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
    const encoding = negotiatedEncoding(request);
    if (!encoding || text.length < COMPRESS_FROM_BYTES) return reply.send(text);
    const bytes = await bytesOf(key, text, encoding);
    return reply.header('content-encoding', encoding).send(bytes);
  };
}
