import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCategories, menuItems, menus } from '../../db/schema/menu';
import { createTestApp, type TestApp } from '../../test/test-app';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#8a5a3b' } });

describe('menu image library', () => {
  let t: TestApp;
  let owner: { authorization: string };
  let shopId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ shopId, ...owner } = await t.signInToShop('owner@demo.brewline.app'));
  });
  afterAll(() => t.close());

  const upload = (body: Buffer, fileName: string, authorization = owner.authorization, id = shopId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/shops/${id}/menu-images?fileName=${encodeURIComponent(fileName)}`,
      headers: { authorization, 'content-type': 'application/octet-stream' },
      payload: body,
    });
  const list = async (authorization = owner.authorization) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/menu-images`, headers: { authorization } });
    expect(response.statusCode).toBe(200);
    return response.json<Array<{ key: string; name: string; url: string; inUse: boolean }>>();
  };
  const remove = (name: string, authorization = owner.authorization, id = shopId) =>
    t.app.inject({ method: 'DELETE', url: `/api/shops/${id}/menu-images/${name}`, headers: { authorization } });

  /** A menu item of the shop that shows this image (archived or not). */
  async function itemShowing(imageKey: string, archived = false) {
    let [menu] = await t.db
      .select()
      .from(menus)
      .where(and(eq(menus.shopId, shopId), eq(menus.isActive, true)));
    if (!menu) [menu] = await t.db.insert(menus).values({ shopId }).returning();
    const [category] = await t.db
      .insert(menuCategories)
      .values({ menuId: menu!.id, position: 900, title: 'Image test', kind: 'drink', view: 'thumbnail' })
      .returning();
    const [item] = await t.db
      .insert(menuItems)
      .values({
        categoryId: category!.id,
        shopId,
        position: 0,
        name: 'Pictured latte',
        imageKey,
        pickupTime: '5-10 min',
        archivedAt: archived ? new Date() : null,
      })
      .returning();
    return item!.id;
  }

  it('stores a JPEG photo as a JPEG of at most 750 px a side, named after the file, and lists it', async () => {
    const photo = await solid(1500, 1000)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'Secret Name' } } })
      .toBuffer();
    const response = await upload(photo, 'Pumpkin Spice Latte.JPG');
    expect(response.statusCode).toBe(201);
    const key = `menu_images/${shopId}/pumpkin-spice-latte.jpg`;
    expect(response.json()).toEqual({ key, name: 'pumpkin-spice-latte.jpg', url: `/api/files/${key}`, inUse: false });
    const stored = await t.app.inject({ method: 'GET', url: `/api/files/${key}` });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 750, 500]);
    expect(stored.rawPayload.includes(Buffer.from('Secret Name'))).toBe(false);
    expect(await list()).toContainEqual({ key, name: 'pumpkin-spice-latte.jpg', url: `/api/files/${key}`, inUse: false });
  });

  it('never replaces a picture: the same file name again is stored as name-2', async () => {
    const png = await solid(40, 40).png().toBuffer();
    expect((await upload(png, 'muffin.png')).json().name).toBe('muffin.png');
    expect((await upload(png, 'muffin.png')).json().name).toBe('muffin-2.png');
    expect((await list()).map((image) => image.name)).toEqual(expect.arrayContaining(['muffin.png', 'muffin-2.png']));
  });

  it.each([
    ['a text file', Buffer.from('not a picture'), 'imageWrongType'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'imageWrongType'],
    ['an empty file', Buffer.alloc(0), 'imageEmpty'],
  ])('refuses %s by its content', async (_name, body, messageKey) => {
    const response = await upload(body, 'latte.png');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', messageKey, field: 'image' });
  });

  it("refuses an image of 2 MB or more with 'Menu images must be less than 2MB.'", async () => {
    const noise = await sharp(randomBytes(900 * 900 * 3), { raw: { width: 900, height: 900, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await upload(noise, 'big.png');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ messageKey: 'menuImageTooLarge', message: 'Menu images must be less than 2MB.' });
  });

  it('refuses to delete an image a menu item shows, and marks it in use in the list', async () => {
    const stored = (await upload(await solid(30, 30).png().toBuffer(), 'cookie.png')).json<{ key: string; name: string }>();
    await itemShowing(stored.key);
    expect((await list()).find((image) => image.key === stored.key)?.inUse).toBe(true);
    const response = await remove(stored.name);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'CONFLICT', messageKey: 'menuImageInUse' });
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${stored.key}` })).statusCode).toBe(200);
  });

  it('deletes an image only archived items used, and answers 404 for it afterwards', async () => {
    const stored = (await upload(await solid(30, 30).png().toBuffer(), 'bagel.png')).json<{ key: string; name: string }>();
    await itemShowing(stored.key, true);
    expect((await remove(stored.name)).statusCode).toBe(204);
    expect((await list()).some((image) => image.key === stored.key)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${stored.key}` })).statusCode).toBe(404);
    expect((await remove(stored.name)).statusCode).toBe(404);
    const live = await t.db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.imageKey, stored.key), isNull(menuItems.archivedAt)));
    expect(live).toEqual([]);
  });

  it('refuses names that are not a library file name (no path tricks)', async () => {
    for (const name of ['..%2F..%2Fshop_logo%2F1_logo.png', 'UPPER.png', 'x.gif']) {
      expect((await remove(name)).statusCode, name).toBe(400);
    }
  });

  it('refuses staff without menu building, the owner of another shop, and signed-out callers', async () => {
    const png = await solid(10, 10).png().toBuffer();
    for (const email of ['staff@demo.brewline.app', 'chain@demo.brewline.app']) {
      const { authorization } = await t.signIn(email);
      const get = await t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/menu-images`, headers: { authorization } });
      const post = await upload(png, 'x.png', authorization);
      const del = await remove('muffin.png', authorization);
      expect([get.statusCode, post.statusCode, del.statusCode], email).toEqual([403, 403, 403]);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/menu-images` })).statusCode).toBe(401);
  });

  it('lets a barista with menu building and a platform administrator use the library', async () => {
    for (const email of ['barista@demo.brewline.app', 'admin@demo.brewline.app']) {
      const { authorization } = await t.signIn(email);
      expect((await list(authorization)).length, email).toBeGreaterThan(0);
    }
  });
});
