import { permissionsOf } from '@brewline/contracts/permissions';
import type { PermissionSet } from '@brewline/contracts/schemas/permissions';
import type { ChainShopRef, User } from '@brewline/contracts/schemas/users';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { logins, shopPermissions } from '../../db/schema/accounts';
import { shops } from '../../db/schema/shops';
import { transactional } from '../../db/transactional';
import { claimVersion } from '../../lib/safe-save';

const queries = (db: Database) => ({
  /**
   * The shops of the path shop's chain, sorted by name: the chain shop and its member shops when it is a chain
   * shop or a member of one, else the shop alone. Empty: no such shop.
   */
  async shopsOfChain(shopId: number): Promise<ChainShopRef[]> {
    const [shop] = await db
      .select({ id: shops.id, isChainShop: shops.isChainShop, chainShopId: shops.chainShopId })
      .from(shops)
      .where(eq(shops.id, shopId));
    if (!shop) return [];
    const chainId = shop.isChainShop ? shop.id : shop.chainShopId;
    return db
      .select({ shopId: shops.id, shopName: shops.name })
      .from(shops)
      .where(chainId === null ? eq(shops.id, shop.id) : or(eq(shops.id, chainId), eq(shops.chainShopId, chainId)))
      .orderBy(asc(sql`lower(${shops.name})`), asc(shops.id));
  },

  /** Every login with an entry at one of these shops, but `excludeLoginId`, with its entries there; by name. */
  async usersOf(shopIds: number[], excludeLoginId: number): Promise<User[]> {
    if (shopIds.length === 0) return [];
    const rows = await db
      .select({
        loginId: logins.id,
        firstName: logins.firstName,
        lastName: logins.lastName,
        email: logins.email,
        version: logins.permissionsVersion,
        hasPassword: sql<boolean>`${logins.passwordHash} is not null`,
        entry: shopPermissions,
      })
      .from(shopPermissions)
      .innerJoin(logins, eq(logins.id, shopPermissions.loginId))
      .where(and(inArray(shopPermissions.shopId, shopIds), ne(logins.id, excludeLoginId)))
      .orderBy(asc(sql`lower(${logins.firstName})`), asc(sql`lower(${logins.lastName})`), asc(logins.id), asc(shopPermissions.shopId));
    const users = new Map<number, User>();
    for (const row of rows) {
      let user = users.get(row.loginId);
      if (!user) {
        user = {
          loginId: row.loginId,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          version: row.version,
          invitationPending: !row.hasPassword,
          shops: [],
        };
        users.set(row.loginId, user);
      }
      user.shops.push({ shopId: row.entry.shopId, permissions: permissionsOf(row.entry) });
    }
    return [...users.values()];
  },

  async findLoginByEmail(email: string) {
    const [login] = await db
      .select({
        id: logins.id,
        firstName: logins.firstName,
        lastName: logins.lastName,
        hasPassword: sql<boolean>`${logins.passwordHash} is not null`,
      })
      .from(logins)
      .where(eq(logins.email, email))
      .limit(1);
    return login ?? null;
  },

  /** A new login without a password (the invitation sets it); null when the email was taken meanwhile. */
  async insertLogin(values: { email: string; firstName: string; lastName: string }): Promise<number | null> {
    const [row] = await db.insert(logins).values(values).onConflictDoNothing().returning({ id: logins.id });
    return row?.id ?? null;
  },

  async fillEmptyNames(loginId: number, names: { firstName: string; lastName: string }): Promise<void> {
    await db
      .update(logins)
      .set({ firstName: names.firstName })
      .where(and(eq(logins.id, loginId), eq(logins.firstName, '')));
    await db
      .update(logins)
      .set({ lastName: names.lastName })
      .where(and(eq(logins.id, loginId), eq(logins.lastName, '')));
  },

  /** The login's entries at these shops, locked until the transaction ends. */
  async entriesOf(loginId: number, shopIds: number[]): Promise<Map<number, PermissionSet>> {
    if (shopIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(shopPermissions)
      .where(and(eq(shopPermissions.loginId, loginId), inArray(shopPermissions.shopId, shopIds)))
      .for('update');
    return new Map(rows.map((row) => [row.shopId, permissionsOf(row)]));
  },

  /**
   * Who holds userManagement at these shops, locked: of two edits that would each take it from a different last
   * holder, the second waits for the first and then sees what it left.
   */
  async userManagersOf(shopIds: number[]): Promise<Array<{ loginId: number; shopId: number }>> {
    if (shopIds.length === 0) return [];
    return db
      .select({ loginId: shopPermissions.loginId, shopId: shopPermissions.shopId })
      .from(shopPermissions)
      .where(and(inArray(shopPermissions.shopId, shopIds), eq(shopPermissions.userManagement, true)))
      .for('update');
  },

  async upsertEntry(loginId: number, shopId: number, permissions: PermissionSet): Promise<void> {
    await db
      .insert(shopPermissions)
      .values({ loginId, shopId, ...permissions })
      .onConflictDoUpdate({ target: [shopPermissions.loginId, shopPermissions.shopId], set: { ...permissions } });
  },

  async deleteEntry(loginId: number, shopId: number): Promise<void> {
    await db.delete(shopPermissions).where(and(eq(shopPermissions.loginId, loginId), eq(shopPermissions.shopId, shopId)));
  },

  /** Moves the login's permissions version on when it still is `version` (and locks the login row). */
  claimVersion: (loginId: number, version: number) =>
    claimVersion(db, { id: logins.id, version: logins.permissionsVersion }, loginId, version),

  /** Moves the version on whatever it was (an add changes the entries too: open copies must reload). */
  async bumpVersion(loginId: number): Promise<void> {
    await db
      .update(logins)
      .set({ permissionsVersion: sql`${logins.permissionsVersion} + 1` })
      .where(eq(logins.id, loginId));
  },
});

export const createUsersRepository = (db: Database) => transactional(db, queries);
export type UsersRepository = ReturnType<typeof createUsersRepository>;
