import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../db/schema/shops';
import { createTestApp, type TestApp } from '../../test/test-app';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c8782a' } });

describe('shop images', () => {
  let t: TestApp;
  let owner: { authorization: string };
  let shopId: number;
  let bluebirdId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ shopId, ...owner } = await t.signInToShop('new@demo.brewline.app'));
    ({ shopId: bluebirdId } = await t.signInToShop('owner@demo.brewline.app'));
  });
  afterAll(() => t.close());

  const upload = (kind: string, body: Buffer, contentType: string, authorization = owner.authorization, id = shopId) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/shops/${id}/images/${kind}`,
      headers: { authorization, 'content-type': contentType },
      payload: body,
    });
  const stored = async (kind: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/files/shop_logo/${shopId}_${kind}.png` });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };

  it('says neither the logo nor the banner exists before any upload', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/images`, headers: owner });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      logo: { exists: false, url: null },
      banner: { exists: false, url: null },
      pickup: { exists: false, url: null },
    });
  });

  it('accepts a PNG named .jpg and sent as image/jpeg, and stores it as PNG at shop_logo/{shopId}_logo.png', async () => {
    const png = await solid(40, 40).png().toBuffer();
    const response = await upload('logo', png, 'image/jpeg');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      exists: true,
      url: expect.stringMatching(new RegExp(`^/api/files/shop_logo/${shopId}_logo\\.png\\?v=\\d+$`)),
    });
    const meta = await sharp(await stored('logo')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 40, 40]);
    const [shop] = await t.db.select({ logoKey: shops.logoKey }).from(shops).where(eq(shops.id, shopId));
    expect(shop!.logoKey).toBe(`shop_logo/${shopId}_logo.png`);
    const list = await t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/images`, headers: owner });
    expect(list.json()).toMatchObject({ logo: { exists: true }, banner: { exists: false, url: null } });
  });

  it('re-encodes a JPEG without any of its metadata, turned the way its EXIF orientation says', async () => {
    const jpeg = await solid(60, 40)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Private owner note', Artist: 'Mia' } } })
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original.exif?.length ?? 0).toBeGreaterThan(0);
    expect(original.orientation).toBe(6);

    expect((await upload('banner', jpeg, 'image/jpeg')).statusCode).toBe(200);
    const body = await stored('banner');
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe('png');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 60]);
    expect(body.includes(Buffer.from('Private owner note'))).toBe(false);
  });

  it('scales a very wide image down to 1500 px on its longest side', async () => {
    const wide = await solid(3000, 1000).png().toBuffer();
    expect((await upload('pickup', wide, 'image/png')).statusCode).toBe(200);
    const meta = await sharp(await stored('pickup')).metadata();
    expect([meta.width, meta.height]).toEqual([1500, 500]);
  });

  it.each([
    [
      'a text file named .png',
      Buffer.from('this is not a picture, just words\n'),
      'image/png',
      'imageWrongType',
      'Images must be JPEG or PNG files.',
    ],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      'image/svg+xml',
      'imageWrongType',
      'Images must be JPEG or PNG files.',
    ],
    ['a zero-byte file', Buffer.alloc(0), 'image/png', 'imageEmpty', 'The file is empty. Choose a JPEG or PNG image.'],
    [
      'a PNG cut off half way',
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      'image/png',
      'imageUnreadable',
      'The image could not be read. Choose another JPEG or PNG file.',
    ],
  ])('refuses %s with a clear 400', async (_name, body, contentType, messageKey, message) => {
    const response = await upload('logo', body, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', messageKey, message, field: 'image' });
  });

  it('refuses GIF and WebP images: only JPEG and PNG are shop images', async () => {
    for (const body of [await solid(10, 10).gif().toBuffer(), await solid(10, 10).webp().toBuffer()]) {
      const response = await upload('logo', body, 'application/octet-stream');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.messageKey).toBe('imageWrongType');
    }
  });

  it("refuses an 11 MB image with 'Images must be less than 10MB.' rather than a bare 413", async () => {
    // Noise does not compress: an uncompressed PNG of 2000 x 2000 RGB pixels is about 11.4 MiB.
    const noise = await sharp(randomBytes(2000 * 2000 * 3), { raw: { width: 2000, height: 2000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(11 * 1024 * 1024);
    const response = await upload('banner', noise, 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ messageKey: 'imageTooLarge', message: 'Images must be less than 10MB.' });
  });

  it('does not let a refused upload replace the image already stored', async () => {
    const before = await stored('logo');
    expect((await upload('logo', Buffer.from('nope'), 'image/png')).statusCode).toBe(400);
    expect((await stored('logo')).equals(before)).toBe(true);
  });

  it('refuses an unknown image kind', async () => {
    const response = await upload('avatar', await solid(10, 10).png().toBuffer(), 'image/png');
    expect(response.statusCode).toBe(400);
  });

  it('refuses staff without shop management and the owner of another shop', async () => {
    const png = await solid(10, 10).png().toBuffer();
    for (const email of ['staff@demo.brewline.app', 'chain@demo.brewline.app']) {
      const { authorization } = await t.signIn(email);
      const list = await t.app.inject({ method: 'GET', url: `/api/shops/${bluebirdId}/images`, headers: { authorization } });
      const put = await upload('logo', png, 'image/png', authorization, bluebirdId);
      expect([list.statusCode, put.statusCode], email).toEqual([403, 403]);
    }
  });
});
