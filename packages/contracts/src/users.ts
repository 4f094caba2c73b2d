import { PERMISSION_FLAGS, type PermissionFlag } from './permissions';
import type { PermissionSet } from './schemas/permissions';

/** Manage Users: the users of every shop of the chain, 25 a page. */
export const USERS_PAGE_SIZE = 25;
export const USER_NAME_MAX_LENGTH = 100;

export const hasAnyFlag = (permissions: PermissionSet) => PERMISSION_FLAGS.some((flag) => permissions[flag]);

/** The grid's state: shop id -> flags. */
export type PermissionGrid = Record<number, PermissionSet>;

/** Every cell of a row on, unless all already are (then all off): the row toggle. */
export function toggleRow(
  grid: PermissionGrid,
  shopId: number,
  allowed: (shopId: number, flag: PermissionFlag) => boolean = () => true,
): PermissionGrid {
  const row = grid[shopId]!;
  const editable = PERMISSION_FLAGS.filter((flag) => allowed(shopId, flag));
  const on = !editable.every((flag) => row[flag]);
  return { ...grid, [shopId]: { ...row, ...Object.fromEntries(editable.map((flag) => [flag, on])) } };
}

/** One flag on at every shop, unless it already is everywhere (then off everywhere): the column toggle. */
export function toggleColumn(
  grid: PermissionGrid,
  flag: PermissionFlag,
  allowed: (shopId: number, flag: PermissionFlag) => boolean = () => true,
): PermissionGrid {
  const shopIds = Object.keys(grid)
    .map(Number)
    .filter((shopId) => allowed(shopId, flag));
  const on = !shopIds.every((shopId) => grid[shopId]![flag]);
  return { ...grid, ...Object.fromEntries(shopIds.map((shopId) => [shopId, { ...grid[shopId]!, [flag]: on }])) };
}
