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

describe('the probes: GET /api/health/live and /api/health/ready (decision 285)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
  });
  afterAll(() => t.close());

  it('answers ready once the app has started, and live', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'alive' });
  });

  it('answers 503 draining at once when shutdown begins, while live and the old check still answer 200', async () => {
    t.app.lifecycle.startDraining();
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 starting before the app is ready, and databaseUnreachable without its database', async () => {
    const broken = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Database;
    const health = createHealthService({ repository: createHealthRepository(broken), driver: 'postgres' });
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(healthRoutes, { health });
    const starting = await app.inject({ method: 'GET', url: '/api/health/ready' });
    health.lifecycle.markReady();
    const unreachable = await app.inject({ method: 'GET', url: '/api/health/ready' });
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    await app.close();
    expect([starting.statusCode, starting.json()]).toEqual([503, { status: 'starting' }]);
    expect([unreachable.statusCode, unreachable.json()]).toEqual([503, { status: 'databaseUnreachable' }]);
    expect(live.statusCode).toBe(200);
  });
});
