import type { Readable } from 'node:stream';
import { constants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliAsync, COMPRESS_FROM_BYTES, gzipAsync, negotiatedEncoding } from './api-compression';

/** At most this many compressed answers are kept (the documentation is a dozen files and one document). */
const MAX_KEPT = 64;

async function bytesOf(payload: unknown): Promise<Buffer | null> {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (payload && typeof (payload as Readable).pipe === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks);
  }
  return null;
}

/**
 * An onSend hook for the API documentation (Swagger UI's files, 1.6 MB of script, and the 300 KB OpenAPI document):
 * compressed once per file and encoding and kept, since they do not change while the server runs (decision 142).
 * The app's own files are compressed at build time instead (decision 023).
 */
export function createDocsCompression() {
  const kept = new Map<string, Promise<Buffer>>();
  return async function compressDocs(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (reply.statusCode !== 200 || reply.getHeader('content-encoding')) return payload;
    const encoding = negotiatedEncoding(request);
    if (!encoding) return payload;
    const bytes = await bytesOf(payload);
    if (!bytes) return payload;
    reply.header('vary', 'Accept-Encoding');
    if (bytes.length < COMPRESS_FROM_BYTES) return bytes;
    const key = `${encoding} ${request.url.split('?')[0]}`;
    let compressed = kept.get(key);
    if (!compressed) {
      compressed =
        encoding === 'br'
          ? brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
          : gzipAsync(bytes, { level: 9 });
      if (kept.size < MAX_KEPT) kept.set(key, compressed);
    }
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  };
}
