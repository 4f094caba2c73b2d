import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships } from '../../db/schema/memberships';
import { shops } from '../../db/schema/shops';

export function createShopsRepository(db: Database) {
  return {
    async findSummary(shopId: number) {
      const [shop] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
      if (!shop) return null;
      // A global membership belongs to the shop itself or to the chain it is part of.
      const owners = shop.chainShopId
        ? or(eq(memberships.shopId, shop.id), eq(memberships.shopId, shop.chainShopId))
        : eq(memberships.shopId, shop.id);
      const [global] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(memberships)
        .where(and(owners, eq(memberships.isGlobalMembership, true)));
      return { shop, hasGlobalMembership: (global?.count ?? 0) > 0 };
    },

    list(filter: { onboarded?: boolean }) {
      return db
        .select({ shopId: shops.id, shopName: shops.name, isOnboarded: shops.isOnboarded })
        .from(shops)
        .where(filter.onboarded === undefined ? undefined : eq(shops.isOnboarded, filter.onboarded))
        .orderBy(asc(sql`lower(${shops.name})`), asc(shops.id));
    },
  };
}
export type ShopsRepository = ReturnType<typeof createShopsRepository>;
