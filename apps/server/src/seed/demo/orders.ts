import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { feeCents } from '../../modules/orders/orders.rules';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consumers } from '../../db/schema/consumers';
import { memberships, userMemberships } from '../../db/schema/memberships';
import { menuItems } from '../../db/schema/menu';
import { shops } from '../../db/schema/shops';
import {
  type MemberBenefits,
  type MenuItemRow,
  type MenuOptionRow,
  type PricedLine,
  orderTotals,
  priceLine,
} from '../../modules/orders/orders.rules';
import { buildLedger } from '../../modules/ledger/ledger.module';
import { createOrdersRepository, issueServiceKey } from '../../modules/orders/orders.repository';
import type { DemoArea, DemoTx } from '../demo-world';
import { applyDemoPromos, type GeneratedOrder } from './promo-codes';
import { FIRST_NAMES, LAST_NAMES, type SeededRandom, seededRandom } from '../random';

/**
 * Demo orders (issue 9, decision 086): 13 months of orders for Bluebird Coffee and the Harbor Roasters shops up to
 * the present hour, with their transactions (orders, member orders, refunds, membership dues and their refunds) and
 * weekly payouts. Deterministic for a given seed day: the generator is seeded by the UTC day, every day is generated
 * whole and cut at the present moment. Prices come from the demo menu through the intake's own pricing, so every
 * order is one the intake would accept. Written with a few bulk statements, then the rollups are built from the rows.
 */

/** The demo's documented service key for Bluebird Coffee (decision 081): `npm run simulate:orders` uses it. */
export const DEMO_SERVICE_KEY = 'bwk_demo_bluebird_simulator_key';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const HISTORY_DAYS = 395;

/** Orders in each UTC hour of an ordinary day, relative (a morning peak, a lunch bump, a quiet evening). */
const HOUR_WEIGHTS = [0, 0, 0, 0, 0, 0.2, 1.2, 3.2, 4.2, 3.4, 2.4, 2.0, 2.6, 2.4, 1.6, 1.4, 1.5, 1.2, 0.8, 0.5, 0.3, 0.1, 0, 0];
/** Monday first: a slower Monday, busy weekend mornings. */
const WEEKDAY_FACTORS = [0.9, 0.95, 1, 1, 1.1, 1.3, 1.2];

interface ShopPlan {
  shopId: number;
  /** The shop whose menu it sells (a Harbor shop sells the chain's menu). */
  menuShopId: number;
  ordersPerDay: number;
  taxPercent: number;
  feePercent: number;
}

interface Customer {
  id: number;
  email: string;
  /** How loyal: the chance a pick of them sticks. */
  weight: number;
  /** The first day (index) they may order. */
  firstDay: number;
}

interface Membership {
  id: number;
  consumerId: number;
  shopId: number;
  membershipId: number;
  name: string;
  priceCents: number;
  isFree: boolean;
  approvedAt: number;
  endedAt: number | null;
  benefits: MemberBenefits;
}

/** The rows of a raw query (both drivers answer { rows }). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const dayString = (at: number) => new Date(at).toISOString().slice(0, 10);
const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

function pickWeighted<T>(random: SeededRandom, entries: Array<[T, number]>): T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let at = random.next() * total;
  for (const [value, weight] of entries) {
    at -= weight;
    if (at <= 0) return value;
  }
  return entries[entries.length - 1]![0];
}

/** Choices that follow each shown option's rule (nested options a chosen value opens included). */
function choose(item: MenuItemRow, random: SeededRandom) {
  const menuValues: number[] = [];
  const defaultValues: number[] = [];
  const pickFrom = (options: MenuOptionRow[], into: number[]) => {
    const childIds = new Set(options.flatMap((o) => o.values.map((v) => v.childOptionId)).filter((id) => id !== null));
    const visit = (option: MenuOptionRow) => {
      const values = option.values.filter((v) => v.isAvailable);
      if (!option.isAvailable || values.length === 0) return;
      const want =
        option.widgetType === 'exactly_one'
          ? 1
          : option.widgetType === 'one_or_more'
            ? 1 + (random.next() < 0.2 ? 1 : 0)
            : option.widgetType === 'allow_one'
              ? random.next() < 0.35
                ? 1
                : 0
              : option.widgetType === 'select_max'
                ? random.next() < 0.15
                  ? Math.min(1, option.maxNum ?? 0)
                  : 0
                : random.next() < 0.25
                  ? 1
                  : 0;
      const pool = [...values];
      for (let i = 0; i < Math.min(want, pool.length); i++) {
        // The first values are the usual ones (Small before Large, Whole before Oat).
        const index = random.next() < 0.6 ? 0 : random.int(0, pool.length - 1);
        const [value] = pool.splice(index, 1);
        into.push(value!.id);
        const child = options.find((o) => o.id === value!.childOptionId);
        if (child) visit(child);
      }
    };
    for (const option of options) if (!childIds.has(option.id)) visit(option);
  };
  pickFrom(item.options, menuValues);
  pickFrom(item.defaultOptions, defaultValues);
  return { optionValueIds: menuValues, defaultOptionValueIds: defaultValues };
}

/** The shop's orderable items (not events, not members-only, available), with a popularity weight each. */
async function loadSellable(tx: DemoTx, menuShopId: number, random: SeededRandom) {
  const db = tx as unknown as Database;
  const ids = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.shopId, menuShopId), isNull(menuItems.archivedAt), eq(menuItems.isEvent, false)))
    .orderBy(menuItems.id);
  const items = await createOrdersRepository(db).loadMenuItems(ids.map((row) => row.id));
  const sellable = [...items.values()].filter((item) => item.isAvailable && !item.membersOnly && item.categoryTitle !== null);
  // A long tail: a few favourites sell most.
  const order = sellable.map((item) => [item, random.next()] as const).sort((a, b) => a[1] - b[1]);
  return { items, weighted: order.map(([item], rank) => [item, 1 / (rank + 1) ** 0.7] as [MenuItemRow, number]) };
}

async function loadMemberships(tx: DemoTx, shopIds: number[], now: number): Promise<Membership[]> {
  const db = tx as unknown as Database;
  const rows = await db
    .select({
      id: userMemberships.id,
      consumerId: userMemberships.consumerId,
      shopId: userMemberships.shopId,
      membershipId: userMemberships.membershipId,
      name: memberships.name,
      priceCents: userMemberships.priceCents,
      isFree: userMemberships.isFree,
      discountEnabled: memberships.discountEnabled,
      discountPercent: memberships.discountPercent,
      approvedAt: userMemberships.approvedAt,
      cancelledAt: userMemberships.cancelledAt,
      renewalFailedAt: userMemberships.renewalFailedAt,
    })
    .from(userMemberships)
    .innerJoin(memberships, eq(memberships.id, userMemberships.membershipId))
    .where(and(inArray(userMemberships.shopId, shopIds), sql`${userMemberships.approvedAt} is not null`))
    .orderBy(userMemberships.id);
  const benefits = new Map<number, MemberBenefits>();
  const result: Membership[] = [];
  for (const row of rows) {
    if (!benefits.has(row.membershipId)) {
      const items = await db.execute(
        sql`select menu_item_id as id from item_complimentary_memberships where membership_id = ${row.membershipId}`,
      );
      const values = await db.execute(
        sql`select menu_option_value_id as menu, default_option_value_id as fallback from value_complimentary_memberships where membership_id = ${row.membershipId}`,
      );
      const valueRows = rowsOf<{ menu: number | null; fallback: number | null }>(values);
      benefits.set(row.membershipId, {
        complimentaryItemIds: new Set(rowsOf<{ id: number }>(items).map((r) => Number(r.id))),
        complimentaryMenuValueIds: new Set(valueRows.flatMap((r) => (r.menu === null ? [] : [Number(r.menu)]))),
        complimentaryDefaultValueIds: new Set(valueRows.flatMap((r) => (r.fallback === null ? [] : [Number(r.fallback)]))),
        discountPercent: row.discountEnabled ? Number(row.discountPercent) : 0,
      });
    }
    const ended = row.cancelledAt ?? row.renewalFailedAt;
    result.push({
      id: row.id,
      consumerId: row.consumerId,
      shopId: row.shopId,
      membershipId: row.membershipId,
      name: row.name,
      priceCents: row.priceCents,
      isFree: row.isFree,
      approvedAt: row.approvedAt!.getTime(),
      endedAt: ended ? Math.min(ended.getTime(), now) : null,
      benefits: benefits.get(row.membershipId)!,
    });
  }
  return result;
}

/** Customers: every member, plus people who never joined (more of them as the months go by). */
async function loadCustomers(tx: DemoTx, members: Membership[], random: SeededRandom): Promise<Customer[]> {
  const db = tx as unknown as Database;
  const people: Array<{ name: string; email: string; phone: string }> = [];
  for (let n = 1; n <= 3; n++) {
    for (const first of FIRST_NAMES) {
      for (const last of LAST_NAMES) {
        people.push({
          name: `${first} ${last}`,
          email: `${first}.${last}.${n}@example.com`.toLowerCase(),
          phone: random.next() < 0.7 ? `${random.int(201, 989)}555${String(random.int(0, 9999)).padStart(4, '0')}` : '',
        });
      }
    }
  }
  await db.insert(consumers).values(people).onConflictDoNothing({ target: consumers.email });
  const guestRows = await db
    .select({ id: consumers.id, email: consumers.email })
    .from(consumers)
    .where(
      inArray(
        consumers.email,
        people.map((p) => p.email),
      ),
    )
    .orderBy(consumers.id);
  const memberRows = members.length
    ? await db
        .select({ id: consumers.id, email: consumers.email })
        .from(consumers)
        .where(
          inArray(
            consumers.id,
            members.map((m) => m.consumerId),
          ),
        )
        .orderBy(consumers.id)
    : [];
  const firstDayOf = (id: number) => {
    const approved = members.find((m) => m.consumerId === id)?.approvedAt;
    return approved;
  };
  return [
    ...memberRows.map((row) => ({ ...row, weight: 0.6 + random.next() * 0.4, firstDay: firstDayOf(row.id) ?? 0 })),
    ...guestRows.map((row) => ({ ...row, weight: random.next() ** 2, firstDay: random.next() < 0.35 ? 0 : random.next() })),
  ];
}

interface Rows {
  orders: object[];
  items: object[];
  options: object[];
  transactions: object[];
}

/** Inserts rows through one JSON parameter per chunk (json_populate_recordset): quick on PGlite and PostgreSQL. */
async function bulkInsert(db: Database, table: string, rows: object[]) {
  for (let start = 0; start < rows.length; start += 5000) {
    const chunk = JSON.stringify(rows.slice(start, start + 5000));
    await db.execute(
      sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${chunk}::json)`,
    );
  }
}

async function nextIds(db: Database) {
  const result = await db.execute(
    sql`select (select coalesce(max(id), 0) from orders) as orders, (select coalesce(max(id), 0) from order_items) as items,
        (select coalesce(max(id), 0) from order_item_options) as options, (select coalesce(max(id), 0) from transactions) as transactions`,
  );
  const row = rowsOf<Record<string, number | string>>(result)[0]!;
  return { orders: Number(row.orders), items: Number(row.items), options: Number(row.options), transactions: Number(row.transactions) };
}

export const seedOrders: DemoArea = async (tx, world) => {
  const db = tx as unknown as Database;
  const now = world.now.getTime();
  const today = Date.UTC(world.now.getUTCFullYear(), world.now.getUTCMonth(), world.now.getUTCDate());
  const random = seededRandom(hash(`orders ${dayString(today)}`));
  const { bluebird, harbor, harborShops } = world.shops;

  await issueServiceKey(db, { shopId: bluebird, name: 'Demo simulator (documented key)', secret: DEMO_SERVICE_KEY });

  const shopRows = await db
    .select({ id: shops.id, taxPercent: shops.taxPercent, feePercent: shops.feePercent })
    .from(shops)
    .where(inArray(shops.id, [bluebird, harbor, ...harborShops]));
  const shopOf = (id: number) => shopRows.find((row) => row.id === id)!;
  const plan = (shopId: number, menuShopId: number, ordersPerDay: number): ShopPlan => ({
    shopId,
    menuShopId,
    ordersPerDay,
    taxPercent: Number(shopOf(shopId).taxPercent),
    feePercent: Number(shopOf(shopId).feePercent),
  });
  const plans = [plan(bluebird, bluebird, 40), plan(harbor, harbor, 2), ...harborShops.map((id, i) => plan(id, harbor, 3 + i))];

  const members = await loadMemberships(tx, [bluebird, harbor, ...harborShops], now);
  const customers = await loadCustomers(tx, members, random);
  const firstDay = today - HISTORY_DAYS * DAY_MS;
  // Customers who are not members start on a day spread over the history (firstDay holds a fraction until here).
  for (const customer of customers) {
    if (customer.firstDay < 1) customer.firstDay = firstDay + Math.floor(customer.firstDay * HISTORY_DAYS) * DAY_MS;
  }
  const membersByConsumer = new Map<number, Membership[]>();
  for (const member of members) membersByConsumer.set(member.consumerId, [...(membersByConsumer.get(member.consumerId) ?? []), member]);

  const ids = await nextIds(db);
  const rows: Rows = { orders: [], items: [], options: [], transactions: [] };
  const paid: Array<GeneratedOrder & { memberId: number | null }> = [];

  for (const shop of plans) {
    const menu = await loadSellable(tx, shop.menuShopId, random);
    // Each item's usual ways of ordering it (the first the most usual), and the lines already priced.
    const variants = new Map<number, Array<ReturnType<typeof choose>>>();
    const variantsOf = (item: MenuItemRow) => {
      let usual = variants.get(item.id);
      if (!usual) {
        usual = Array.from({ length: 8 }, () => choose(item, random));
        variants.set(item.id, usual);
      }
      return usual;
    };
    const lineCache = new Map<string, PricedLine>();
    if (menu.weighted.length === 0) continue;
    // Each shop has its own regulars: a shuffled share of the customers.
    const regulars = customers.filter((c) => {
      const own = membersByConsumer.get(c.id)?.some((m) => m.shopId === shop.shopId);
      return (
        own || (!membersByConsumer.has(c.id) && (hash(`${shop.shopId}:${c.id}`) % 100) / 100 < (shop.shopId === bluebird ? 0.8 : 0.25))
      );
    });
    for (let day = firstDay; day <= today; day += DAY_MS) {
      const weekday = (new Date(day).getUTCDay() + 6) % 7;
      const growth = 0.75 + (0.25 * (day - firstDay)) / (today - firstDay);
      const count = Math.max(0, Math.round(shop.ordersPerDay * WEEKDAY_FACTORS[weekday]! * growth * (0.85 + random.next() * 0.3)));
      const active = regulars.filter((c) => c.firstDay <= day);
      if (active.length === 0) continue;
      const hourEntries = HOUR_WEIGHTS.map((w, h) => [h, weekday >= 5 && h >= 6 && h <= 7 ? w * 0.5 : w] as [number, number]);
      for (let n = 0; n < count; n++) {
        let at = day + pickWeighted(random, hourEntries) * HOUR_MS + random.int(0, 3_599) * 1000;
        // 'Today' always has an order, even when the database is seeded before the shop's morning.
        if (day === today && n === 0 && at > now) at = Math.max(day, now - 15 * 60_000);
        // Rejection sampling by loyalty: regulars come back more often.
        let customer = random.pick(active);
        for (let tries = 0; tries < 4 && random.next() > customer.weight; tries++) customer = random.pick(active);
        const membership = membersByConsumer
          .get(customer.id)
          ?.find((m) => m.shopId === shop.shopId && m.approvedAt <= at && (m.endedAt === null || m.endedAt > at));
        const count = random.next() < 0.6 ? 1 : random.next() < 0.75 ? 2 : 3;
        const lines = Array.from({ length: count }, () => {
          const item = pickWeighted(random, menu.weighted);
          const usual = variantsOf(item);
          const variant = random.next() < 0.5 ? 0 : random.int(0, usual.length - 1);
          const quantity = random.next() < 0.9 ? 1 : 2;
          // The same line for the same tier costs the same: price each once.
          const key = `${membership?.membershipId ?? 0}|${item.id}|${variant}|${quantity}`;
          let line = lineCache.get(key);
          if (!line) {
            line = priceLine({ menuItemId: item.id, quantity, ...usual[variant]! }, 0, item, membership?.benefits ?? null, new Date(at));
            lineCache.set(key, line);
          }
          return line;
        });
        const subtotal = lines.reduce((sum, line) => sum + line.totalCents, 0);
        const tip = random.next() < 0.55 ? Math.round((subtotal * random.int(10, 20)) / 100 / 25) * 25 : 0;
        const final = orderTotals(lines, {
          member: membership ? membership.benefits : null,
          promo: null,
          taxPercent: shop.taxPercent,
          feePercent: shop.feePercent,
          tipCents: tip,
        });
        if (at > now) continue;
        const orderId = ++ids.orders;
        paid.push({ orderId, shopId: shop.shopId, at, priced: final, consumerId: customer.id, memberId: membership?.id ?? null });
        const createdAt = new Date(at).toISOString();
        rows.orders.push({
          id: orderId,
          shop_id: shop.shopId,
          app_order_id: `demo-${shop.shopId}-${orderId}`,
          consumer_id: customer.id,
          app_user_id: null,
          user_membership_id: membership?.id ?? null,
          promo_code_id: null,
          pickup_option_label: 'Pick Up',
          table_number: '',
          subtotal_cents: final.subtotalCents,
          discount_cents: final.discountCents,
          tax_cents: final.taxCents,
          tip_cents: final.tipCents,
          total_cents: final.totalCents,
          fee_cents: final.feeCents,
          net_cents: final.netCents,
          status: 'completed',
          created_at: createdAt,
        });
        for (const line of final.lines) {
          const itemId = ++ids.items;
          rows.items.push({
            id: itemId,
            order_id: orderId,
            shop_id: shop.shopId,
            menu_item_id: line.menuItemId,
            name: line.name,
            category_title: line.categoryTitle,
            quantity: line.quantity,
            unit_price_cents: line.unitPriceCents,
            total_cents: line.totalCents,
            discount_cents: line.discountCents,
            is_complimentary: line.isComplimentary,
            refunded_at: null,
            created_at: createdAt,
          });
          for (const option of line.options) {
            rows.options.push({
              id: ++ids.options,
              order_item_id: itemId,
              option_title: option.optionTitle,
              value: option.value,
              price_cents: option.priceCents,
              menu_option_value_id: option.menuOptionValueId,
              default_option_value_id: option.defaultOptionValueId,
            });
          }
        }
      }
    }
  }

  // Bluebird's promo codes, redeemed by their rules in the order the orders were placed (decision 107).
  const redemptions = await applyDemoPromos(
    tx,
    world.now,
    paid,
    new Map((rows.orders as Array<Record<string, unknown>>).map((row) => [row.id as number, row])),
    (order, promo) => {
      const shop = plans.find((p) => p.shopId === order.shopId)!;
      const member = members.find((m) => m.id === order.memberId);
      return orderTotals(order.priced.lines, {
        member: member?.benefits ?? null,
        promo,
        taxPercent: shop.taxPercent,
        feePercent: shop.feePercent,
        tipCents: order.priced.tipCents,
      });
    },
  );

  // The order transactions, and a refund for about one order in seventy (a few hours later, never in the future).
  const transaction = (values: Record<string, unknown>) =>
    rows.transactions.push({ id: ++ids.transactions, promo_code: null, payout_id: null, ...values });
  const refundedOrders: Array<{ id: number; at: string }> = [];
  for (const order of paid) {
    const member = order.memberId !== null;
    const money = order.priced;
    transaction({
      shop_id: order.shopId,
      type: member ? TRANSACTION_TYPE.memberOrder : TRANSACTION_TYPE.order,
      description: `${member ? 'Member order' : 'Order'} #${order.orderId}`,
      order_id: order.orderId,
      user_membership_id: order.memberId,
      consumer_id: order.consumerId,
      subtotal_cents: money.subtotalCents,
      tip_cents: money.tipCents,
      tax_cents: money.taxCents,
      discount_cents: money.discountCents,
      amount_cents: money.totalCents,
      fee_cents: money.feeCents,
      net_cents: money.netCents,
      promo_code: order.promoCode ?? null,
      created_at: new Date(order.at).toISOString(),
    });
    const refundAt = order.at + random.int(1, 30) * 10 * 60_000;
    if (random.next() < 1 / 70 && money.totalCents > 0 && refundAt < now) {
      refundedOrders.push({ id: order.orderId, at: new Date(refundAt).toISOString() });
      transaction({
        shop_id: order.shopId,
        type: TRANSACTION_TYPE.orderRefund,
        description: `Refund of order #${order.orderId}`,
        order_id: order.orderId,
        user_membership_id: order.memberId,
        consumer_id: order.consumerId,
        subtotal_cents: -money.subtotalCents,
        tip_cents: -money.tipCents,
        tax_cents: -money.taxCents,
        discount_cents: -money.discountCents,
        amount_cents: -money.totalCents,
        fee_cents: -money.feeCents,
        net_cents: -money.netCents,
        created_at: new Date(refundAt).toISOString(),
      });
    }
  }

  // Monthly dues of every paying member while the membership ran; one due in forty refunded within days.
  for (const member of members) {
    if (member.isFree || member.priceCents <= 0) continue;
    for (let at = member.approvedAt; at <= now && (member.endedAt === null || at < member.endedAt); at += 30 * DAY_MS) {
      const fee = feeCents(member.priceCents);
      const base = {
        shop_id: member.shopId,
        order_id: null,
        user_membership_id: member.id,
        consumer_id: member.consumerId,
        tip_cents: 0,
        tax_cents: 0,
        discount_cents: 0,
      };
      transaction({
        ...base,
        type: TRANSACTION_TYPE.membershipDues,
        description: `Membership dues: ${member.name}`,
        subtotal_cents: member.priceCents,
        amount_cents: member.priceCents,
        fee_cents: fee,
        net_cents: member.priceCents - fee,
        created_at: new Date(at).toISOString(),
      });
      const refundAt = at + random.int(1, 5) * DAY_MS;
      if (random.next() < 1 / 40 && refundAt < now) {
        transaction({
          ...base,
          type: TRANSACTION_TYPE.membershipDuesRefund,
          description: `Refund of membership dues: ${member.name}`,
          subtotal_cents: -member.priceCents,
          amount_cents: -member.priceCents,
          fee_cents: -fee,
          net_cents: -(member.priceCents - fee),
          created_at: new Date(refundAt).toISOString(),
        });
      }
    }
  }

  // Weekly payouts (Monday to Sunday, UTC) of every week that has ended, paid the Monday after at 14:00; each pays
  // its week's transactions (their payout_id), so a payout sums its transactions' nets to the cent.
  const thisWeek = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  const payoutRows = new Map<string, Record<string, number | string>>();
  let payoutId = Number(rowsOf<{ id: number }>(await db.execute(sql`select coalesce(max(id), 0) as id from payouts`))[0]!.id);
  for (const row of rows.transactions as Array<Record<string, number | string | null>>) {
    const at = Date.parse(row.created_at as string);
    const day = Date.UTC(new Date(at).getUTCFullYear(), new Date(at).getUTCMonth(), new Date(at).getUTCDate());
    const week = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
    if (week >= thisWeek) continue;
    const key = `${row.shop_id}:${week}`;
    let payout = payoutRows.get(key);
    if (!payout) {
      payout = {
        id: ++payoutId,
        shop_id: row.shop_id as number,
        period_start: dayString(week),
        period_end: dayString(week + 6 * DAY_MS),
        order_count: 0,
        subtotal_cents: 0,
        tax_cents: 0,
        tip_cents: 0,
        discount_cents: 0,
        total_cents: 0,
        fee_cents: 0,
        paid_cents: 0,
        paid_at: new Date(week + 7 * DAY_MS + 14 * HOUR_MS).toISOString(),
        provider_payout_id: `po_demo_${row.shop_id}_${dayString(week).replaceAll('-', '')}`,
      };
      payoutRows.set(key, payout);
    }
    const add = (field: string, value: unknown) => (payout[field] = (payout[field] as number) + Number(value));
    if (row.type === TRANSACTION_TYPE.order || row.type === TRANSACTION_TYPE.memberOrder) add('order_count', 1);
    add('subtotal_cents', row.subtotal_cents);
    add('tax_cents', row.tax_cents);
    add('tip_cents', row.tip_cents);
    add('discount_cents', row.discount_cents);
    add('total_cents', row.amount_cents);
    add('fee_cents', row.fee_cents);
    add('paid_cents', row.net_cents);
    row.payout_id = payout.id as number;
  }

  // A bulk load, as pg_restore --disable-triggers does it: the rows are made from ids read above, so the foreign
  // keys' row-by-row checks (half the load's time on PGlite) are skipped where the role may (a superuser, always on
  // PGlite); the seed's test checks every reference afterwards.
  const [role] = rowsOf<{ superuser: string }>(await db.execute(sql`select current_setting('is_superuser') as superuser`));
  const bulk = role?.superuser === 'on';
  if (bulk) await db.execute(sql`set local session_replication_role = replica`);
  await bulkInsert(db, 'orders', rows.orders);
  await bulkInsert(db, 'promo_code_redemptions', redemptions);
  await bulkInsert(db, 'order_items', rows.items);
  await bulkInsert(db, 'order_item_options', rows.options);
  await bulkInsert(db, 'payouts', [...payoutRows.values()]);
  await bulkInsert(db, 'transactions', rows.transactions);
  if (bulk) await db.execute(sql`set local session_replication_role = origin`);
  if (refundedOrders.length > 0) {
    const refunds = JSON.stringify(refundedOrders);
    await db.execute(
      sql`update orders o set status = 'refunded' from json_to_recordset(${refunds}::json) r(id int, at timestamptz) where o.id = r.id`,
    );
    await db.execute(
      sql`update order_items i set refunded_at = r.at from json_to_recordset(${refunds}::json) r(id int, at timestamptz) where i.order_id = r.id`,
    );
  }
  for (const table of ['orders', 'order_items', 'order_item_options', 'transactions', 'payouts', 'promo_code_redemptions']) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.identifier(table)}))`,
    );
  }

  const shopIds = plans.map((p) => p.shopId);
  await buildLedger(db).rebuildRollups(shopIds);

  // Marketing consent as the app would have asked with each order (decision 290): a spread of customers by id, the
  // same on every seed, about 45 in 100 agreeing, 5 who said no, the rest never answered; answered at their last order.
  const share = sql`(consumer_id * 37 + shop_id * 11) % 100`;
  await db.execute(sql`
    insert into marketing_consents (shop_id, consumer_id, consented, answered_at)
    select shop_id, consumer_id, ${share} < 45, last_order_at from shop_customers
    where shop_id in (${sql.join(
      shopIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and ${share} < 50`);
};
