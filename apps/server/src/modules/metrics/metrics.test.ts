import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logins } from '../../db/schema/accounts';
import { summaryMailDeliveries } from '../../db/schema/summary-mails';
import { addServiceKey, createTestApp, type TestApp } from '../../test/test-app';

const TOKEN = 'scrape-secret-7f3a';
const FAR_AWAY = '203.0.113.9';

/** The exposition's samples: name, labels and value of each line that is not a comment. */
function samples(text: string) {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}
const valueOf = (text: string, name: string, labels: Record<string, string> = {}) =>
  samples(text).find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe('GET /metrics (decision 285)', () => {
  let t: TestApp;
  let owner: { authorization: string; shopId: number };
  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    owner = await t.signInToShop('owner@demo.brewline.app');
  });
  afterAll(() => t.close());

  it('answers the text format, never the web app’s page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).not.toMatch(/<html/i);
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('names each request by its route pattern, never its raw path, and an unmatched one by a fixed label', async () => {
    const shopId = owner.shopId;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/summary`, headers: { authorization: owner.authorization } }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/no-such-page-4242` })).statusCode).toBe(404);
    const text = await scrape();
    expect(
      valueOf(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/shops/:shopId/summary', status_code: '200' }),
    ).toBe(1);
    expect(
      valueOf(text, 'http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(`/api/shops/${shopId}/`);
    expect(text).not.toContain('no-such-page-4242');
  });

  it('has the process, event-loop and database figures', async () => {
    const text = await scrape();
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ])
      expect(text, name).toContain(`\n${name}`);
    expect(valueOf(text, 'brewline_db_query_duration_seconds_count')).toBeGreaterThan(0);
    if (t.database.driver === 'pglite') expect(valueOf(text, 'brewline_db_pglite_waiting_queries')).toBe(0);
    else expect(text).not.toContain('brewline_db_pglite_waiting_queries');
    expect(valueOf(text, 'brewline_order_stream_clients')).toBe(0);
  });

  it('counts the orders received and refused, by reason', async () => {
    const key = await addServiceKey(t.db, null, 'metrics test');
    const result = await t.db.execute(sql`
      select i.id, v.id as value from menu_items i join menu_options o on o.menu_item_id = i.id join menu_option_values v on v.option_id = o.id
      where i.shop_id = ${owner.shopId} and i.name = 'Espresso' and o.title = 'Size' order by v.position limit 1`);
    const espresso = (result as unknown as { rows: Array<{ id: number; value: number }> }).rows[0]!;
    const post = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/orders', headers, payload });
    const withKey = { 'x-brewline-key': key };
    const order = {
      appOrderId: 'metrics-1',
      shopId: owner.shopId,
      consumer: { name: 'Ida Metrics', email: 'ida@example.com' },
      items: [{ menuItemId: espresso.id, quantity: 1, optionValueIds: [espresso.value] }],
    };
    expect((await post({}, order)).statusCode).toBe(401);
    expect((await post(withKey, { ...order, items: [] })).statusCode).toBe(400);
    expect((await post(withKey, { ...order, shopId: 999_999 })).statusCode).toBe(404);
    expect((await post(withKey, order)).statusCode).toBe(201);
    expect((await post(withKey, order)).statusCode).toBe(200);
    const text = await scrape();
    const count = (outcome: string, reason: string) => valueOf(text, 'brewline_orders_total', { outcome, reason });
    expect(count('refused', 'serviceKeyInvalid')).toBe(1);
    expect(count('refused', 'invalidInput')).toBe(1);
    expect(count('refused', 'shopNotFound')).toBe(1);
    expect(count('received', 'new')).toBe(1);
    expect(count('received', 'repeat')).toBe(1);
    expect(count('refused', 'shopPaused')).toBe(0);
  });

  it('reads the summary-mail jobs at each scrape: pending, failed and the oldest pending one’s age', async () => {
    const [login] = await t.db.select({ id: logins.id }).from(logins).where(eq(logins.email, 'owner@demo.brewline.app'));
    const tenMinutesAgo = new Date(Date.now() - 600_000);
    await t.db.insert(summaryMailDeliveries).values([
      { loginId: login!.id, shopId: owner.shopId, kind: 'morning', shopDate: '2026-01-01', status: 'pending', createdAt: tenMinutesAgo },
      { loginId: login!.id, shopId: owner.shopId, kind: 'morning', shopDate: '2026-01-02', status: 'failed' },
    ]);
    const text = await scrape();
    expect(valueOf(text, 'brewline_summary_mails_pending')).toBe(1);
    expect(valueOf(text, 'brewline_summary_mails_failed')).toBe(1);
    expect(valueOf(text, 'brewline_summary_mails_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(600);
  });

  it('keeps to the naming rules: counters end in _total, ours start with brewline_, every label from a bounded set', async () => {
    const text = await scrape();
    const types = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => ({ name: m[1]!, type: m[2]! }));
    expect(types.length).toBeGreaterThan(20);
    for (const { name } of types.filter((entry) => entry.type === 'counter')) expect(name).toMatch(/_total$/);
    const ours = types.map((entry) => entry.name).filter((name) => !/^(process_|nodejs_|http_request_duration_seconds$)/.test(name));
    for (const name of ours) expect(name).toMatch(/^brewline_/);

    const routes = new Set([...t.app.routeAccess.map((route) => route.url), '/metrics', 'unmatched']);
    const bounded: Record<string, (value: string) => boolean> = {
      method: (value) => ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'OTHER'].includes(value),
      route: (value) => routes.has(value),
      status_code: (value) => /^[1-5]\d\d$/.test(value),
      le: (value) => value === '+Inf' || Number.isFinite(Number(value)),
      outcome: (value) => ['received', 'refused'].includes(value),
      reason: (value) => /^[a-zA-Z]+$/.test(value) && value.length <= 20,
    };
    for (const sample of samples(text).filter((s) => !/^(process_|nodejs_)/.test(s.name))) {
      for (const [label, value] of Object.entries(sample.labels)) {
        expect(Object.keys(bounded), `${sample.name} has a label ${label}`).toContain(label);
        expect(bounded[label]!(value), `${sample.name}{${label}="${value}"}`).toBe(true);
      }
    }
  });

  it('answers a caller from elsewhere 403 without the token or with a wrong one, 200 with it', async () => {
    const from = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: FAR_AWAY, headers });
    const none = await from();
    expect(none.statusCode).toBe(403);
    expect(none.json().error.code).toBe('FORBIDDEN');
    expect((await from({ authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(403);
    expect((await from({ authorization: TOKEN })).statusCode).toBe(403);
    const withToken = await from({ authorization: `Bearer ${TOKEN}` });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('brewline_orders_total');
    // A request a proxy on this machine passed on is not the machine itself.
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': FAR_AWAY } })).statusCode).toBe(403);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
  });
  afterAll(() => t.close());

  it('answers the machine itself only: anyone else gets 404, token or not', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    const far = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: FAR_AWAY,
      headers: { authorization: 'Bearer anything' },
    });
    expect(far.statusCode).toBe(404);
    expect(far.body).not.toContain('brewline_');
  });
});
