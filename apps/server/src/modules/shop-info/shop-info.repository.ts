import type { ShopInfo, ShopInfoFields } from '@brewline/contracts/schemas/shop-info';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { logins, shopPermissions } from '../../db/schema/accounts';
import { shops } from '../../db/schema/shops';
import { transactional } from '../../db/transactional';
import { claimVersion } from '../../lib/safe-save';

const infoColumns = {
  shopId: shops.id,
  shopName: shops.name,
  ownerName: shops.ownerName,
  ownerEmail: shops.ownerEmail,
  phoneNumber: shops.phoneNumber,
  address: shops.address,
  city: shops.city,
  state: shops.state,
  zipCode: shops.zipCode,
  taxPercent: shops.taxPercent,
  isOnboarded: shops.isOnboarded,
  version: shops.infoVersion,
};

type Row = { [K in keyof typeof infoColumns]: (typeof infoColumns)[K]['_']['data'] };

const toInfo = ({ taxPercent, ...row }: Row): ShopInfo => ({ ...row, tax: Number(taxPercent) });

const queries = (db: Database) => ({
  async find(shopId: number): Promise<ShopInfo | null> {
    const [row] = await db.select(infoColumns).from(shops).where(eq(shops.id, shopId)).limit(1);
    return row ? toInfo(row) : null;
  },

  /** Moves the info's version on when it still is `version` (and locks the shop row until the transaction ends). */
  claimVersion: (shopId: number, version: number) => claimVersion(db, { id: shops.id, version: shops.infoVersion }, shopId, version),

  /** Writes the fields (tax only when given) and answers the info as stored. */
  async update(shopId: number, fields: ShopInfoFields): Promise<ShopInfo | null> {
    const [row] = await db
      .update(shops)
      .set({
        name: fields.shopName,
        ownerName: fields.ownerName,
        ownerEmail: fields.ownerEmail,
        phoneNumber: fields.phoneNumber,
        address: fields.address,
        city: fields.city,
        state: fields.state,
        zipCode: fields.zipCode,
        ...(fields.tax === undefined ? {} : { taxPercent: String(fields.tax) }),
        updatedAt: new Date(),
      })
      .where(eq(shops.id, shopId))
      .returning(infoColumns);
    return row ? toInfo(row) : null;
  },

  /** Logins of the shop (holding a permission entry for it) with one of these emails and no first or last name. */
  async findNamelessLogins(shopId: number, emails: string[]): Promise<number[]> {
    if (emails.length === 0) return [];
    const rows = await db
      .select({ id: logins.id })
      .from(logins)
      .innerJoin(shopPermissions, and(eq(shopPermissions.loginId, logins.id), eq(shopPermissions.shopId, shopId)))
      .where(and(inArray(logins.email, emails), eq(logins.firstName, ''), eq(logins.lastName, '')));
    return rows.map((row) => row.id);
  },

  async setLoginNames(loginIds: number[], names: { firstName: string; lastName: string }): Promise<void> {
    if (loginIds.length === 0) return;
    await db.update(logins).set(names).where(inArray(logins.id, loginIds));
  },
});

export const createShopInfoRepository = (db: Database) => transactional(db, queries);
export type ShopInfoRepository = ReturnType<typeof createShopInfoRepository>;
