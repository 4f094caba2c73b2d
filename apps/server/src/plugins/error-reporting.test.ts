import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { loadErrorReporter, type ReportError } from './error-reporting';
import { errorsPlugin } from './errors';

async function appWith(reportError: ReportError | undefined) {
  const app = Fastify();
  await app.register(errorsPlugin, { reportError });
  app.get('/broken', async () => {
    throw new Error('database on fire');
  });
  app.get('/refused', async () => {
    throw new AppError(403, 'FORBIDDEN', 'forbidden');
  });
  return app;
}

describe('server error reporting', () => {
  it('loads nothing when no DSN is set', async () => {
    expect(await loadErrorReporter(undefined)).toBeUndefined();
  });

  it('reports a server failure, with its route, while the caller sees only the generic message', async () => {
    const reported: { error: unknown; route: string | undefined }[] = [];
    const app = await appWith((error, request) => reported.push({ error, route: request.routeOptions.url }));
    const response = await app.inject({ method: 'GET', url: '/broken?token=secret' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.messageKey).toBe('serverError');
    expect(reported).toHaveLength(1);
    expect((reported[0]!.error as Error).message).toBe('database on fire');
    expect(reported[0]!.route).toBe('/broken');
    await app.close();
  });

  it('does not report a refusal the caller caused', async () => {
    const reported: unknown[] = [];
    const app = await appWith((error) => reported.push(error));
    const response = await app.inject({ method: 'GET', url: '/refused' });
    expect(response.statusCode).toBe(403);
    expect(reported).toEqual([]);
    await app.close();
  });
});
