import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BODY_LIMITS } from '../config';
import type { RouteAccess } from './auth';
import { createDocsCompression } from './docs-compression';

function describeAccess(access: RouteAccess): string {
  if (access === 'public') return 'Access: anyone, no token needed.';
  if (access === 'signedIn') return 'Access: any signed-in user.';
  if (access === 'platformAdmin') return 'Access: Brewline platform administrators only.';
  if (access === 'serviceKey') return 'Access: a service key (Authorization: Bearer <key> or X-Brewline-Key), not a user session.';
  return access.shop === 'member'
    ? 'Access: any user with a permission entry for the shop (administrators always).'
    : `Access: the ${access.shop} permission for the shop (administrators always).`;
}

/**
 * The zod schemas as JSON Schema, plus each route's declared access (public routes need no bearer token) and the
 * most bytes its body may have, as `x-body-limit` (decision 205).
 */
const transform: SwaggerTransform = (input) => {
  const out = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const access = input.route.config?.access;
  if (!access) return out;
  const schema = (out.schema ?? {}) as Record<string, unknown>;
  const description = [schema.description, describeAccess(access)].filter(Boolean).join('\n\n');
  const bodyLimit = input.route.bodyLimit ?? BODY_LIMITS.default;
  return { ...out, schema: { ...schema, description, 'x-body-limit': bodyLimit, ...(access === 'public' ? { security: [] } : {}) } };
};

/** The OpenAPI document, generated from the routes' zod schemas, with its UI at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Brewline API',
        version: '1.0.0',
        description: 'The merchant dashboard API. Authenticate with a bearer access token from POST /api/auth/sign-in.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform,
  });
  // In a context of its own, so the compression hook covers the documentation's routes only.
  await app.register(async (docs) => {
    docs.addHook('onSend', createDocsCompression());
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });
});
