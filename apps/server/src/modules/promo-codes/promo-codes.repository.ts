import type { PromoUnit } from '@brewline/contracts/promo-codes';
import { and, desc, eq, ilike, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { transactional } from '../../db/transactional';
import { consumers } from '../../db/schema/consumers';
import { orders, promoCodeCustomers, promoCodeRedemptions, promoCodes } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { EARLIER_ORDER_SHARES } from './promo-codes.rules';

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** A code's promo return (decision 104): its redemptions, the discount given, the orders' gross, new customers. */
export interface PromoReturn {
  redemptions: number;
  discountCents: number;
  grossCents: number;
  newCustomers: number;
  /** A segment's code (decision 290): the customers it was made for, and how many of them ordered at the shop since. */
  segmentCustomers: number | null;
  cameBack: number | null;
}

export interface PromoFilters {
  code?: string | undefined;
  valueUnit?: PromoUnit | undefined;
  value?: number | undefined;
}

/** A value filter matches the code's own value in its unit: a percent, or dollars (kept as cents). */
function valueMatches(value: number, unit: PromoUnit | undefined): SQL {
  const percent = sql`(${promoCodes.valueUnit} = 'percent' and ${promoCodes.percentOff} = ${String(value)}::numeric)`;
  const dollar = sql`(${promoCodes.valueUnit} = 'dollar' and ${promoCodes.amountOffCents} = ${Math.round(value * 100)})`;
  if (unit === 'percent') return percent;
  if (unit === 'dollar') return dollar;
  return sql`(${percent} or ${dollar})`;
}

function codeFilters(shopId: number, filters: PromoFilters): SQL[] {
  const where: SQL[] = [eq(promoCodes.shopId, shopId)];
  if (filters.code !== undefined) where.push(sql`upper(${promoCodes.code}) = upper(${filters.code})`);
  if (filters.valueUnit !== undefined) where.push(eq(promoCodes.valueUnit, filters.valueUnit));
  if (filters.value !== undefined) where.push(valueMatches(filters.value, filters.valueUnit));
  return where;
}

/** An earlier order than the one that used the code, as promo-codes.rules.ts states it: same shop and customer, placed before. */
const EARLIER = 'earlier';
const earlier = alias(orders, EARLIER);
const earlierOrder = and(
  ...EARLIER_ORDER_SHARES.map((field) => eq(earlier[field], orders[field])),
  lt(earlier.createdAt, orders.createdAt),
);

/** `%`, `_` and `\` typed in a name filter are matched as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows written by one insert of a snapshot. */
const INSERT_BATCH = 1000;

/**
 * A segment code's customers (decision 290): how many, and how many came back, ordering at the code's shop at or
 * after the moment it was made (with the code or without).
 */
const segmentReturn = {
  segmentCustomers: sql<number | null>`case when ${promoCodes.segment} is null then null else
    (select count(*)::int from ${promoCodeCustomers} pc where pc.promo_code_id = ${promoCodes.id}) end`,
  cameBack: sql<number | null>`case when ${promoCodes.segment} is null then null else
    (select count(*)::int from ${promoCodeCustomers} pc where pc.promo_code_id = ${promoCodes.id} and exists (
      select 1 from ${orders} o where o.shop_id = ${promoCodes.shopId} and o.consumer_id = pc.consumer_id
        and o.created_at >= ${promoCodes.createdAt})) end`,
};

const queries = (db: Database) => ({
  async findShop(shopId: number) {
    const [row] = await db.select({ id: shops.id, state: shops.state }).from(shops).where(eq(shops.id, shopId)).limit(1);
    return row ?? null;
  },

  /** The new code, or null when the shop already has it in any case (the unique index on upper(code) decides). */
  async insert(values: typeof promoCodes.$inferInsert): Promise<PromoCodeRow | null> {
    const [row] = await db.insert(promoCodes).values(values).onConflictDoNothing().returning();
    return row ?? null;
  },

  /** A segment's code's redeemers: the snapshot of the segment's customers, written with the code. */
  async insertCustomers(promoCodeId: number, consumerIds: readonly number[]): Promise<void> {
    for (let from = 0; from < consumerIds.length; from += INSERT_BATCH) {
      await db
        .insert(promoCodeCustomers)
        .values(consumerIds.slice(from, from + INSERT_BATCH).map((consumerId) => ({ promoCodeId, consumerId })));
    }
  },

  /** The shop's codes, newest id first, each with its promo return. */
  async list(shopId: number, filters: PromoFilters): Promise<Array<PromoCodeRow & PromoReturn>> {
    const returns = db
      .select({
        promoCodeId: promoCodeRedemptions.promoCodeId,
        redemptions: sql<number>`count(*)::int`.as('redemptions'),
        discountCents: sql<number>`coalesce(sum(${promoCodeRedemptions.discountCents}), 0)::int`.as('discount_cents'),
        grossCents: sql<number>`coalesce(sum(${orders.subtotalCents}), 0)::int`.as('gross_cents'),
        // A new customer (promo-codes.rules.ts): the order that used the code was their first at the shop.
        newCustomers:
          sql<number>`(count(*) filter (where not exists (select 1 from ${orders} ${sql.identifier(EARLIER)} where ${earlierOrder})))::int`.as(
            'new_customers',
          ),
      })
      .from(promoCodeRedemptions)
      .innerJoin(orders, eq(orders.id, promoCodeRedemptions.orderId))
      .where(eq(promoCodeRedemptions.shopId, shopId))
      .groupBy(promoCodeRedemptions.promoCodeId)
      .as('returns');
    const rows = await db
      .select({
        code: promoCodes,
        redemptions: returns.redemptions,
        discountCents: returns.discountCents,
        grossCents: returns.grossCents,
        newCustomers: returns.newCustomers,
        ...segmentReturn,
      })
      .from(promoCodes)
      .leftJoin(returns, eq(returns.promoCodeId, promoCodes.id))
      .where(and(...codeFilters(shopId, filters)))
      .orderBy(desc(promoCodes.id));
    return rows.map((row) => ({
      ...row.code,
      redemptions: row.redemptions ?? 0,
      discountCents: row.discountCents ?? 0,
      grossCents: row.grossCents ?? 0,
      newCustomers: row.newCustomers ?? 0,
      segmentCustomers: row.segmentCustomers,
      cameBack: row.cameBack,
    }));
  },

  /** Whether the shop's code is on, its row locked until the transaction ends; null when the shop has no such code. */
  async isActive(shopId: number, promoCodeId: number): Promise<boolean | null> {
    const [row] = await db
      .select({ isActive: promoCodes.isActive })
      .from(promoCodes)
      .where(and(eq(promoCodes.shopId, shopId), eq(promoCodes.id, promoCodeId)))
      .for('update');
    return row ? row.isActive : null;
  },

  /** Turns the shop's code off (a code of another shop is not found: null). Deactivating again changes nothing. */
  async deactivate(shopId: number, promoCodeId: number): Promise<PromoCodeRow | null> {
    const [row] = await db
      .update(promoCodes)
      .set({ isActive: false })
      .where(and(eq(promoCodes.shopId, shopId), eq(promoCodes.id, promoCodeId)))
      .returning();
    return row ?? null;
  },

  /** A page of the shop's redemptions, newest first, and how many match in all. */
  async usage(shopId: number, filters: PromoFilters & { userName?: string | undefined }, page: number, pageSize: number) {
    const where = and(
      eq(promoCodeRedemptions.shopId, shopId),
      ...codeFilters(shopId, filters),
      ...(filters.userName === undefined ? [] : [ilike(consumers.name, `%${likeEscaped(filters.userName)}%`)]),
    );
    const base = () =>
      db
        .select({
          redemptionId: promoCodeRedemptions.id,
          promoCodeId: promoCodes.id,
          code: promoCodes.code,
          valueUnit: promoCodes.valueUnit,
          percentOff: promoCodes.percentOff,
          amountOffCents: promoCodes.amountOffCents,
          promoCodeCreatedAt: promoCodes.createdAt,
          userId: consumers.id,
          userName: consumers.name,
          orderId: orders.id,
          orderTotalCents: orders.totalCents,
          discountCents: promoCodeRedemptions.discountCents,
          orderDateTime: orders.createdAt,
        })
        .from(promoCodeRedemptions)
        .innerJoin(promoCodes, eq(promoCodes.id, promoCodeRedemptions.promoCodeId))
        .innerJoin(orders, eq(orders.id, promoCodeRedemptions.orderId))
        .innerJoin(consumers, eq(consumers.id, promoCodeRedemptions.consumerId));
    const [rows, [count]] = await Promise.all([
      base()
        .where(where)
        .orderBy(desc(promoCodeRedemptions.createdAt), desc(promoCodeRedemptions.id))
        .limit(pageSize)
        .offset(page * pageSize),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(promoCodeRedemptions)
        .innerJoin(promoCodes, eq(promoCodes.id, promoCodeRedemptions.promoCodeId))
        .innerJoin(consumers, eq(consumers.id, promoCodeRedemptions.consumerId))
        .where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  },
});

/** Transactional: a new or deactivated code is recorded in the activity log in the same transaction (decision 225). */
export const createPromoCodesRepository = (db: Database) => transactional(db, queries);
export type PromoCodesRepository = ReturnType<typeof createPromoCodesRepository>;
