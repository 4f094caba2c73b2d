import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitHits } from '../../db/schema/accounts';
import { consumers } from '../../db/schema/consumers';
import { memberships, userMemberships } from '../../db/schema/memberships';
import {
  defaultOptionValues,
  defaultOptions,
  itemComplimentaryMemberships,
  menuCategories,
  menuItemDefaultOptions,
  menuItems,
  menuOptionValues,
  menuOptions,
  valueComplimentaryMemberships,
} from '../../db/schema/menu';
import {
  marketingConsents,
  orderItemOptions,
  orderItems,
  orders,
  promoCodeCustomers,
  promoCodeRedemptions,
  promoCodes,
  serviceKeys,
} from '../../db/schema/orders';
import { shopHours, shops } from '../../db/schema/shops';
import { transactional } from '../../db/transactional';
import { hashToken, newSecretToken } from '../../lib/tokens';
import type { MenuItemRow, MenuOptionRow, PricedLine } from './orders.rules';

export type OrderRow = typeof orders.$inferSelect;

/**
 * A promo code with how often it was redeemed in all and by this customer, the customer's orders at the shop, and
 * whether the customer may use it: any code but a segment's, and a segment's when they are in its snapshot (decision 290).
 */
const promoWithCounts = (shopId: number, consumerEmail: string) => ({
  promo: promoCodes,
  total: sql<number>`(select count(*)::int from ${promoCodeRedemptions} r where r.promo_code_id = promo_codes.id)`,
  byCustomer: sql<number>`(select count(*)::int from ${promoCodeRedemptions} r join ${consumers} c on c.id = r.consumer_id where r.promo_code_id = promo_codes.id and c.email = ${consumerEmail})`,
  customerOrders: sql<number>`(select count(*)::int from ${orders} o join ${consumers} c on c.id = o.consumer_id where o.shop_id = ${shopId} and c.email = ${consumerEmail})`,
  forCustomer: sql<boolean>`(promo_codes.segment is null or exists (select 1 from ${promoCodeCustomers} pc join ${consumers} c on c.id = pc.consumer_id where pc.promo_code_id = promo_codes.id and c.email = ${consumerEmail}))`,
});
export type PromoWithCounts = {
  promo: typeof promoCodes.$inferSelect;
  total: number;
  byCustomer: number;
  customerOrders: number;
  forCustomer: boolean;
};

const queries = (db: Database) => ({
  /** The live service key with this hash (not revoked), or null. */
  async findServiceKey(keyHash: string): Promise<{ keyId: number; shopId: number | null } | null> {
    const [row] = await db
      .select({ keyId: serviceKeys.id, shopId: serviceKeys.shopId })
      .from(serviceKeys)
      .where(and(eq(serviceKeys.keyHash, keyHash), isNull(serviceKeys.revokedAt)))
      .limit(1);
    return row ?? null;
  },

  /** The shop's week, for the items' availability windows (decision 297). */
  shopWeek: (shopId: number) =>
    db
      .select({ day: shopHours.day, openMinute: shopHours.openMinute, closeMinute: shopHours.closeMinute, isOpen: shopHours.isOpen })
      .from(shopHours)
      .where(eq(shopHours.shopId, shopId)),

  async findShop(shopId: number) {
    const [row] = await db
      .select({
        id: shops.id,
        chainShopId: shops.chainShopId,
        state: shops.state,
        taxPercent: shops.taxPercent,
        feePercent: shops.feePercent,
      })
      .from(shops)
      .where(eq(shops.id, shopId))
      .limit(1);
    return row ? { ...row, taxPercent: Number(row.taxPercent), feePercent: Number(row.feePercent) } : null;
  },

  /** The ordered items as the pricing reads them, with their options, values and attached default modifiers. */
  async loadMenuItems(itemIds: number[]): Promise<Map<number, MenuItemRow>> {
    const result = new Map<number, MenuItemRow>();
    if (itemIds.length === 0) return result;
    const items = await db
      .select({
        id: menuItems.id,
        shopId: menuItems.shopId,
        name: menuItems.name,
        categoryTitle: menuCategories.title,
        membersOnly: menuCategories.membersOnly,
        archivedAt: menuItems.archivedAt,
        isAvailable: menuItems.isAvailable,
        soldOutUntil: menuItems.soldOutUntil,
        isEvent: menuItems.isEvent,
        quantityRemaining: menuItems.quantityRemaining,
        discountUnit: menuItems.discountUnit,
        discountValue: menuItems.discountValue,
        pickupTime: menuItems.pickupTime,
        station: menuCategories.station,
        categoryWindows: menuCategories.windows,
        itemWindows: menuItems.windows,
      })
      .from(menuItems)
      .leftJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
      .where(inArray(menuItems.id, itemIds));
    if (items.length === 0) return result;
    const ids = items.map((item) => item.id);
    const [ownOptions, links] = await Promise.all([
      db.select().from(menuOptions).where(inArray(menuOptions.menuItemId, ids)),
      db
        .select({ menuItemId: menuItemDefaultOptions.menuItemId, option: defaultOptions })
        .from(menuItemDefaultOptions)
        .innerJoin(defaultOptions, eq(defaultOptions.id, menuItemDefaultOptions.defaultOptionId))
        .where(inArray(menuItemDefaultOptions.menuItemId, ids)),
    ]);
    const ownIds = ownOptions.map((option) => option.id);
    const defaultIds = [...new Set(links.map((link) => link.option.id))];
    const [ownValues, defaultValues] = await Promise.all([
      ownIds.length ? db.select().from(menuOptionValues).where(inArray(menuOptionValues.optionId, ownIds)) : [],
      defaultIds.length ? db.select().from(defaultOptionValues).where(inArray(defaultOptionValues.defaultOptionId, defaultIds)) : [],
    ]);
    const option = (
      row: typeof menuOptions.$inferSelect | typeof defaultOptions.$inferSelect,
      values: MenuOptionRow['values'],
    ): MenuOptionRow => ({
      id: row.id,
      title: row.title,
      widgetType: row.widgetType,
      priceForAllCents: row.priceForAllCents,
      isAvailable: row.isAvailable,
      maxNum: row.maxNum,
      values,
    });
    const valueRow = (v: typeof menuOptionValues.$inferSelect | typeof defaultOptionValues.$inferSelect, optionId: number) => ({
      id: v.id,
      optionId,
      value: v.value,
      priceCents: v.priceCents,
      isAvailable: v.isAvailable,
      soldOutUntil: v.soldOutUntil,
      childOptionId: v.childOptionId,
    });
    for (const item of items) {
      result.set(item.id, {
        id: item.id,
        shopId: item.shopId,
        name: item.name,
        categoryTitle: item.categoryTitle,
        membersOnly: item.membersOnly ?? false,
        archived: item.archivedAt !== null,
        isAvailable: item.isAvailable,
        soldOutUntil: item.soldOutUntil,
        isEvent: item.isEvent,
        quantityRemaining: item.quantityRemaining,
        discountUnit: item.discountUnit,
        discountValue: item.discountValue === null ? null : Number(item.discountValue),
        pickupTime: item.pickupTime,
        station: item.station,
        windowLayers: [item.categoryWindows ?? [], item.itemWindows],
        options: ownOptions
          .filter((row) => row.menuItemId === item.id)
          .map((row) =>
            option(
              row,
              ownValues.filter((v) => v.optionId === row.id).map((v) => valueRow(v, row.id)),
            ),
          ),
        defaultOptions: links
          .filter((link) => link.menuItemId === item.id)
          .map(({ option: row }) =>
            option(
              row,
              defaultValues.filter((v) => v.defaultOptionId === row.id).map((v) => valueRow(v, row.id)),
            ),
          ),
      });
    }
    return result;
  },

  /** A customer's membership with its tier, for the rules of a member order. */
  async findMembership(userMembershipId: number) {
    const [row] = await db
      .select({
        id: userMemberships.id,
        consumerId: userMemberships.consumerId,
        status: userMemberships.status,
        membershipId: memberships.id,
        tierShopId: memberships.shopId,
        isPlatformMembership: memberships.isPlatformMembership,
        isEnabled: memberships.isEnabled,
        discountEnabled: memberships.discountEnabled,
        discountPercent: memberships.discountPercent,
      })
      .from(userMemberships)
      .innerJoin(memberships, eq(memberships.id, userMemberships.membershipId))
      .where(eq(userMemberships.id, userMembershipId))
      .limit(1);
    return row ? { ...row, discountPercent: Number(row.discountPercent) } : null;
  },

  /** What the tier makes complimentary among these items and values. */
  async complimentary(membershipId: number, itemIds: number[]) {
    const [items, values] = await Promise.all([
      db
        .select({ id: itemComplimentaryMemberships.menuItemId })
        .from(itemComplimentaryMemberships)
        .where(and(eq(itemComplimentaryMemberships.membershipId, membershipId), inArray(itemComplimentaryMemberships.menuItemId, itemIds))),
      db
        .select({ menu: valueComplimentaryMemberships.menuOptionValueId, fallback: valueComplimentaryMemberships.defaultOptionValueId })
        .from(valueComplimentaryMemberships)
        .where(eq(valueComplimentaryMemberships.membershipId, membershipId)),
    ]);
    return {
      itemIds: new Set(items.map((row) => row.id)),
      menuValueIds: new Set(values.flatMap((row) => (row.menu === null ? [] : [row.menu]))),
      defaultValueIds: new Set(values.flatMap((row) => (row.fallback === null ? [] : [row.fallback]))),
    };
  },

  /** The shop's promo code (case-insensitive), with how often it was redeemed in all and by this customer. */
  async findPromo(shopId: number, code: string, consumerEmail: string) {
    const [row] = await db
      .select(promoWithCounts(shopId, consumerEmail))
      .from(promoCodes)
      .where(and(eq(promoCodes.shopId, shopId), sql`upper(${promoCodes.code}) = upper(${code})`))
      .limit(1);
    return row ?? null;
  },

  /**
   * Inside the order's transaction: locks the code's row until the transaction ends, so redemptions of one code
   * happen one after the other, then reads it and its counts again (decision 105). Two statements on purpose: a
   * statement that waited for the lock still reads with the snapshot it started with, so counts read in the
   * locking statement could miss the redemption the lock was waiting for.
   */
  async lockPromo(shopId: number, promoCodeId: number, consumerEmail: string) {
    await db.execute(sql`select id from ${promoCodes} where id = ${promoCodeId} and shop_id = ${shopId} for no key update`);
    const [row] = await db
      .select(promoWithCounts(shopId, consumerEmail))
      .from(promoCodes)
      .where(and(eq(promoCodes.shopId, shopId), eq(promoCodes.id, promoCodeId)))
      .limit(1);
    return row ?? null;
  },

  /** Refused codes counted under the key in the windows starting at or after `since`. */
  async promoFailures(key: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ hits: sql<number>`coalesce(sum(${rateLimitHits.hits}), 0)::int` })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), gte(rateLimitHits.windowStart, since)));
    return row?.hits ?? 0;
  },

  /** Counts one refused promo attempt under `key` in the window starting at `windowStart` (decision 106). */
  async countPromoFailure(key: string, windowStart: Date): Promise<void> {
    await db
      .insert(rateLimitHits)
      .values({ key, windowStart, hits: 1 })
      .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.windowStart], set: { hits: sql`${rateLimitHits.hits} + 1` } });
  },

  async findOrder(shopId: number, appOrderId: string): Promise<OrderRow | null> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.appOrderId, appOrderId)))
      .limit(1);
    return row ?? null;
  },

  /** The customer by email (the app's users are shared across shops); a new one is added. Answers the id. */
  async upsertConsumer(person: { name: string; email: string; phone: string }): Promise<number> {
    const [row] = await db
      .insert(consumers)
      .values(person)
      .onConflictDoUpdate({ target: consumers.email, set: { email: sql`excluded.email` } })
      .returning({ id: consumers.id });
    return row!.id;
  },

  /**
   * The order row, unless the shop already has one with this appOrderId (then null: a concurrent or earlier post
   * recorded it; on PostgreSQL this waits for that post's transaction to end).
   */
  async insertOrder(values: typeof orders.$inferInsert): Promise<OrderRow | null> {
    const [row] = await db
      .insert(orders)
      .values(values)
      .onConflictDoNothing({ target: [orders.shopId, orders.appOrderId] })
      .returning();
    return row ?? null;
  },

  async insertLines(order: OrderRow, lines: PricedLine[]): Promise<void> {
    const rows = await db
      .insert(orderItems)
      .values(
        lines.map((line) => ({
          orderId: order.id,
          shopId: order.shopId,
          menuItemId: line.menuItemId,
          name: line.name,
          categoryTitle: line.categoryTitle,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          totalCents: line.totalCents,
          discountCents: line.discountCents,
          isComplimentary: line.isComplimentary,
          createdAt: order.createdAt,
        })),
      )
      .returning({ id: orderItems.id });
    const options = lines.flatMap((line, index) => line.options.map((option) => ({ ...option, orderItemId: rows[index]!.id })));
    if (options.length > 0) await db.insert(orderItemOptions).values(options);
  },

  /** Takes `quantity` tickets of an event; false when fewer are left (nothing changes then). */
  async takeTickets(menuItemId: number, quantity: number): Promise<boolean> {
    const rows = await db
      .update(menuItems)
      .set({
        quantityRemaining: sql`${menuItems.quantityRemaining} - ${quantity}`,
        quantitySold: sql`coalesce(${menuItems.quantitySold}, 0) + ${quantity}`,
      })
      .where(and(eq(menuItems.id, menuItemId), sql`${menuItems.quantityRemaining} >= ${quantity}`))
      .returning({ id: menuItems.id });
    return rows.length > 0;
  },

  async insertRedemption(values: typeof promoCodeRedemptions.$inferInsert): Promise<void> {
    await db.insert(promoCodeRedemptions).values(values);
  },

  /**
   * The customer's answer to marketing at the shop (decision 290): the latest answer wins, so an answer older than the
   * one kept (an order that waited while a later one committed) changes nothing.
   */
  async answerMarketing(values: typeof marketingConsents.$inferInsert): Promise<void> {
    await db
      .insert(marketingConsents)
      .values(values)
      .onConflictDoUpdate({
        target: [marketingConsents.shopId, marketingConsents.consumerId],
        set: { consented: sql`excluded.consented`, answeredAt: sql`excluded.answered_at` },
        setWhere: sql`excluded.answered_at >= ${marketingConsents.answeredAt}`,
      });
  },
});

export const createOrdersRepository = (db: Database) => transactional(db, queries);
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

/** Service keys start with this, so a leaked one is recognisable in logs and secret scanners. */
const SERVICE_KEY_PREFIX = 'bwk_';

/**
 * Adds a service key (decision 081) and answers its secret, which is stored only as its SHA-256. shopId null makes a
 * platform key. `secret` is for the demo's documented key only; otherwise a random one is made. Takes any handle
 * that can insert: the seed and the tests add keys, the API does not.
 */
export async function issueServiceKey(
  db: Pick<Database, 'insert'>,
  options: { shopId: number | null; name: string; secret?: string },
): Promise<{ id: number; secret: string }> {
  const secret = options.secret ?? `${SERVICE_KEY_PREFIX}${newSecretToken()}`;
  const [row] = await db
    .insert(serviceKeys)
    .values({ shopId: options.shopId, name: options.name, keyHash: hashToken(secret) })
    .returning({ id: serviceKeys.id });
  return { id: row!.id, secret };
}
