import { ADMIN_SHOP_ID } from './constants';
import type { PermissionSet } from './schemas/permissions';

/** The five per-shop permission flags. */
export const PERMISSION_FLAGS = ['analytics', 'shopManagement', 'membership', 'menuBuilding', 'userManagement'] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

/** One boolean per flag, built from the list so that a sixth flag is added in one place. */
export const flagsOf = <T>(value: (flag: PermissionFlag) => T) =>
  Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, value(flag)])) as Record<PermissionFlag, T>;

export const ALL_PERMISSIONS: Readonly<PermissionSet> = Object.freeze(flagsOf(() => true));
export const NO_PERMISSIONS: Readonly<PermissionSet> = Object.freeze(flagsOf(() => false));

/** The flags of a permission entry (a database row, say), without any other column it carries. */
export const permissionsOf = (entry: PermissionSet): PermissionSet => flagsOf((flag) => entry[flag]);

/** What a route needs of the caller for the shop named in its path. 'member' is any entry for the shop. */
export type ShopRequirement = PermissionFlag | 'member';

export interface Principal {
  isPlatformAdmin: boolean;
  /** Per-shop permission entries, keyed by shop id. */
  shops: ReadonlyMap<number, PermissionSet>;
}

/**
 * The one authorization rule: a platform administrator may act on any shop; anyone else needs
 * an entry for the shop and, unless the requirement is 'member', the named flag in that entry.
 */
export function canActOnShop(principal: Principal, shopId: number, requirement: ShopRequirement): boolean {
  if (principal.isPlatformAdmin) return true;
  if (shopId === ADMIN_SHOP_ID) return false;
  const entry = principal.shops.get(shopId);
  if (!entry) return false;
  return requirement === 'member' ? true : entry[requirement];
}
