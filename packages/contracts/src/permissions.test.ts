import { describe, expect, it } from 'vitest';
import { ADMIN_SHOP_ID } from './constants';
import { ALL_PERMISSIONS, NO_PERMISSIONS, PERMISSION_FLAGS, canActOnShop, permissionsOf, type Principal } from './permissions';
import { PermissionSetSchema, type PermissionSet } from './schemas/permissions';

const SHOP = 12;
const OTHER_SHOP = 34;

function principal(entries: Array<[number, PermissionSet]>, isPlatformAdmin = false): Principal {
  return { isPlatformAdmin, shops: new Map(entries) };
}

describe('canActOnShop', () => {
  it('lets a platform administrator act on any shop, with any requirement, without an entry', () => {
    const admin = principal([], true);
    for (const requirement of [...PERMISSION_FLAGS, 'member'] as const) {
      expect(canActOnShop(admin, SHOP, requirement)).toBe(true);
      expect(canActOnShop(admin, OTHER_SHOP, requirement)).toBe(true);
    }
  });

  it('lets the platform administrator use the admin shop id -1', () => {
    expect(canActOnShop(principal([], true), ADMIN_SHOP_ID, 'menuBuilding')).toBe(true);
  });

  it.each(PERMISSION_FLAGS)('lets a member with the %s flag act on their shop for that flag only', (flag) => {
    const member = principal([[SHOP, { ...NO_PERMISSIONS, [flag]: true }]]);
    expect(canActOnShop(member, SHOP, flag)).toBe(true);
    for (const other of PERMISSION_FLAGS.filter((f) => f !== flag)) {
      expect(canActOnShop(member, SHOP, other)).toBe(false);
    }
  });

  it('refuses a member whose entry lacks the flag', () => {
    const member = principal([[SHOP, { ...ALL_PERMISSIONS, userManagement: false }]]);
    expect(canActOnShop(member, SHOP, 'userManagement')).toBe(false);
    expect(canActOnShop(member, SHOP, 'analytics')).toBe(true);
  });

  it("accepts any entry for the 'member' requirement, even one with no flags", () => {
    expect(canActOnShop(principal([[SHOP, NO_PERMISSIONS]]), SHOP, 'member')).toBe(true);
  });

  it('refuses a user without an entry for the shop, whatever they hold elsewhere', () => {
    const owner = principal([[SHOP, ALL_PERMISSIONS]]);
    expect(canActOnShop(owner, OTHER_SHOP, 'member')).toBe(false);
    for (const flag of PERMISSION_FLAGS) expect(canActOnShop(owner, OTHER_SHOP, flag)).toBe(false);
  });

  it('refuses the admin shop id -1 to anyone who is not a platform administrator, even with an entry for it', () => {
    const odd = principal([[ADMIN_SHOP_ID, ALL_PERMISSIONS]]);
    expect(canActOnShop(odd, ADMIN_SHOP_ID, 'member')).toBe(false);
    expect(canActOnShop(odd, ADMIN_SHOP_ID, 'analytics')).toBe(false);
  });
});

describe('the permission flags', () => {
  it('are written once: the schema, every-flag and no-flag sets hold exactly the listed flags', () => {
    expect(Object.keys(PermissionSetSchema.shape)).toEqual([...PERMISSION_FLAGS]);
    expect(ALL_PERMISSIONS).toEqual(Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true])));
    expect(NO_PERMISSIONS).toEqual(Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, false])));
  });

  it('are read off a database row without its other columns', () => {
    const row = { loginId: 7, shopId: 12, ...NO_PERMISSIONS, menuBuilding: true };
    expect(permissionsOf(row)).toEqual({ ...NO_PERMISSIONS, menuBuilding: true });
  });
});
