import { randomBytes } from 'node:crypto';
import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { menuItems } from '../../db/schema/menu';
import { orderItems, transactions } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { UNRECORDED_ACTIVITY } from '../../modules/activity/activity.rules';
import { createEventsRepository } from '../../modules/events/events.repository';
import { createEventsService } from '../../modules/events/events.service';
import { buildLedger } from '../../modules/ledger/ledger.module';
import { orderTotals, priceLine } from '../../modules/orders/orders.rules';
import { createOrdersRepository } from '../../modules/orders/orders.repository';
import { createSandboxPayments } from '../../ports/payments';
import type { DemoArea } from '../demo-world';

/**
 * Bluebird Coffee's event guests (issue 10, decision 114): who bought tickets to its two demo events, through orders
 * priced as the intake prices them, with their transactions and rollups; one guest of each event was refunded through
 * the events service itself (the sandbox refund, the type-2 transaction, the ticket back on sale). The tickets sold
 * are the guests' tickets, so remaining + sold stays the total the menu gave each event.
 */

interface PlannedGuest {
  name: string;
  tickets: number;
  /** Days before the seed's moment the tickets were bought. */
  daysAgo: number;
  tipCents?: number;
  refunded?: boolean;
}

/** Names are fixed so people (and the browser journeys) can find them; the refunded guest of each event is marked. */
const GUESTS: Record<string, PlannedGuest[]> = {
  'Latte Art Workshop': [
    { name: 'Maya Patel', tickets: 2, daysAgo: 19.3 },
    { name: 'Jonas Becker', tickets: 1, daysAgo: 17.6 },
    { name: 'Grace Liu', tickets: 1, daysAgo: 16.2, refunded: true },
    { name: 'Aiko Tanaka', tickets: 1, daysAgo: 14.8, tipCents: 200 },
    { name: 'Carlos Mendoza', tickets: 2, daysAgo: 12.4 },
    { name: 'Priya Shah', tickets: 1, daysAgo: 10.1 },
    { name: 'Liam O’Connor', tickets: 1, daysAgo: 8.7 },
    { name: 'Sofia Rossi', tickets: 2, daysAgo: 6.5, tipCents: 500 },
    { name: 'Noah Kim', tickets: 1, daysAgo: 4.2 },
    { name: 'Emma Dubois', tickets: 1, daysAgo: 2.9 },
    { name: 'Omar Haddad', tickets: 2, daysAgo: 1.3 },
  ],
  'Coffee Cupping Night': [
    { name: 'Ethan Walker', tickets: 2, daysAgo: 20.4 },
    { name: 'Chloe Martin', tickets: 1, daysAgo: 18.9 },
    { name: 'Lucas Silva', tickets: 1, daysAgo: 17.2 },
    { name: 'Ben Harris', tickets: 1, daysAgo: 15.8, refunded: true },
    { name: 'Hannah Schmidt', tickets: 2, daysAgo: 14.1, tipCents: 300 },
    { name: 'Ravi Kumar', tickets: 1, daysAgo: 12.7 },
    { name: 'Isabella Garcia', tickets: 1, daysAgo: 11.3 },
    { name: 'Daniel Cohen', tickets: 2, daysAgo: 9.6 },
    { name: 'Mei Chen', tickets: 1, daysAgo: 8.2 },
    { name: 'Samuel Okafor', tickets: 1, daysAgo: 6.9 },
    { name: 'Zoe Anderson', tickets: 2, daysAgo: 5.4, tipCents: 400 },
    { name: 'Yusuf Demir', tickets: 1, daysAgo: 3.8 },
    { name: 'Lena Fischer', tickets: 1, daysAgo: 2.6 },
    { name: 'Mateo Alvarez', tickets: 2, daysAgo: 0.9 },
  ],
};

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * When a guest bought: on the UTC day `daysAgo` before the seed, in the daytime hours the demo's other orders keep
 * (8 AM to 7 PM UTC), never after the seed. A moment taken from the seed's own hour would put purchases at 1 AM when
 * the demo is loaded after midnight, and the Time of Day chart would start there.
 */
export function purchaseMoment(now: number, daysAgo: number, index: number): Date {
  const day = Math.floor((now - daysAgo * DAY_MS) / DAY_MS) * DAY_MS;
  const at = day + (8 + ((index * 5) % 12)) * HOUR_MS + ((index * 17) % 60) * 60_000;
  return new Date(Math.min(at, now - HOUR_MS));
}
const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.net`;
const phoneOf = (index: number, eventIndex: number) => `503555${String(1200 + eventIndex * 100 + index * 7).padStart(4, '0')}`;

export const seedEvents: DemoArea = async (tx, world) => {
  const db = tx as unknown as Database;
  const shopId = world.shops.bluebird;
  const now = world.now.getTime();
  const [shop] = await db.select({ taxPercent: shops.taxPercent, feePercent: shops.feePercent }).from(shops).where(eq(shops.id, shopId));
  const events = await db
    .select({ id: menuItems.id, name: menuItems.name, remaining: menuItems.quantityRemaining, sold: menuItems.quantitySold })
    .from(menuItems)
    .where(and(eq(menuItems.shopId, shopId), eq(menuItems.isEvent, true), inArray(menuItems.name, Object.keys(GUESTS))))
    .orderBy(menuItems.id);
  const orders = createOrdersRepository(db);
  const ledger = buildLedger(db);
  const items = await orders.loadMenuItems(events.map((event) => event.id));
  const orderIds: number[] = [];
  const refunds: Array<{ eventId: number; orderItemId: number; at: number }> = [];

  for (const [eventIndex, event] of events.entries()) {
    const item = items.get(event.id)!;
    const admission = item.options[0]!.values[0]!.id;
    const guests = GUESTS[event.name]!;
    for (const [index, guest] of guests.entries()) {
      const at = purchaseMoment(now, guest.daysAgo, index);
      const line = priceLine(
        { menuItemId: item.id, quantity: guest.tickets, optionValueIds: [admission], defaultOptionValueIds: [] },
        0,
        { ...item, quantityRemaining: null },
        null,
        at,
      );
      const priced = orderTotals([line], {
        member: null,
        promo: null,
        taxPercent: Number(shop!.taxPercent),
        feePercent: Number(shop!.feePercent),
        tipCents: guest.tipCents ?? 0,
      });
      const consumerId = await orders.upsertConsumer({ name: guest.name, email: emailOf(guest.name), phone: phoneOf(index, eventIndex) });
      const order = (await orders.insertOrder({
        shopId,
        appOrderId: `demo-event-${event.id}-${index + 1}`,
        consumerId,
        pickupOptionLabel: 'Pick Up',
        subtotalCents: priced.subtotalCents,
        discountCents: priced.discountCents,
        taxCents: priced.taxCents,
        tipCents: priced.tipCents,
        totalCents: priced.totalCents,
        feeCents: priced.feeCents,
        netCents: priced.netCents,
        status: 'completed',
        createdAt: at,
      }))!;
      orderIds.push(order.id);
      await orders.insertLines(order, priced.lines);
      await ledger.recordTransaction({
        shopId,
        type: TRANSACTION_TYPE.order,
        description: `Order #${order.id}`,
        orderId: order.id,
        consumerId,
        subtotalCents: order.subtotalCents,
        tipCents: order.tipCents,
        taxCents: order.taxCents,
        discountCents: order.discountCents,
        amountCents: order.totalCents,
        feeCents: order.feeCents,
        netCents: order.netCents,
        createdAt: at,
      });
      await ledger.addOrder(order, priced.lines);
      if (guest.refunded) {
        const [line] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id)).limit(1);
        refunds.push({ eventId: event.id, orderItemId: line!.id, at: at.getTime() + 1.5 * DAY_MS });
      }
    }
    // Every guest's tickets are sold (the refunds below put theirs back); the event's total stays what the menu gave.
    const total = (event.remaining ?? 0) + (event.sold ?? 0);
    const sold = guests.reduce((sum, guest) => sum + guest.tickets, 0);
    await db
      .update(menuItems)
      .set({ quantitySold: sold, quantityRemaining: Math.max(0, total - sold) })
      .where(eq(menuItems.id, event.id));
  }

  // The refunds go through the service, as the Refund button does: the sandbox's ledger, the claim, the transaction.
  const payments = createSandboxPayments({ publicUrl: world.publicUrl, signingKey: randomBytes(32), db });
  const silent = { warn: () => undefined } as unknown as Parameters<ReturnType<typeof createEventsService>['refund']>[4];
  for (const refund of refunds) {
    // Past refunds of the demo world, not changes someone made now: the log's demo week is activity.ts's.
    const events = createEventsService({
      repository: createEventsRepository(db),
      ledger,
      payments,
      now: () => new Date(refund.at),
      activity: UNRECORDED_ACTIVITY,
    });
    const owner = world.logins.owner;
    await events.refund(shopId, refund.eventId, refund.orderItemId, owner, silent, { loginId: owner, clientAddress: null });
  }

  // A transaction of a week that has ended is paid by that week's payout, where the shop has payouts (decision 086).
  if (orderIds.length > 0) {
    const mine = sql`(select id from transactions where order_id in (${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )}))`;
    await db.execute(sql`
      update transactions t set payout_id = p.id from payouts p
      where t.id in ${mine} and p.shop_id = t.shop_id
        and t.created_at >= p.period_start::timestamp at time zone 'UTC'
        and t.created_at < (p.period_end + 1)::timestamp at time zone 'UTC'`);
    await db.execute(sql`
      update payouts p set order_count = s.order_count, subtotal_cents = s.subtotal, tax_cents = s.tax, tip_cents = s.tip,
        discount_cents = s.discount, total_cents = s.total, fee_cents = s.fee, paid_cents = s.net
      from (
        select payout_id, (count(*) filter (where type in (${TRANSACTION_TYPE.order}, ${TRANSACTION_TYPE.memberOrder})))::int as order_count,
          sum(subtotal_cents) as subtotal, sum(tax_cents) as tax, sum(tip_cents) as tip, sum(discount_cents) as discount,
          sum(amount_cents) as total, sum(fee_cents) as fee, sum(net_cents) as net
        from ${transactions} where payout_id in (select payout_id from transactions where id in ${mine} and payout_id is not null)
        group by payout_id
      ) s
      where p.id = s.payout_id`);
  }
};
