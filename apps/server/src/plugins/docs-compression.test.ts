import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('the API documentation is sent compressed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends Swagger UI script with brotli to a browser that takes it, the same bytes as uncompressed', async () => {
    const plain = await get('/api/docs/static/swagger-ui-bundle.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await get('/api/docs/static/swagger-ui-bundle.js', 'gzip, deflate, br');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
    // Kept: the second answer is the same compressed bytes.
    expect((await get('/api/docs/static/swagger-ui-bundle.js', 'br')).rawPayload.equals(compressed.rawPayload)).toBe(true);
  });

  it('sends the OpenAPI document with gzip when brotli is not offered', async () => {
    const plain = await get('/api/docs/json');
    const compressed = await get('/api/docs/json', 'gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves the API itself alone', async () => {
    const health = await get('/api/health', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
