import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** The build's table of route shells (apps/web/vite.config.ts): a path pattern and the HTML file to answer it with. */
const ROUTE_SHELLS_FILE = 'route-shells.json';

function readRouteShells(webDist: string): Array<{ route: string; file: string }> {
  const tableFile = path.join(webDist, ROUTE_SHELLS_FILE);
  if (!existsSync(tableFile)) return [];
  const table = JSON.parse(readFileSync(tableFile, 'utf8')) as Record<string, string>;
  return Object.entries(table)
    .filter(([route, file]) => route.startsWith('/') && existsSync(path.join(webDist, file)))
    .map(([route, file]) => ({ route, file }));
}

/**
 * Serves the built single-page app:
 * - every text file in its precompressed form (the build writes .br and .gz beside it): brotli when the browser
 *   accepts it, else gzip, else the file itself, with Vary: Accept-Encoding;
 * - hashed assets cached for a year, every HTML answer never cached (no-cache: revalidated each time);
 * - the first screens' paths (/, /signin, /app/...) answered with their route shell: index.html plus modulepreload
 *   links for that screen's chunks, so the browser fetches them with the entry instead of one wave later;
 * - every other non-API path that is not a file answered with index.html, so the client router decides.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { webDist: string }) => {
  const indexFile = path.join(options.webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  const sendHtml = (reply: FastifyReply, file: string) => reply.header('cache-control', 'no-cache').sendFile(file);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      // '/' is a directory: without an index file @fastify/static answers it with 403 instead of the app.
      index: 'index.html',
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    for (const { route, file } of readRouteShells(options.webDist)) {
      // '/app/*' covers what is below /app; /app itself (which redirects to its first page) gets the same shell.
      const below = route.endsWith('/*') ? route.slice(0, -2) : '';
      const paths = below ? [route, below] : [route];
      for (const url of paths) app.get(url, (_request, reply) => sendHtml(reply, file));
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    if (pathOnly.startsWith('/api/') || pathOnly === '/api' || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send({ error: { code: 'NOT_FOUND', message: 'Sorry, an error occurred. Page not found!', messageKey: 'notFound' } });
    }
    return sendHtml(reply, 'index.html');
  });
});
