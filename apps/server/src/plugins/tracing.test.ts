import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { REQUEST_ID_ATTRIBUTE } from './tracing';

/**
 * Decision 285: with OTEL_EXPORTER_OTLP_ENDPOINT a request is traced to that collector (OTLP over HTTP), its span
 * named by the route pattern and carrying the request id; without it no OpenTelemetry module is even loaded.
 */
interface OtlpSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: number | string } }>;
}
interface OtlpBody {
  resourceSpans: Array<{
    resource: { attributes: OtlpSpan['attributes'] };
    scopeSpans: Array<{ spans: OtlpSpan[] }>;
  }>;
}

const attribute = (span: { attributes: OtlpSpan['attributes'] }, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

describe('with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let receiver: Server;
  const received: Array<{ path: string; body: OtlpBody }> = [];
  let t: TestApp;
  let closed = false;

  beforeAll(async () => {
    // A collector of our own: the OTLP/HTTP receiver's one path, answering as a collector does.
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpBody });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    t = await createTestApp({
      seedDemo: false,
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, OTEL_SERVICE_NAME: 'brewline-test' },
    });
  }, 120_000);
  afterAll(async () => {
    if (!closed) await t?.close();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('sends a span named by the route pattern, with the request id, and its database statements under it', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health/ready', headers: { 'x-request-id': 'trace-me-1' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-request-id']).toBe('trace-me-1');
    const refused = await t.app.inject({ method: 'GET', url: '/api/shops/12345/menu', headers: { 'x-request-id': 'trace-me-2' } });
    expect(refused.statusCode).toBe(401);
    // Closing the app shuts the SDK down, which sends what it still holds.
    closed = true;
    await t.close();

    expect(received.map((r) => r.path)).toContain('/v1/traces');
    const resource = received[0]!.body.resourceSpans[0]!.resource;
    expect(attribute(resource, 'service.name')).toBe('brewline-test');
    const spans = received.flatMap((r) => r.body.resourceSpans.flatMap((rs) => rs.scopeSpans.flatMap((ss) => ss.spans)));
    const ready = spans.find((span) => attribute(span, REQUEST_ID_ATTRIBUTE) === 'trace-me-1');
    expect(ready).toMatchObject({ name: 'GET /api/health/ready' });
    expect(attribute(ready!, 'http.route')).toBe('/api/health/ready');
    const menu = spans.find((span) => attribute(span, REQUEST_ID_ATTRIBUTE) === 'trace-me-2');
    // The pattern, never the URL the caller chose.
    expect(menu).toMatchObject({ name: 'GET /api/shops/:shopId/menu' });
    // The readiness probe asked the database: its statement is a span of the same trace, under the request's.
    const queries = spans.filter((span) => span.name === 'db.query' && span.traceId === ready!.traceId);
    expect(queries.length).toBeGreaterThan(0);
    const inTrace = new Set(spans.filter((span) => span.traceId === ready!.traceId).map((span) => span.spanId));
    for (const query of queries) expect(inTrace.has(query.parentSpanId!)).toBe(true);
  }, 60_000);
});

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('loads no OpenTelemetry SDK, exporter or instrumentation', async () => {
    // A process of its own: the test runner's module graph is not the server's. Every module the app resolves is
    // reported by a resolve hook, CommonJS ones too through require's cache.
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
    const script = `
      import { register, createRequire } from 'node:module';
      import { MessageChannel } from 'node:worker_threads';
      const { port1, port2 } = new MessageChannel();
      const resolved = [];
      port1.on('message', (url) => resolved.push(url));
      const hook = 'let port; export function initialize(data) { port = data.port; }' +
        'export async function resolve(specifier, context, next) { const found = await next(specifier, context); port.postMessage(found.url); return found; }';
      register('data:text/javascript,' + encodeURIComponent(hook), { data: { port: port2 }, transferList: [port2] });
      delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
      const { createTestApp } = await import(${JSON.stringify(path.join(root, 'apps/server/src/test/test-app.ts'))});
      const t = await createTestApp({ seedDemo: false });
      const answer = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      await t.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      port1.close();
      const cached = Object.keys(createRequire(import.meta.url).cache);
      console.log(JSON.stringify({ status: answer.statusCode, resolved: resolved.length, loaded: [...resolved, ...cached] }));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test' },
      maxBuffer: 64 * 1024 * 1024,
    });
    const report = JSON.parse(stdout.trim().split('\n').at(-1)!) as { status: number; resolved: number; loaded: string[] };
    expect(report.status).toBe(200);
    // The hook did see the app's modules: fastify among them.
    expect(report.resolved).toBeGreaterThan(100);
    expect(report.loaded.some((url) => url.includes('/node_modules/fastify/'))).toBe(true);
    // Only the API, the no-op facade prom-client has always loaded for its exemplars (decision 285's metrics).
    expect(report.loaded.filter((url) => /@opentelemetry\/(?!api\/)|@fastify\/otel/.test(url))).toEqual([]);
  }, 120_000);
});
