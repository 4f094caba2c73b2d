/** The picture library's rules, pure: the server's upload limits and a stored file's name. */
import { MENU_IMAGE_NAME_MAX_LENGTH } from '@brewline/contracts/menu-images';

/** The server's own limit, past the client's 1 MB (a browser that could not compress well still gets a clear answer). */
export const MENU_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The upload route reads up to this much, so a too-large image gets the 2MB message rather than a bare 413. */
export const MENU_IMAGE_BODY_LIMIT = 4 * 1024 * 1024;
/** Ours: a shop's library holds at most this many pictures (a menu of 500 items rarely needs 200). */
export const MENU_IMAGE_LIBRARY_MAX = 500;

/** 'Pumpkin Spice Latte.JPG' → 'pumpkin-spice-latte': letters, digits, dashes; never empty. */
export function menuImageBaseName(fileName: string): string {
  const withoutExtension = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const base = withoutExtension
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MENU_IMAGE_NAME_MAX_LENGTH)
    .replace(/-+$/, '');
  return base || 'image';
}
