import { describe, expect, it } from 'vitest';
import { NO_PERMISSIONS } from './permissions';
import { type PermissionGrid, toggleColumn, toggleRow } from './users';
import { AddUserBodySchema } from './schemas/users';

const grid: PermissionGrid = {
  1: { ...NO_PERMISSIONS, analytics: true },
  2: { ...NO_PERMISSIONS },
};

describe('the permissions grid toggles', () => {
  it('turns a whole row on, and off again once it is all on', () => {
    const on = toggleRow(grid, 1);
    expect(Object.values(on[1]!).every(Boolean)).toBe(true);
    expect(on[2]).toEqual(grid[2]);
    expect(toggleRow(on, 1)[1]).toEqual(NO_PERMISSIONS);
  });

  it('turns a whole column on across every shop, and off again once it is on everywhere', () => {
    const on = toggleColumn(grid, 'analytics');
    expect([on[1]!.analytics, on[2]!.analytics]).toEqual([true, true]);
    const off = toggleColumn(on, 'analytics');
    expect([off[1]!.analytics, off[2]!.analytics]).toEqual([false, false]);
  });

  it('leaves alone the cells the editor may not change', () => {
    const on = toggleRow(grid, 2, (_shop, flag) => flag !== 'menuBuilding');
    expect(on[2]!.menuBuilding).toBe(false);
    expect(on[2]!.userManagement).toBe(true);
    const column = toggleColumn(grid, 'membership', (shopId) => shopId === 2);
    expect([column[1]!.membership, column[2]!.membership]).toEqual([false, true]);
  });
});

describe('adding a shop user', () => {
  const body = {
    firstName: ' Ava ',
    lastName: 'Moss',
    email: ' Ava@Example.com',
    shops: [{ shopId: 1, permissions: { ...NO_PERMISSIONS, analytics: true } }],
  };

  it('trims the names and reads the email as every schema does', () => {
    expect(AddUserBodySchema.parse(body)).toMatchObject({ firstName: 'Ava', email: 'ava@example.com' });
  });

  it('asks for at least one permission, and refuses a shop listed twice', () => {
    const none = AddUserBodySchema.safeParse({ ...body, shops: [{ shopId: 1, permissions: NO_PERMISSIONS }] });
    expect(none.error?.issues[0]?.message).toBe('userNoPermission');
    const twice = AddUserBodySchema.safeParse({ ...body, shops: [...body.shops, ...body.shops] });
    expect(twice.success).toBe(false);
  });
});
