import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_FROM_BYTES } from './api-compression';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** At most this many compressed answers are kept (the documentation is a dozen files and one document). */
const MAX_KEPT = 64;

function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string') return null;
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

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
    const encoding = encodingFor(request);
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
          ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
          : gzipAsync(bytes, { level: 9 });
      if (kept.size < MAX_KEPT) kept.set(key, compressed);
    }
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  };
}
