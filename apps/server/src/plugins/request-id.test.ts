import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the request id (decision 285)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
  });
  afterAll(() => t.close());

  it("answers a 404 with the caller's valid id in the header and in the error body", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'x-request-id': 'lb-4f2a.91_x' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('lb-4f2a.91_x');
    expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', requestId: 'lb-4f2a.91_x' });
  });

  it('answers a validation 400 with the id, and a refused sign-in too', async () => {
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'x-request-id': 'caller-1' },
      payload: { shopName: '', email: 'corner@example.com', password: 'a-good-password' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['x-request-id']).toBe('caller-1');
    expect(invalid.json().error).toMatchObject({ code: 'VALIDATION_FAILED', requestId: 'caller-1' });
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { 'x-request-id': 'caller-2' } });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json().error.requestId).toBe('caller-2');
  });

  it('replaces an invalid caller id with a new one, the same in the header and the body', async () => {
    for (const given of ['has space', 'x'.repeat(129), 'semi;colon', '']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'x-request-id': given } });
      const id = response.headers['x-request-id'];
      expect(id).toMatch(UUID);
      expect(response.json().error.requestId).toBe(id);
    }
  });

  it('gives every answer an id, a success too, and a different one each time', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => t.app.inject({ method: 'GET', url: '/api/health' })));
    expect(a!.statusCode).toBe(200);
    expect(a!.headers['x-request-id']).toMatch(UUID);
    expect(b!.headers['x-request-id']).toMatch(UUID);
    expect(a!.headers['x-request-id']).not.toBe(b!.headers['x-request-id']);
    expect(a!.json()).not.toHaveProperty('requestId');
  });
});

describe("the request's log lines", () => {
  it('carry its id as requestId', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const t = await createTestApp({ seedDemo: false, logger: { level: 'info', stream } });
    try {
      await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'x-request-id': 'trace-me-7' } });
    } finally {
      await t.close();
    }
    const mine = lines.filter((line) => line.requestId === 'trace-me-7');
    expect(mine.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect(lines.filter((line) => 'reqId' in line)).toEqual([]);
  });
});
