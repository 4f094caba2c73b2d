import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { membershipUpdates, memberships, userMemberships } from '../../db/schema/memberships';
import { shops } from '../../db/schema/shops';

/** A stored announcement with its tier's name; the status is derived by the service. */
export interface AnnouncementRow {
  announcementId: number;
  membershipId: number;
  membershipName: string;
  updateText: string;
  cta: string;
  url: string;
  createdAt: Date;
  retractedAt: Date | null;
}

const rowColumns = {
  announcementId: membershipUpdates.id,
  membershipId: membershipUpdates.membershipId,
  membershipName: memberships.name,
  updateText: membershipUpdates.updateText,
  cta: membershipUpdates.cta,
  url: membershipUpdates.url,
  createdAt: membershipUpdates.createdAt,
  retractedAt: membershipUpdates.retractedAt,
};

export function createAnnouncementsRepository(db: Database) {
  const findForShop = async (shopId: number, announcementId: number): Promise<AnnouncementRow | null> => {
    const [row] = await db
      .select(rowColumns)
      .from(membershipUpdates)
      .innerJoin(memberships, eq(memberships.id, membershipUpdates.membershipId))
      .where(and(eq(membershipUpdates.id, announcementId), eq(membershipUpdates.shopId, shopId)))
      .limit(1);
    return row ?? null;
  };

  return {
    /** What the membership pages' rule needs about the shop (navigation.ts 'membership'). */
    async findShop(shopId: number) {
      const [shop] = await db
        .select({ membershipEnabled: shops.membershipEnabled, isChainShop: shops.isChainShop, chainShopId: shops.chainShopId })
        .from(shops)
        .where(eq(shops.id, shopId))
        .limit(1);
      if (!shop) return null;
      const owners = shop.chainShopId
        ? or(eq(memberships.shopId, shopId), eq(memberships.shopId, shop.chainShopId))
        : eq(memberships.shopId, shopId);
      const [global] = await db
        .select({ n: count() })
        .from(memberships)
        .where(and(owners, eq(memberships.isGlobalMembership, true)));
      return { ...shop, hasGlobalMembership: (global?.n ?? 0) > 0 };
    },

    /**
     * The tiers the shop may announce to (decision 045): its own (for the chain shop, the chain's tiers), never the
     * platform's own membership. Each with its approved (active) members, the announcement's audience.
     */
    async audiences(shopId: number) {
      return db
        .select({
          membershipId: memberships.id,
          membershipName: memberships.name,
          isChainMembership: memberships.isChainMembership,
          activeMembers: count(userMemberships.id),
        })
        .from(memberships)
        .leftJoin(userMemberships, and(eq(userMemberships.membershipId, memberships.id), eq(userMemberships.status, 'approved')))
        .where(and(eq(memberships.shopId, shopId), eq(memberships.isPlatformMembership, false)))
        .groupBy(memberships.id)
        .orderBy(sql`lower(${memberships.name})`, memberships.id);
    },

    async insert(values: { shopId: number; membershipId: number; updateText: string; cta: string; url: string; createdAt: Date }) {
      const [inserted] = await db.insert(membershipUpdates).values(values).returning({ id: membershipUpdates.id });
      return findForShop(values.shopId, inserted!.id);
    },

    /** One page of the shop's announcements, newest first (the id breaks ties), and how many there are. */
    async page(shopId: number, page: number, pageSize: number): Promise<{ rows: AnnouncementRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db
          .select(rowColumns)
          .from(membershipUpdates)
          .innerJoin(memberships, eq(memberships.id, membershipUpdates.membershipId))
          .where(eq(membershipUpdates.shopId, shopId))
          .orderBy(desc(membershipUpdates.createdAt), desc(membershipUpdates.id))
          .limit(pageSize)
          .offset(page * pageSize),
        db.select({ n: count() }).from(membershipUpdates).where(eq(membershipUpdates.shopId, shopId)),
      ]);
      return { rows, total: totals?.n ?? 0 };
    },

    findForShop,

    /** Sets the retraction once: a row already retracted keeps its first date. Answers whether this call did it. */
    async retract(shopId: number, announcementId: number, at: Date): Promise<boolean> {
      const changed = await db
        .update(membershipUpdates)
        .set({ retractedAt: at })
        .where(and(eq(membershipUpdates.id, announcementId), eq(membershipUpdates.shopId, shopId), isNull(membershipUpdates.retractedAt)))
        .returning({ id: membershipUpdates.id });
      return changed.length > 0;
    },
  };
}
export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
