import { z } from 'zod';
import { idParam } from './ids';
import { singleLineText } from './text';
import { MENU_IMAGE_NAME_MAX_LENGTH } from '../menu-images';

/** A library file name as stored: the base name, a dash and a number when taken, and .png or .jpg. */
export const MenuImageNameSchema = singleLineText()
  .max(MENU_IMAGE_NAME_MAX_LENGTH + 10)
  .regex(/^[a-z0-9][a-z0-9-]*\.(png|jpg)$/);

/** One picture of a shop's library as listed (GET /api/shops/:shopId/menu-images). */
export const MenuImageSchema = z.object({
  /** The storage key an item keeps as its imageKey. */
  key: z.string(),
  /** The file name, as the library shows it (cut at 13 characters on screen). */
  name: z.string(),
  url: z.string(),
  /** Used by a menu item that is not archived: it cannot be deleted. */
  inUse: z.boolean(),
});
export type MenuImage = z.infer<typeof MenuImageSchema>;
export const MenuImageListSchema = z.array(MenuImageSchema);

export const MenuImageParamsSchema = z.object({ shopId: idParam, name: MenuImageNameSchema });
/** POST's query: the chosen file's name, from which the stored name is made. */
export const MenuImageUploadQuerySchema = z.object({ fileName: singleLineText().max(255).default('image') });
