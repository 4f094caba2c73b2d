import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached,
 * and every non-API path that is not a file answered with index.html so the client router decides.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { webDist: string }) => {
  const indexFile = path.join(options.webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      // '/' is a directory: without an index file @fastify/static answers it with 403 instead of the app.
      index: 'index.html',
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    if (pathOnly.startsWith('/api/') || pathOnly === '/api' || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Sorry, an error occurred. Page not found!', messageKey: 'notFound' } });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
