import type { VisitsReport } from '@brewline/contracts/schemas/visits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../../db/schema/messaging';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('landing-page visit sources', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_CLIENT: '1000' } });
    admin = (await t.signIn('admin@demo.brewline.app')).authorization;
  });
  afterAll(() => t.close());

  const record = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/visits', payload });
  const report = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/visits${query}`, headers: { authorization: admin } });
    expect(response.statusCode).toBe(200);
    return response.json<VisitsReport>();
  };

  it('records a visit from ?ref=newsletter without signing in', async () => {
    const response = await record({ source: 'newsletter', path: '/' });
    expect(response.statusCode).toBe(204);
    const rows = await t.db.select().from(visits);
    expect(rows).toEqual([expect.objectContaining({ source: 'newsletter', path: '/' })]);
  });

  it('counts Newsletter and newsletter as one source', async () => {
    expect((await record({ source: 'Newsletter', path: '/' })).statusCode).toBe(204);
    const rows = await t.db.select().from(visits);
    expect(rows.map((row) => row.source)).toEqual(['newsletter', 'newsletter']);
  });

  it.each([
    ['an empty source', { source: '', path: '/' }, 'source'],
    ['a source with spaces and tags', { source: 'news <b>letter</b>', path: '/' }, 'source'],
    ['a source of 65 characters', { source: 'a'.repeat(65), path: '/' }, 'source'],
    ['a path to another site', { source: 'ok', path: 'https://evil.example/' }, 'path'],
  ])('refuses %s with 400', async (_name, payload, field) => {
    const response = await record(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  it('accepts a source of exactly 64 allowed characters', async () => {
    expect((await record({ source: `a.b-c_${'9'.repeat(58)}`, path: '/' })).statusCode).toBe(204);
  });

  it('shows an administrator the visits per source, most visited first, with the newest visit', async () => {
    await record({ source: 'instagram', path: '/' });
    const before = Date.now();
    await record({ source: 'newsletter', path: '/' });
    const body = await report();
    const newsletter = body.sources.find((row) => row.source === 'newsletter');
    expect(body.sources[0]?.source).toBe('newsletter');
    expect(newsletter?.visits).toBe(3);
    expect(new Date(newsletter!.lastVisitAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(body.sources.find((row) => row.source === 'instagram')?.visits).toBe(1);
    expect(body.totalVisits).toBe(body.sources.reduce((sum, row) => sum + row.visits, 0));
    expect(body.totalVisits).toBe(5);
  });

  it('limits the report to whole UTC days between from and to', async () => {
    await t.db.insert(visits).values([
      { source: 'flyer', path: '/', createdAt: new Date('2024-03-01T23:59:59Z') },
      { source: 'flyer', path: '/', createdAt: new Date('2024-03-02T00:00:00Z') },
      { source: 'flyer', path: '/', createdAt: new Date('2024-03-03T12:00:00Z') },
    ]);
    const body = await report('?from=2024-03-02&to=2024-03-03');
    expect(body).toMatchObject({ from: '2024-03-02', to: '2024-03-03', totalVisits: 2 });
    expect(body.sources).toEqual([
      { source: 'flyer', visits: 2, firstVisitAt: '2024-03-02T00:00:00.000Z', lastVisitAt: '2024-03-03T12:00:00.000Z' },
    ]);
  });

  it('refuses a range that ends before it starts', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/visits?from=2024-03-05&to=2024-03-01',
      headers: { authorization: admin },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.messageKey).toBe('visitRangeInvalid');
  });

  it('keeps the report from a shop owner (403) and from anonymous callers (401)', async () => {
    const owner = await t.signIn('owner@demo.brewline.app');
    const asOwner = await t.app.inject({ method: 'GET', url: '/api/admin/visits', headers: { authorization: owner.authorization } });
    expect(asOwner.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/visits' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('visit rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false, env: { RATE_LIMIT_PER_CLIENT: '2' } });
  });
  afterAll(() => t.close());

  it('stops one client that keeps posting visits with 429', async () => {
    const post = () => t.app.inject({ method: 'POST', url: '/api/visits', payload: { source: 'spam', path: '/' } });
    expect((await post()).statusCode).toBe(204);
    expect((await post()).statusCode).toBe(204);
    expect((await post()).statusCode).toBe(429);
  });
});
