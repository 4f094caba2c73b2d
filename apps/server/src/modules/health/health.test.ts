import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createHealthRepository } from './health.repository';
import { healthRoutes } from './health.routes';
import { createHealthService, HEALTH_CHECK_MAX_AGE_MS, HEALTH_CHECK_TIMEOUT_MS, rememberedReachability } from './health.service';

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

describe('the health check of the database', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the database at most once a second, however many calls come', async () => {
    vi.useFakeTimers();
    const check = vi.fn(async () => true);
    const reachable = rememberedReachability(check);
    await Promise.all(Array.from({ length: 100 }, () => reachable()));
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HEALTH_CHECK_MAX_AGE_MS - 1);
    await reachable();
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await reachable();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('reports a database that went down within a second', async () => {
    vi.useFakeTimers();
    let up = true;
    const reachable = rememberedReachability(async () => {
      if (!up) throw new Error('connection refused');
      return true;
    });
    expect(await reachable()).toBe(true);
    up = false;
    vi.advanceTimersByTime(HEALTH_CHECK_MAX_AGE_MS);
    expect(await reachable()).toBe(false);
  });

  it('reports a database that does not answer at all as unreachable after the timeout', async () => {
    vi.useFakeTimers();
    const reachable = rememberedReachability(() => new Promise<boolean>(() => undefined));
    const answer = reachable();
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_TIMEOUT_MS);
    expect(await answer).toBe(false);
  });
});
