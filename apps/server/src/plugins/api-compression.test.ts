import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { COMPRESS_FROM_BYTES } from './api-compression';

describe("the API's JSON answers are sent compressed to a browser that takes it", () => {
  let t: TestApp;
  let owner: { authorization: string; shopId: number };
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signInToShop('owner@demo.brewline.app');
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: owner.authorization, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it("sends the shop's menu with brotli, a fraction of its size, the same JSON once decoded", async () => {
    const plain = await get(`/api/shops/${owner.shopId}/menu`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await get(`/api/shops/${owner.shopId}/menu`, 'gzip, deflate, br, zstd');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/^application\/json/);
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip when brotli is not offered', async () => {
    const plain = await get(`/api/shops/${owner.shopId}/members?page=0&pageSize=25`);
    const compressed = await get(`/api/shops/${owner.shopId}/members?page=0&pageSize=25`, 'gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small answer, and any answer to a client that offers no compression, as it is', async () => {
    const session = await get('/api/auth/session', 'br');
    expect(session.statusCode).toBe(200);
    expect(session.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(session.headers['content-encoding']).toBeUndefined();
    expect((await get(`/api/shops/${owner.shopId}/menu`, 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves a compressed request body as it came: the body limits count what arrives', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(answer.statusCode).toBe(400);
  });
});
