import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createHealthRepository } from './health.repository';
import { healthRoutes } from './health.routes';
import { createHealthService } from './health.service';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
  });
  afterAll(() => t.close());

  it('reports the database as reachable and names its driver', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: { reachable: true, driver: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite' },
    });
  });

  it('answers 503 degraded when the database cannot be reached', async () => {
    const broken = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Database;
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(healthRoutes, { health: createHealthService({ repository: createHealthRepository(broken), driver: 'postgres' }) });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', database: { reachable: false, driver: 'postgres' } });
  });
});
