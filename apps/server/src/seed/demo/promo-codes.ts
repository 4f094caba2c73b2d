import { shopToday } from '../../lib/shop-time.rules';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promoCodeRedemptions, promoCodes } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { type PricedOrder, type PromoRule, promoRuleOf, promoUsable } from '../../modules/orders/orders.rules';
import type { DemoArea, DemoTx } from '../demo-world';
import { seededRandom } from '../random';

/**
 * Bluebird Coffee's promo codes (issue 10, decision 107): ten codes over the 13 months of demo orders, in every
 * status (Active, Expired, Disabled, one not started yet), and the demo orders redeem them by their rules as they
 * are generated (`promoPlanner`, used by orders.ts), so the orders' discounts, their transactions' promo_code and
 * the rollups agree with promo_code_redemptions.
 */

const DAY_MS = 86_400_000;

interface DemoCode {
  code: string;
  description: string;
  valueUnit: 'percent' | 'dollar';
  value: number;
  maxDiscountCents?: number;
  minOrderCents?: number;
  userRedeemCount?: number;
  totalRedeemCount?: number;
  newUsersOnly?: boolean;
  /** Days from the shop's today; end null = no end date. */
  start: number;
  end: number | null;
  isActive?: boolean;
  /** The share of eligible orders that use it. */
  uptake: number;
}

const CODES: DemoCode[] = [
  {
    code: 'GRANDOPENING',
    description: 'Opening month: 10% off',
    valueUnit: 'percent',
    value: 10,
    maxDiscountCents: 300,
    start: -392,
    end: -362,
    uptake: 0.12,
  },
  {
    code: 'WELCOME2',
    description: 'New customers: $2 off the first order',
    valueUnit: 'dollar',
    value: 2,
    newUsersOnly: true,
    userRedeemCount: 1,
    start: -380,
    end: null,
    uptake: 0.55,
  },
  {
    code: 'SPRING20',
    description: 'Spring menu launch',
    valueUnit: 'percent',
    value: 20,
    maxDiscountCents: 400,
    userRedeemCount: 2,
    start: -260,
    end: -230,
    uptake: 0.06,
  },
  {
    code: 'SUMMER15',
    description: 'Iced drinks season, orders from $10',
    valueUnit: 'percent',
    value: 15,
    minOrderCents: 1000,
    start: -170,
    end: -110,
    uptake: 0.08,
  },
  {
    code: 'HOLIDAY25',
    description: 'Holiday week',
    valueUnit: 'percent',
    value: 25,
    maxDiscountCents: 500,
    start: -48,
    end: -30,
    isActive: false,
    uptake: 0.1,
  },
  {
    code: 'PASTRY3',
    description: '$3 off orders from $12, first 150 uses',
    valueUnit: 'dollar',
    value: 3,
    minOrderCents: 1200,
    totalRedeemCount: 150,
    start: -90,
    end: null,
    uptake: 0.2,
  },
  {
    code: 'LOYAL10',
    description: 'Thank-you code for regulars, 3 uses each',
    valueUnit: 'percent',
    value: 10,
    userRedeemCount: 3,
    start: -60,
    end: 60,
    uptake: 0.05,
  },
  {
    code: 'MORNING1',
    description: '$1 off before 10 am, up to 5 times',
    valueUnit: 'dollar',
    value: 1,
    userRedeemCount: 5,
    totalRedeemCount: 500,
    start: -20,
    end: 10,
    uptake: 0.06,
  },
  {
    code: 'STAFFTEST',
    description: 'Test code, never given out',
    valueUnit: 'percent',
    value: 50,
    start: -15,
    end: null,
    isActive: false,
    uptake: 0,
  },
  { code: 'FALLFEST', description: 'Fall festival weekend', valueUnit: 'percent', value: 15, start: 7, end: 9, uptake: 0 },
];

const dayOffset = (today: string, offset: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

async function bluebirdToday(db: Database, shopId: number, now: Date) {
  const [shop] = await db.select({ state: shops.state }).from(shops).where(eq(shops.id, shopId));
  return shopToday(shop?.state ?? '', now);
}

export const seedPromoCodes: DemoArea = async (tx, world) => {
  const db = tx as unknown as Database;
  const today = await bluebirdToday(db, world.shops.bluebird, world.now);
  await db.insert(promoCodes).values(
    CODES.map((code) => ({
      shopId: world.shops.bluebird,
      code: code.code,
      description: code.description,
      valueUnit: code.valueUnit,
      percentOff: code.valueUnit === 'percent' ? String(code.value) : null,
      amountOffCents: code.valueUnit === 'dollar' ? Math.round(code.value * 100) : null,
      maxDiscountCents: code.maxDiscountCents ?? null,
      minOrderCents: code.minOrderCents ?? null,
      userRedeemCount: code.userRedeemCount ?? null,
      totalRedeemCount: code.totalRedeemCount ?? null,
      newUsersOnly: code.newUsersOnly ?? false,
      startDate: dayOffset(today, code.start),
      endDate: code.end === null ? null : dayOffset(today, code.end),
      isActive: code.isActive ?? true,
      // Made a few days before it starts (the future one: a week ago), so ids grow with creation.
      createdAt: new Date(Math.min(Date.parse(`${dayOffset(today, code.start - 3)}T15:00:00Z`), world.now.getTime() - 7 * DAY_MS)),
    })),
  );
};

interface PlannedPromo {
  id: number;
  rule: PromoRule;
}

/** What applyDemoPromos needs of a generated order (orders.ts keeps these). */
export interface GeneratedOrder {
  orderId: number;
  shopId: number;
  at: number;
  consumerId: number;
  priced: PricedOrder;
  /** The discount it carries, set here when it redeems a code. */
  promoCode?: string | null;
}

/**
 * After the orders are generated: in the order they were placed (so 'first order at the shop' is exact), each
 * order of a shop with codes may redeem one by the intake's rules; its figures are priced again with the code
 * (orderTotals, as the intake does) and its row updated, and the redemption rows are answered for the bulk load.
 */
export async function applyDemoPromos<Order extends GeneratedOrder>(
  tx: DemoTx,
  now: Date,
  generated: Order[],
  orderRows: ReadonlyMap<number, Record<string, unknown>>,
  reprice: (order: Order, promo: PromoRule) => PricedOrder,
): Promise<object[]> {
  const redemptions: object[] = [];
  const db = tx as unknown as Database;
  const [last] = await db.select({ id: sql<number>`coalesce(max(${promoCodeRedemptions.id}), 0)::int` }).from(promoCodeRedemptions);
  let nextId = last?.id ?? 0;
  const byShop = new Map<number, Order[]>();
  for (const order of generated) {
    const list = byShop.get(order.shopId);
    if (list) list.push(order);
    else byShop.set(order.shopId, [order]);
  }
  for (const [shopId, orders] of byShop) {
    const planner = await promoPlanner(tx, shopId, now);
    if (!planner) continue;
    for (const order of [...orders].sort((a, b) => a.at - b.at || a.orderId - b.orderId)) {
      const promo = planner.use(order.consumerId, order.at, order.priced.subtotalCents);
      if (!promo) continue;
      const priced = reprice(order, promo.rule);
      order.priced = priced;
      order.promoCode = promo.rule.code;
      const row = orderRows.get(order.orderId)!;
      Object.assign(row, {
        promo_code_id: promo.id,
        discount_cents: priced.discountCents,
        tax_cents: priced.taxCents,
        total_cents: priced.totalCents,
        fee_cents: priced.feeCents,
        net_cents: priced.netCents,
      });
      redemptions.push({
        id: ++nextId,
        promo_code_id: promo.id,
        order_id: order.orderId,
        consumer_id: order.consumerId,
        shop_id: shopId,
        discount_cents: priced.promoDiscountCents,
        created_at: row.created_at,
      });
    }
  }
  return redemptions;
}

/**
 * Picks, for each order of a shop in the order they were placed, whether it redeems one of the shop's codes, by
 * the intake's rules (decision 085): within its dates (by the shop's day), its minimum, its per-user and total
 * counts, new customers on their first order. A code shown Disabled today was live while it ran. Its own random
 * stream, so the orders themselves come out the same with or without codes. Null for a shop without codes.
 */
async function promoPlanner(tx: DemoTx, shopId: number, now: Date) {
  const db = tx as unknown as Database;
  const rows = await db.select().from(promoCodes).where(eq(promoCodes.shopId, shopId)).orderBy(asc(promoCodes.id));
  if (rows.length === 0) return null;
  const [shop] = await db.select({ state: shops.state }).from(shops).where(eq(shops.id, shopId));
  const state = shop?.state ?? '';
  const random = seededRandom(shopId * 7919 + Math.floor(now.getTime() / DAY_MS));
  const uptake = new Map(CODES.map((code) => [code.code, code.uptake]));
  const used = new Map<number, number>();
  const usedBy = new Map<string, number>();
  const seen = new Set<number>();

  return {
    /** The code this order redeems, or null; every order is noted, so later ones know who is a new customer. */
    use(consumerId: number, at: number, subtotalCents: number): PlannedPromo | null {
      const firstOrder = !seen.has(consumerId);
      seen.add(consumerId);
      const day = shopToday(state, new Date(at));
      for (const promo of rows) {
        const chance = uptake.get(promo.code) ?? 0;
        const counts = {
          total: used.get(promo.id) ?? 0,
          byCustomer: usedBy.get(`${promo.id}:${consumerId}`) ?? 0,
          customerOrders: firstOrder ? 0 : 1,
        };
        const fits =
          chance > 0 &&
          subtotalCents > 0 &&
          // Live while it ran: a code Disabled today was redeemed before it was switched off.
          promoUsable({ ...promo, isActive: true }, counts, day) &&
          (promo.minOrderCents === null || subtotalCents >= promo.minOrderCents);
        if (!fits || random.next() >= chance) continue;
        used.set(promo.id, (used.get(promo.id) ?? 0) + 1);
        usedBy.set(`${promo.id}:${consumerId}`, (usedBy.get(`${promo.id}:${consumerId}`) ?? 0) + 1);
        return { id: promo.id, rule: promoRuleOf(promo) };
      }
      return null;
    },
  };
}
