import { MENU_IMAGE_MAX_SIDE, menuImageUrl } from '@brewline/contracts/menu-images';
import type { MenuImage } from '@brewline/contracts/schemas/menu-images';
import { menuImagePrefix } from '../../lib/menu-image-keys.rules';
import { AppError, notFound } from '../../errors';
import { normalizeImage } from '../../lib/images';
import type { ObjectStorage } from '../../ports/storage';
import type { MenuImagesRepository } from './menu-images.repository';
import { MENU_IMAGE_LIBRARY_MAX, MENU_IMAGE_MAX_BYTES, menuImageBaseName } from './menu-images.rules';

/** Menu images: photos stay JPEG (a 750 px photo as PNG would be ten times larger), the rest PNG. */
const MENU_IMAGE_LIMITS = {
  maxBytes: MENU_IMAGE_MAX_BYTES,
  maxSide: MENU_IMAGE_MAX_SIDE,
  tooLarge: 'menuImageTooLarge',
  keepJpeg: true,
} as const;

/**
 * The shop's menu image library (decision 060): files in object storage under menu_images/{shopId}/, no table. An
 * image is 'in use' while a menu item of the shop that is not archived carries its key; such an image is never
 * deleted.
 */
export function createMenuImagesService({ repository, storage }: { repository: MenuImagesRepository; storage: ObjectStorage }) {
  async function assertShop(shopId: number) {
    if (!(await repository.shopExists(shopId))) throw notFound();
  }

  async function listKeys(shopId: number): Promise<string[]> {
    const prefix = menuImagePrefix(shopId);
    return (await storage.list(prefix)).filter((key) => key.startsWith(prefix) && /\.(png|jpg)$/.test(key));
  }

  return {
    /** The library, newest names last as storage lists them (by name). */
    async list(shopId: number): Promise<MenuImage[]> {
      await assertShop(shopId);
      const keys = await listKeys(shopId);
      const inUse = await repository.keysInUse(shopId, keys);
      return keys.map((key) => ({ key, name: key.slice(key.lastIndexOf('/') + 1), url: menuImageUrl(key), inUse: inUse.has(key) }));
    },

    /**
     * Stores an uploaded picture judged by its content (JPEG or PNG only, re-encoded without metadata, at most 750 px
     * a side), under a name made from the chosen file's name; a name already taken gets '-2', '-3'... so an upload
     * never replaces a picture an item shows.
     */
    async upload(shopId: number, fileName: string, body: Buffer): Promise<MenuImage> {
      await assertShop(shopId);
      const image = await normalizeImage(body, MENU_IMAGE_LIMITS);
      const keys = new Set(await listKeys(shopId));
      if (keys.size >= MENU_IMAGE_LIBRARY_MAX) throw new AppError(409, 'CONFLICT', 'menuImageLibraryFull');
      const base = menuImageBaseName(fileName);
      const extension = image.format === 'jpeg' ? 'jpg' : 'png';
      const prefix = menuImagePrefix(shopId);
      let name = `${base}.${extension}`;
      for (let n = 2; keys.has(prefix + name); n++) name = `${base}-${n}.${extension}`;
      const key = prefix + name;
      await storage.put(key, image.body, image.format === 'jpeg' ? 'image/jpeg' : 'image/png');
      return { key, name, url: menuImageUrl(key), inUse: false };
    },

    /** Deletes a picture of the library; 409 menuImageInUse while an item shows it, 404 when there is none. */
    async remove(shopId: number, name: string): Promise<void> {
      await assertShop(shopId);
      const key = menuImagePrefix(shopId) + name;
      if (!(await storage.exists(key))) throw notFound();
      if ((await repository.keysInUse(shopId, [key])).size > 0) throw new AppError(409, 'CONFLICT', 'menuImageInUse');
      await storage.delete(key);
    },
  };
}
export type MenuImagesService = ReturnType<typeof createMenuImagesService>;
