import type { MembershipFields } from '@brewline/contracts/schemas/memberships';
import { asc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships } from '../../db/schema/memberships';
import { shops } from '../../db/schema/shops';
import { transactional } from '../../db/transactional';
import { claimVersion } from '../../lib/safe-save';

/** What the visibility rules need to know about the shop asking. */
export interface ShopScope {
  id: number;
  isChainShop: boolean;
  membershipEnabled: boolean;
  /** For a chain shop, the shops of its chain; empty otherwise. */
  chainShopIds: number[];
}

const tierColumns = {
  ...getTableColumns(memberships),
  shopName: shops.name,
};

export type TierRecord = typeof memberships.$inferSelect & { shopName: string | null };

const columnsOf = (fields: MembershipFields) => ({
  name: fields.name,
  priceCents: fields.priceCents,
  discountEnabled: fields.discount.enabled,
  discountPercent: String(fields.discount.percent),
  callToAction: fields.callToAction,
  description: fields.description,
  redemptionFrequencyHours: fields.redemptionFrequencyHours,
  termsUrl: fields.termsUrl,
  policyUrl: fields.policyUrl,
  benefits: fields.benefits,
  questions: fields.questions,
  manualApproval: fields.manualApproval,
});

const queries = (db: Database) => ({
  async findShop(shopId: number): Promise<ShopScope | null> {
    const [shop] = await db
      .select({ id: shops.id, isChainShop: shops.isChainShop, membershipEnabled: shops.membershipEnabled })
      .from(shops)
      .where(eq(shops.id, shopId))
      .limit(1);
    if (!shop) return null;
    const chainShopIds = shop.isChainShop
      ? (await db.select({ id: shops.id }).from(shops).where(eq(shops.chainShopId, shopId))).map((row) => row.id)
      : [];
    return { ...shop, chainShopIds };
  },

  /** Every tier the shop could see: its own, its chain's shops' (for a chain shop) and the platform's. */
  listCandidates(shop: ShopScope): Promise<TierRecord[]> {
    const owners = [shop.id, ...shop.chainShopIds];
    return db
      .select(tierColumns)
      .from(memberships)
      .leftJoin(shops, eq(shops.id, memberships.shopId))
      .where(or(inArray(memberships.shopId, owners), eq(memberships.isPlatformMembership, true)))
      .orderBy(asc(memberships.name), asc(memberships.id));
  },

  async find(membershipId: number): Promise<TierRecord | null> {
    const [row] = await db
      .select(tierColumns)
      .from(memberships)
      .leftJoin(shops, eq(shops.id, memberships.shopId))
      .where(eq(memberships.id, membershipId))
      .limit(1);
    return row ?? null;
  },

  async insert(shopId: number, fields: MembershipFields, scope: { isChainMembership: boolean }): Promise<number> {
    const [row] = await db
      .insert(memberships)
      .values({ shopId, ...columnsOf(fields), isChainMembership: scope.isChainMembership })
      .returning({ id: memberships.id });
    return row!.id;
  },

  /** Moves the tier's version on when it still is `version` (and locks its row until the transaction ends). */
  claimVersion: (membershipId: number, version: number) =>
    claimVersion(db, { id: memberships.id, version: memberships.version }, membershipId, version),

  async update(membershipId: number, fields: MembershipFields): Promise<void> {
    await db
      .update(memberships)
      .set({ ...columnsOf(fields), updatedAt: new Date() })
      .where(eq(memberships.id, membershipId));
  },
});

export const createMembershipsRepository = (db: Database) => transactional(db, queries);
export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
