import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import {
  MenuImageListSchema,
  MenuImageParamsSchema,
  MenuImageSchema,
  MenuImageUploadQuerySchema,
} from '@brewline/contracts/schemas/menu-images';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { MENU_IMAGE_BODY_LIMIT } from './menu-images.rules';
import type { MenuImagesService } from './menu-images.service';

/** The menu's image library (the pictures items can show; decision 060): whoever builds the menu. */
export const menuImagesRoutes: FastifyPluginAsyncZod<{ menuImages: MenuImagesService }> = async (app, { menuImages }) => {
  // In this plugin only, every body is read as raw bytes whatever its content type says: the content decides. The
  // upload route sets its own limit; the others keep the default (decision 205).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

  app.get(
    '/api/shops/:shopId/menu-images',
    {
      config: { access: { shop: 'menuBuilding' } },
      schema: {
        tags: ['menu images'],
        summary: "The shop's image library, each image with whether a menu item uses it",
        params: ShopIdParamsSchema,
        response: { 200: MenuImageListSchema, ...errors },
      },
    },
    async (request) => menuImages.list(request.params.shopId),
  );

  app.post(
    '/api/shops/:shopId/menu-images',
    {
      config: { access: { shop: 'menuBuilding' } },
      bodyLimit: MENU_IMAGE_BODY_LIMIT,
      schema: {
        tags: ['menu images'],
        summary: 'Upload a picture to the library: the raw JPEG or PNG bytes, under 2MB; stored at most 750 px a side',
        params: ShopIdParamsSchema,
        querystring: MenuImageUploadQuerySchema,
        response: { 201: MenuImageSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body) && request.body !== undefined && request.body !== null) {
        throw new AppError(400, 'VALIDATION_FAILED', 'imageWrongType', 'image');
      }
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return reply.status(201).send(await menuImages.upload(request.params.shopId, request.query.fileName, body));
    },
  );

  app.delete(
    '/api/shops/:shopId/menu-images/:name',
    {
      config: { access: { shop: 'menuBuilding' } },
      schema: {
        tags: ['menu images'],
        summary: 'Delete a picture of the library; refused (409 menuImageInUse) while a menu item uses it',
        params: MenuImageParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await menuImages.remove(request.params.shopId, request.params.name);
      return reply.status(204).send(null);
    },
  );
};
