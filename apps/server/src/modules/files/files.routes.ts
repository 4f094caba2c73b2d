import { singleLineText } from '@brewline/contracts/schemas/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FilesService } from './files.service';

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  app.get(
    '/api/files/*',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'A stored shop image (logo, banner, pickup station)',
        params: z.object({ '*': singleLineText() }),
      },
    },
    async (request, reply) => {
      const object = await files.read(request.params['*']);
      return reply
        .header('content-type', object.contentType)
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(object.body);
    },
  );
};
