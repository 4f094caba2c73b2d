import { existsSync } from 'node:fs';
import path from 'node:path';
import { LOOK_COOKIE } from '@brewline/contracts/languages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readRouteShells } from '../../lib/route-shells';
import { paintsDefaultLook } from './web.rules';

function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** Whether this page request would first paint as the build drew it: no other language or theme on its way. */
function wantsDefaultLook(request: FastifyRequest): boolean {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '').get('lng');
  return paintsDefaultLook({
    query,
    cookie: readCookie(request.headers.cookie, LOOK_COOKIE),
    acceptLanguage: request.headers['accept-language'],
  });
}

/**
 * Serves the built single-page app:
 * - every text file in its precompressed form (the build writes .br and .gz beside it): brotli when the browser
 *   accepts it, else gzip, else the file itself, with Vary: Accept-Encoding;
 * - hashed assets cached for a year, every HTML answer never cached (no-cache: revalidated each time);
 * - the first screens' paths (/, /signin, /app/...) answered with their route shell: index.html plus modulepreload
 *   links for that screen's chunks, so the browser fetches them with the entry instead of one wave later;
 * - / and /signin answered with the page already drawn (the build prerenders it signed out, in English and the light
 *   theme) when the request's first paint would look so, judged by ?lng=, the look cookie and Accept-Language like
 *   the app judges it at start; else with the plain shell, so nobody sees a flash of English or of the light theme;
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
    for (const { route, file, prerendered } of readRouteShells(options.webDist).shells) {
      // '/app/*' covers what is below /app; /app itself (which redirects to its first page) gets the same shell.
      const below = route.endsWith('/*') ? route.slice(0, -2) : '';
      const paths = below ? [route, below] : [route];
      for (const url of paths) {
        app.get(url, (request, reply) => {
          if (!prerendered) return sendHtml(reply, file);
          // Which of the two is sent depends on these headers: a shared cache must not hand one to the other.
          reply.header('vary', 'Accept-Encoding, Accept-Language, Cookie');
          return sendHtml(reply, wantsDefaultLook(request) ? prerendered : file);
        });
      }
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
