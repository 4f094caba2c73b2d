import type { ChainShop, CopiedInfo } from '@brewline/contracts/chain-shops';
import type { PermissionSet } from '@brewline/contracts/permissions';
import type { ShopHoursRow } from '@brewline/contracts/shop-hours';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { logins, shopHours, shopPermissions, shops } from '../../db/schema/index';
import { transactional } from '../../db/transactional';

const copiedColumns = {
  ownerName: shops.ownerName,
  ownerEmail: shops.ownerEmail,
  phoneNumber: shops.phoneNumber,
  taxPercent: shops.taxPercent,
  facebookUrl: shops.facebookUrl,
  instagramUrl: shops.instagramUrl,
};

export interface NewChainShop {
  chainShopId: number;
  shopName: string;
  ownerEmail: string;
  phoneNumber: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  tax: number;
}

const queries = (db: Database) => ({
  async findShop(shopId: number) {
    const [shop] = await db
      .select({ id: shops.id, name: shops.name, isChainShop: shops.isChainShop, chainShopId: shops.chainShopId })
      .from(shops)
      .where(eq(shops.id, shopId))
      .limit(1);
    return shop ?? null;
  },

  /** The chain's member shops, by name. */
  async membersOf(chainShopId: number): Promise<ChainShop[]> {
    const rows = await db
      .select({ shopId: shops.id, shopName: shops.name, city: shops.city, state: shops.state, isPaused: shops.isPaused })
      .from(shops)
      .where(eq(shops.chainShopId, chainShopId))
      .orderBy(asc(sql`lower(${shops.name})`), asc(shops.id));
    return rows.map(({ isPaused, ...row }) => ({ ...row, isLive: !isPaused }));
  },

  /** The fields Overwrite Shop Info copies, as the shop has them now. */
  async copiedInfo(shopId: number): Promise<CopiedInfo | null> {
    const [row] = await db.select(copiedColumns).from(shops).where(eq(shops.id, shopId)).limit(1);
    return row ? { ...row, tax: Number(row.taxPercent) } : null;
  },

  /**
   * Writes the chain's copied fields into the member shop and moves its info and settings versions on, so a
   * Shop Info screen open on the old values is refused (409 staleCopy) instead of writing them back.
   */
  async writeCopiedInfo(shopId: number, info: CopiedInfo): Promise<void> {
    await db
      .update(shops)
      .set({
        ownerName: info.ownerName,
        ownerEmail: info.ownerEmail,
        phoneNumber: info.phoneNumber,
        taxPercent: String(info.tax),
        facebookUrl: info.facebookUrl,
        instagramUrl: info.instagramUrl,
        infoVersion: sql`${shops.infoVersion} + 1`,
        settingsVersion: sql`${shops.settingsVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(shops.id, shopId));
  },

  /** A member shop of the chain, paused (not live until support turns it on, decision 053), with its week. */
  async insertShop(shop: NewChainShop, hours: ShopHoursRow[]): Promise<number> {
    const [row] = await db
      .insert(shops)
      .values({
        name: shop.shopName,
        ownerEmail: shop.ownerEmail,
        phoneNumber: shop.phoneNumber,
        address: shop.address,
        city: shop.city,
        state: shop.state,
        zipCode: shop.zipCode,
        taxPercent: String(shop.tax),
        chainShopId: shop.chainShopId,
        isPaused: true,
        isOnboarded: true,
      })
      .returning({ id: shops.id });
    await db.insert(shopHours).values(hours.map((day) => ({ ...day, shopId: row!.id })));
    return row!.id;
  },

  async findLoginByEmail(email: string) {
    const [login] = await db
      .select({ id: logins.id, firstName: logins.firstName, lastName: logins.lastName })
      .from(logins)
      .where(eq(logins.email, email))
      .limit(1);
    return login ?? null;
  },

  /** A new owner login with the password the chain owner chose; null when the email was taken meanwhile. */
  async insertLogin(email: string, passwordHash: string): Promise<number | null> {
    const [row] = await db.insert(logins).values({ email, passwordHash }).onConflictDoNothing().returning({ id: logins.id });
    return row?.id ?? null;
  },

  async setOwnerName(shopId: number, ownerName: string): Promise<void> {
    await db.update(shops).set({ ownerName }).where(eq(shops.id, shopId));
  },

  /** Gives the login these flags at the shop (the entry's flags are replaced when it has one). */
  async grant(loginId: number, shopId: number, permissions: PermissionSet): Promise<void> {
    await db
      .insert(shopPermissions)
      .values({ loginId, shopId, ...permissions })
      .onConflictDoUpdate({ target: [shopPermissions.loginId, shopPermissions.shopId], set: { ...permissions } });
    await db
      .update(logins)
      .set({ permissionsVersion: sql`${logins.permissionsVersion} + 1` })
      .where(eq(logins.id, loginId));
  },

  async entryOf(loginId: number, shopId: number) {
    const [entry] = await db
      .select()
      .from(shopPermissions)
      .where(and(eq(shopPermissions.loginId, loginId), eq(shopPermissions.shopId, shopId)))
      .limit(1);
    return entry ?? null;
  },
});

export const createChainShopsRepository = (db: Database) => transactional(db, queries);
export type ChainShopsRepository = ReturnType<typeof createChainShopsRepository>;
