import type { ShopInfo, ShopInfoBody } from '@brewline/contracts/shop-info';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { logins, shopPermissions, shops } from '../../db/schema/index';

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
};

type Row = { [K in keyof typeof infoColumns]: (typeof infoColumns)[K]['_']['data'] };

const toInfo = ({ taxPercent, ...row }: Row): ShopInfo => ({ ...row, tax: Number(taxPercent) });

/** 'Mia van der Berg' -> first 'Mia', last 'van der Berg'. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export function createShopInfoRepository(db: Database) {
  return {
    async find(shopId: number): Promise<ShopInfo | null> {
      const [row] = await db.select(infoColumns).from(shops).where(eq(shops.id, shopId)).limit(1);
      return row ? toInfo(row) : null;
    },

    /**
     * Saves the info. The shop's owner login (a login of this shop whose email is the owner email, before or
     * after the change) gets its first and last name from ownerName when it has none, so the sidebar greets them.
     */
    async update(shopId: number, body: ShopInfoBody): Promise<ShopInfo | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ ownerEmail: shops.ownerEmail }).from(shops).where(eq(shops.id, shopId)).for('update');
        if (!before) return null;
        const [row] = await tx
          .update(shops)
          .set({
            name: body.shopName,
            ownerName: body.ownerName,
            ownerEmail: body.ownerEmail,
            phoneNumber: body.phoneNumber,
            address: body.address,
            city: body.city,
            state: body.state,
            zipCode: body.zipCode,
            ...(body.tax === undefined ? {} : { taxPercent: String(body.tax) }),
            updatedAt: new Date(),
          })
          .where(eq(shops.id, shopId))
          .returning(infoColumns);
        const emails = [...new Set([before.ownerEmail, body.ownerEmail].map((email) => email.trim().toLowerCase()).filter(Boolean))];
        const owners = await tx
          .select({ id: logins.id })
          .from(logins)
          .innerJoin(shopPermissions, and(eq(shopPermissions.loginId, logins.id), eq(shopPermissions.shopId, shopId)))
          .where(and(inArray(logins.email, emails), eq(logins.firstName, ''), eq(logins.lastName, '')));
        if (owners.length > 0) {
          await tx
            .update(logins)
            .set(splitName(body.ownerName))
            .where(inArray(logins.id, owners.map((owner) => owner.id)));
        }
        return row ? toInfo(row) : null;
      });
    },
  };
}
export type ShopInfoRepository = ReturnType<typeof createShopInfoRepository>;
