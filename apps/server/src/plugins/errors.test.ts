import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createOutboxMailer } from '../ports/mailer';
import { createSandboxPayments } from '../ports/payments';
import { createFileStorage } from '../ports/storage';
import { openTestDatabase } from '../test/test-app';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { errorsPlugin } from './errors';

const INNER_TEXT = 'connection to 10.0.0.7 refused for user brewline password=hunter2';

let app: App;
let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  // Built by hand (not createTestApp) to add a failing route before the app is ready.
  dataDir = mkdtempSync(path.join(tmpdir(), 'brewline-errors-'));
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web') });
  database = await openTestDatabase();
  const storageDir = path.join(dataDir, 'storage');
  app = await buildApp({
    config,
    database,
    mailer: createOutboxMailer(database.db),
    storage: createFileStorage(storageDir),
    payments: createSandboxPayments({ publicUrl: config.publicUrl, signingKey: randomBytes(32) }),
  });
  app.get('/api/test-only/broken', { config: { access: 'public' } }, async () => {
    throw new Error(INNER_TEXT);
  });
  app.get('/api/test-only/broken-with-status', { config: { access: 'public' } }, async () => {
    throw Object.assign(new Error(INNER_TEXT), { statusCode: 502 });
  });
  // Decision 205's last guard: texts the database refuses, sent past any schema.
  app.get('/api/test-only/nul-in-text', { config: { access: 'public' } }, async () => {
    await database.db.execute(sql`select ${'a\u0000b'}::text`);
  });
  app.get('/api/test-only/nul-in-jsonb', { config: { access: 'public' } }, async () => {
    await database.db.execute(sql`select ${'{"a":"\\u0000"}'}::jsonb`);
  });
  await app.ready();

  mkdirSync(path.join(storageDir, 'shop_logo'), { recursive: true });
  writeFileSync(path.join(storageDir, 'shop_logo', '7_logo.png'), Buffer.from('not really a png'));
  writeFileSync(path.join(dataDir, 'secret.txt'), 'top secret');
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('error answers', () => {
  it('answers a malformed JSON body with 400 and the JSON error body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "owner@demo.brewline.app", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: expect.any(String), messageKey: 'invalidInput', requestId: expect.any(String) },
    });
  });

  it('answers a body of the wrong type with 400 naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 42, password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', messageKey: 'invalidInput', field: 'email' });
  });

  it.each(['/api/nothing-here', '/api/', '/api/auth/sign-in/extra'])('answers an unknown API path (%s) with a JSON 404', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'Sorry, an error occurred. Page not found!',
        messageKey: 'notFound',
        requestId: expect.any(String),
      },
    });
  });

  it("gives Fastify's own client errors the code of their status, not VALIDATION_FAILED", async () => {
    const probe = Fastify();
    await probe.register(errorsPlugin);
    probe.get('/forbidden', async () => {
      throw Object.assign(new Error('Forbidden'), { statusCode: 403 });
    });
    const response = await probe.inject({ method: 'GET', url: '/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    await probe.close();
  });

  it('answers a known path with the wrong method with a JSON 404', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/auth/session' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it.each(['/api/test-only/nul-in-text', '/api/test-only/nul-in-jsonb'])(
    'answers 400 (not 500) when the database refuses a text: %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', messageKey: 'textControlCharacters' });
    },
  );

  it("hides an unexpected error behind 'Sorry, the server is wrong'", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-only/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Sorry, the server is wrong', messageKey: 'serverError', requestId: expect.any(String) },
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/stack|at .*\.ts/);
  });

  it('hides an unexpected error that carries a 5xx status of its own', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-only/broken-with-status' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toEqual({
      code: 'INTERNAL',
      message: 'Sorry, the server is wrong',
      messageKey: 'serverError',
      requestId: expect.any(String),
    });
    expect(response.body).not.toContain('hunter2');
  });
});

describe('OpenAPI document', () => {
  it('serves the API description listing sign-in', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/auth/sign-in']).toHaveProperty('post');
    expect(doc.paths['/api/shops/{shopId}/summary']).toHaveProperty('get');
  });

  it('says which routes need no token and what access each route needs', async () => {
    type Operation = { security?: unknown[]; description?: string };
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      security: unknown[];
      paths: Record<string, Record<string, Operation>>;
    }>();
    expect(doc.security).toEqual([{ bearer: [] }]);
    const signIn = doc.paths['/api/auth/sign-in']!.post!;
    expect(signIn.security).toEqual([]);
    expect(signIn.description).toContain('Access: anyone');
    const summary = doc.paths['/api/shops/{shopId}/summary']!.get!;
    expect(summary.security).toBeUndefined();
    expect(summary.description).toContain('permission entry for the shop');
    expect(doc.paths['/api/shops']!.get!.description).toContain('platform administrators only');
  });
});

describe('stored files', () => {
  it('serves a stored image with its content type', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/files/shop_logo/7_logo.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.body).toBe('not really a png');
  });

  it.each([
    '/api/files/../secret.txt',
    '/api/files/shop_logo/../../secret.txt',
    '/api/files/shop_logo/..%2F..%2Fsecret.txt',
    '/api/files/%2e%2e/secret.txt',
    '/api/files/shop_logo/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/api/files/.hidden',
    '/api/files/shop_logo/missing.png',
  ])('answers 404 for %s and never reads outside storage', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('top secret');
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('security headers', () => {
  it.each([
    ['an answer', '/api/health'],
    ['an error', '/api/nothing-here'],
    ['a file', '/api/files/shop_logo/7_logo.png'],
  ])('sends nosniff and no-referrer on %s', async (_what, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
