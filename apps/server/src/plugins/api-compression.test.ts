import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { COMPRESS_FROM_BYTES, createKeptCompression } from './api-compression';

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

describe('a text sent again and again is compressed once per text and encoding (decision 322)', () => {
  const menuText = (name: string) =>
    JSON.stringify({ menu: { name, categories: Array.from({ length: 40 }, (_, id) => ({ id, title: `Category ${id}` })) } });

  async function appWith(texts: Record<string, string>, maxChars?: number) {
    const compress = vi.fn(async (text: string, encoding: 'br' | 'gzip') => Buffer.from(`${encoding}:${text}`));
    const sendKept = createKeptCompression({ compress, ...(maxChars ? { maxChars } : {}) });
    const app = Fastify();
    app.get<{ Params: { key: string } }>('/kept/:key', (request, reply) =>
      sendKept(request, reply, request.params.key, texts[request.params.key]!),
    );
    await app.ready();
    const get = (key: string, acceptEncoding?: string) =>
      app.inject({ method: 'GET', url: `/kept/${key}`, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    return { app, compress, get };
  }

  it('compresses a text once for each encoding, and again when the text changes', async () => {
    const texts = { shop: menuText('Morning') };
    const { app, compress, get } = await appWith(texts);
    for (let i = 0; i < 3; i++) {
      const answer = await get('shop', 'gzip, deflate, br');
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.body).toBe(`br:${texts.shop}`);
    }
    expect((await get('shop', 'gzip')).body).toBe(`gzip:${texts.shop}`);
    expect(compress).toHaveBeenCalledTimes(2);
    texts.shop = menuText('Evening');
    expect((await get('shop', 'br')).body).toBe(`br:${texts.shop}`);
    expect(compress).toHaveBeenCalledTimes(3);
    await app.close();
  });

  it('sends the text as it is without an offer, when brotli and gzip are refused, and when it is small', async () => {
    const texts = { shop: menuText('Morning'), small: '{"menu":null}' };
    const { app, compress, get } = await appWith(texts);
    const plain = await get('shop');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(texts.shop);
    expect((await get('shop', 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
    expect((await get('small', 'br')).body).toBe(texts.small);
    expect(compress).not.toHaveBeenCalled();
    expect((await get('shop', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    await app.close();
  });

  it('keeps at most its budget of text, dropping the least recently sent', async () => {
    const texts = { a: menuText('A'), b: menuText('B'), c: menuText('C') };
    const { app, compress, get } = await appWith(texts, texts.a.length * 2);
    await get('a', 'br');
    await get('b', 'br');
    await get('a', 'br');
    await get('c', 'br');
    expect(compress).toHaveBeenCalledTimes(3);
    await get('a', 'br');
    expect(compress).toHaveBeenCalledTimes(3);
    await get('b', 'br');
    expect(compress).toHaveBeenCalledTimes(4);
    await app.close();
  });
});
