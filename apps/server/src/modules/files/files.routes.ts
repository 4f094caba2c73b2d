import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { isValidObjectKey, type ObjectStorage } from '../../ports/storage';

/** The public address of a stored image; the version defeats caches after an update. */
export function imageUrl(key: string | null, version: Date): string | null {
  return key ? `/api/files/${key}?v=${version.getTime()}` : null;
}

export const filesRoutes: FastifyPluginAsyncZod<{ storage: ObjectStorage }> = async (app, { storage }) => {
  app.get(
    '/api/files/*',
    {
      config: { access: 'public' },
      schema: { tags: ['files'], summary: 'A stored shop image (logo, banner, pickup station)', params: z.object({ '*': z.string() }) },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isValidObjectKey(key)) throw notFound();
      const object = await storage.get(key);
      if (!object) throw notFound();
      return reply
        .header('content-type', object.contentType)
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(object.body);
    },
  );
};
