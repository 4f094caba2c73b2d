import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { ShopImageParamsSchema, ShopImageSchema, ShopImagesSchema } from '@brewline/contracts/schemas/shop-images';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { SHOP_IMAGE_BODY_LIMIT } from './shop-images.rules';
import type { ShopImagesService } from './shop-images.service';

export const shopImagesRoutes: FastifyPluginAsyncZod<{ shopImages: ShopImagesService }> = async (app, { shopImages }) => {
  // In this plugin only, every body is read as raw bytes whatever its content type says: the content decides. The
  // upload route sets its own limit; the others keep the default (decision 205).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.get(
    '/api/shops/:shopId/images',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['shop images'],
        summary: 'Whether the logo, banner and pickup-station image exist, and where to load them',
        params: ShopIdParamsSchema,
        response: { 200: ShopImagesSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => shopImages.list(request.params.shopId),
  );

  app.put(
    '/api/shops/:shopId/images/:kind',
    {
      config: { access: { shop: 'shopManagement' } },
      bodyLimit: SHOP_IMAGE_BODY_LIMIT,
      schema: {
        tags: ['shop images'],
        summary: 'Upload the logo, banner or pickup image: the raw JPEG or PNG bytes, under 10MB; stored as PNG',
        params: ShopImageParamsSchema,
        response: { 200: ShopImageSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!Buffer.isBuffer(request.body) && request.body !== undefined && request.body !== null) {
        throw new AppError(400, 'VALIDATION_FAILED', 'imageWrongType', 'image');
      }
      return shopImages.upload(request.params.shopId, request.params.kind, body);
    },
  );
};
