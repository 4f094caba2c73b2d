import { randomBytes } from 'node:crypto';
import type { GuestCheckIn, GuestList, GuestRefund } from '@brewline/contracts/schemas/events';
import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCheckIns, orderItemRefunds, sandboxRefunds } from '../../db/schema/events';
import { menuItems } from '../../db/schema/menu';
import { orders, transactions } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { createSandboxPayments, type Payments } from '../../ports/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A refund row's figure: the mirror of the order's (a zero stays 0, not -0). */
const negative = (cents: number) => (cents === 0 ? 0 : -cents);

/** The sandbox, with a switch that makes the provider refuse refunds (a card network down, say). */
function switchablePayments() {
  const sandbox = createSandboxPayments({ publicUrl: 'http://localhost:3000', signingKey: randomBytes(32) });
  const state = { refuse: false, calls: 0 };
  const payments: Payments = {
    ...sandbox,
    async refund(request) {
      state.calls += 1;
      if (state.refuse) throw new Error('card network unavailable');
      return sandbox.refund(request);
    },
  };
  return { payments, state };
}

describe('event guest lists, refunds and check-in', () => {
  const provider = switchablePayments();
  let t: TestApp;
  let owner: { authorization: string };
  let bluebird: number;
  let workshop: number;
  let cupping: number;

  const inject = (method: 'GET' | 'PUT' | 'DELETE', url: string, who: { authorization: string } = owner) =>
    t.app.inject({ method, url, headers: { authorization: who.authorization } });
  const guestsUrl = (event: number, shop = bluebird) => `/api/shops/${shop}/events/${event}/guests`;
  const list = async (event: number) => {
    const response = await inject('GET', guestsUrl(event));
    expect(response.statusCode).toBe(200);
    return response.json<GuestList>();
  };
  const guestNamed = async (event: number, name: string) => (await list(event)).guests.find((guest) => guest.name === name)!;
  const tickets = async (event: number) =>
    (
      await t.db
        .select({ remaining: menuItems.quantityRemaining, sold: menuItems.quantitySold })
        .from(menuItems)
        .where(eq(menuItems.id, event))
    )[0]!;

  beforeAll(async () => {
    t = await createTestApp({ payments: provider.payments });
    ({ shopId: bluebird, ...owner } = await t.signInToShop('owner@demo.brewline.app'));
    const events = await t.db
      .select({ id: menuItems.id, name: menuItems.name })
      .from(menuItems)
      .where(and(eq(menuItems.shopId, bluebird), eq(menuItems.isEvent, true)));
    workshop = events.find((event) => event.name === 'Latte Art Workshop')!.id;
    cupping = events.find((event) => event.name === 'Coffee Cupping Night')!.id;
  });
  afterAll(() => t.close());

  it("lists an event's guests with name, email, phone, purchase date and refund state, earliest purchase first", async () => {
    const { event, guests, checkedIn, ticketsHeld } = await list(workshop);
    expect(event).toEqual({ menuItemId: workshop, name: 'Latte Art Workshop', ticketsRemaining: 6, ticketsSold: 14 });
    expect(guests).toHaveLength(11);
    expect(guests[0]).toMatchObject({
      name: 'Maya Patel',
      email: 'maya.patel@example.net',
      tickets: 2,
      refundedAt: null,
      checkedInAt: null,
    });
    expect(guests[0]!.phone).toMatch(/^\d{10}$/);
    const dates = guests.map((guest) => guest.purchaseDate);
    expect([...dates].sort()).toEqual(dates);
    // The demo's refunded guest: Grace Liu; the others hold the 14 tickets sold.
    expect(guests.filter((guest) => guest.refundedAt !== null).map((guest) => guest.name)).toEqual(['Grace Liu']);
    expect(ticketsHeld).toBe(14);
    expect(checkedIn).toBe(0);
    expect(guests.every((guest) => guest.amountCents > 0)).toBe(true);
  });

  it('seeds each demo refund as a refund is made: the ticket back on sale, a negative type-2 transaction, the order refunded', async () => {
    const grace = await guestNamed(workshop, 'Grace Liu');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, grace.orderId));
    expect(order!.status).toBe('refunded');
    const rows = await t.db.select().from(transactions).where(eq(transactions.orderId, grace.orderId)).orderBy(transactions.id);
    expect(rows.map((row) => [row.type, row.amountCents])).toEqual([
      [0, order!.totalCents],
      [2, -order!.totalCents],
    ]);
    expect(rows[1]!.description).toMatch(/refund/i);
    expect(await tickets(workshop)).toEqual({ remaining: 6, sold: 14 });
    const [cup] = await t.db.select().from(menuItems).where(eq(menuItems.id, cupping));
    expect([cup!.quantityRemaining, cup!.quantitySold]).toEqual([12, 18]);
    expect((await list(cupping)).guests.filter((guest) => guest.refundedAt).map((guest) => guest.name)).toEqual(['Ben Harris']);
  });

  it('downloads the guest list as GuestList-{event}.xlsx with one sheet named Orders', async () => {
    const response = await inject('GET', `${guestsUrl(workshop)}.xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('filename="GuestList-Latte Art Workshop.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Orders']);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 6)).toEqual(['Name', 'Email', 'Phone', 'PurchaseDate', 'Refund']);
    expect(sheet.rowCount).toBe(12);
    expect(sheet.getRow(2).getCell(1).value).toBe('Maya Patel');
  });

  it('refunds a guest exactly once when twenty refunds of that guest arrive at the same time', async () => {
    const guest = await guestNamed(cupping, 'Ravi Kumar');
    const before = await tickets(cupping);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, guest.orderId));
    const callsBefore = provider.state.calls;

    const answers = await Promise.all(Array.from({ length: 20 }, () => inject('PUT', `${guestsUrl(cupping)}/${guest.orderItemId}/refund`)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, ...Array(19).fill(409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().error.messageKey).toBe('guestAlreadyRefunded');
    }
    const done = answers.find((answer) => answer.statusCode === 200)!.json<GuestRefund>();
    expect(done).toMatchObject({ success: true, refundedCents: order!.totalCents, guest: { orderItemId: guest.orderItemId } });
    expect(done.guest.refundedAt).not.toBeNull();
    expect(provider.state.calls - callsBefore).toBe(1);

    // The ticket is back on sale, the total unchanged.
    const after = await tickets(cupping);
    expect(after).toEqual({ remaining: before.remaining! + 1, sold: before.sold! - 1 });
    // One refund claim, one negative type-2 transaction mirroring the order, the order refunded.
    const refunds = await t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderId, guest.orderId), eq(transactions.type, 2)));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      id: done.transactionId,
      amountCents: negative(order!.totalCents),
      subtotalCents: negative(order!.subtotalCents),
      taxCents: negative(order!.taxCents),
      tipCents: negative(order!.tipCents),
      feeCents: negative(order!.feeCents),
      netCents: negative(order!.netCents),
    });
    expect((await t.db.select().from(orderItemRefunds).where(eq(orderItemRefunds.orderItemId, guest.orderItemId))).length).toBe(1);
    expect((await t.db.select().from(orders).where(eq(orders.id, guest.orderId)))[0]!.status).toBe('refunded');

    // And later, once more: still refused.
    const again = await inject('PUT', `${guestsUrl(cupping)}/${guest.orderItemId}/refund`);
    expect([again.statusCode, again.json().error.messageKey]).toEqual([409, 'guestAlreadyRefunded']);
  });

  it('shows the refund in Transactions as an Order Refund with negative amounts', async () => {
    const guest = await guestNamed(cupping, 'Ravi Kumar');
    const today = new Date().toISOString().slice(0, 10);
    const response = await inject(
      'GET',
      `/api/shops/${bluebird}/analytics/transactions?from=${today}&to=${today}&type=${TRANSACTION_TYPE.orderRefund}`,
    );
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ rows: Array<{ orderId: number; type: number; amountCents: number }> }>().rows;
    const refund = rows.find((row) => row.orderId === guest.orderId);
    expect(refund).toMatchObject({ type: TRANSACTION_TYPE.orderRefund });
    expect(refund!.amountCents).toBeLessThan(0);
  });

  it('writes nothing when the payment provider refuses, and refunds on the next try', async () => {
    const guest = await guestNamed(workshop, 'Priya Shah');
    const before = await tickets(workshop);
    provider.state.refuse = true;
    const refused = await inject('PUT', `${guestsUrl(workshop)}/${guest.orderItemId}/refund`);
    provider.state.refuse = false;
    expect([refused.statusCode, refused.json().error.messageKey]).toEqual([502, 'guestRefundFailed']);
    expect(await tickets(workshop)).toEqual(before);
    expect(await t.db.select().from(orderItemRefunds).where(eq(orderItemRefunds.orderItemId, guest.orderItemId))).toEqual([]);
    expect((await guestNamed(workshop, 'Priya Shah')).refundedAt).toBeNull();

    const retried = await inject('PUT', `${guestsUrl(workshop)}/${guest.orderItemId}/refund`);
    expect(retried.statusCode).toBe(200);
    expect(await tickets(workshop)).toEqual({ remaining: before.remaining! + 1, sold: before.sold! - 1 });
  });

  it('drives a refund left half-done by a process that died again with the same key, after a minute', async () => {
    const guest = await guestNamed(workshop, 'Emma Dubois');
    const key = `brewline-guest-refund-${guest.orderItemId}`;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, guest.orderId));
    // The provider made the refund; the process died before writing it down.
    await provider.payments.refund({
      shopId: bluebird,
      accountId: '',
      orderId: guest.orderId,
      chargeRef: order!.appOrderId,
      amountCents: guest.amountCents,
      idempotencyKey: key,
    });
    const claim = {
      shopId: bluebird,
      orderItemId: guest.orderItemId,
      orderId: guest.orderId,
      amountCents: guest.amountCents,
      idempotencyKey: key,
      status: 'pending',
    };
    await t.db.insert(orderItemRefunds).values({ ...claim, requestedAt: new Date(Date.now() - 5_000) });
    const tooSoon = await inject('PUT', `${guestsUrl(workshop)}/${guest.orderItemId}/refund`);
    expect([tooSoon.statusCode, tooSoon.json().error.messageKey]).toEqual([409, 'guestAlreadyRefunded']);

    await t.db
      .update(orderItemRefunds)
      .set({ requestedAt: new Date(Date.now() - 120_000) })
      .where(eq(orderItemRefunds.orderItemId, guest.orderItemId));
    const resumed = await inject('PUT', `${guestsUrl(workshop)}/${guest.orderItemId}/refund`);
    expect(resumed.statusCode).toBe(200);
    const [done] = await t.db.select().from(orderItemRefunds).where(eq(orderItemRefunds.orderItemId, guest.orderItemId));
    expect(done).toMatchObject({ status: 'succeeded', idempotencyKey: key, transactionId: resumed.json<GuestRefund>().transactionId });
    expect(
      await t.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.orderId, guest.orderId), eq(transactions.type, 2))),
    ).toHaveLength(1);
  });

  it("keeps the sandbox's ledger: one refund recorded for the demo's refunded guest", async () => {
    const grace = await guestNamed(workshop, 'Grace Liu');
    const ledger = await t.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, `brewline-guest-refund-${grace.orderItemId}`));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.amountCents).toBe(grace.amountCents);
  });

  it("refuses another shop's guest, and a guest named under another event", async () => {
    const guest = await guestNamed(cupping, 'Mei Chen');
    const chain = await t.signIn('chain@demo.brewline.app');
    const [harbor] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.name, 'Harbor Roasters'));
    // The chain's owner, through their own shop: not their event, not their guest.
    const viaHarbor = await inject('PUT', `${guestsUrl(cupping, harbor!.id)}/${guest.orderItemId}/refund`, chain);
    expect(viaHarbor.statusCode).toBe(404);
    expect((await inject('GET', guestsUrl(cupping, harbor!.id), chain)).statusCode).toBe(404);
    // Through Bluebird's id: no permission there.
    expect((await inject('PUT', `${guestsUrl(cupping)}/${guest.orderItemId}/refund`, chain)).statusCode).toBe(403);
    // Bluebird's owner, naming the guest under the other event.
    expect((await inject('PUT', `${guestsUrl(workshop)}/${guest.orderItemId}/refund`)).statusCode).toBe(404);
    // Not an event at all.
    const [latte] = await t.db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(and(eq(menuItems.shopId, bluebird), eq(menuItems.name, 'Latte')));
    expect((await inject('GET', guestsUrl(latte!.id))).statusCode).toBe(404);
    expect((await guestNamed(cupping, 'Mei Chen')).refundedAt).toBeNull();
  });

  it('lets only people with the menu permission use each endpoint', async () => {
    const staff = await t.signInToShop('staff@demo.brewline.app');
    const guest = await guestNamed(cupping, 'Chloe Martin');
    const calls: Array<['GET' | 'PUT' | 'DELETE', string]> = [
      ['GET', guestsUrl(cupping)],
      ['GET', `${guestsUrl(cupping)}.xlsx`],
      ['PUT', `${guestsUrl(cupping)}/${guest.orderItemId}/refund`],
      ['PUT', `${guestsUrl(cupping)}/${guest.orderItemId}/check-in`],
      ['DELETE', `${guestsUrl(cupping)}/${guest.orderItemId}/check-in`],
    ];
    for (const [method, url] of calls) {
      expect((await inject(method, url, staff)).statusCode, `${method} ${url} as analytics-only staff`).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url} signed out`).toBe(401);
    }
    expect((await guestNamed(cupping, 'Chloe Martin')).refundedAt).toBeNull();
  });

  it('checks a guest in at the door, counts their tickets, keeps the first time, and undoes it', async () => {
    const guest = await guestNamed(cupping, 'Daniel Cohen');
    const url = `${guestsUrl(cupping)}/${guest.orderItemId}/check-in`;
    const first = await inject('PUT', url);
    expect(first.statusCode).toBe(200);
    const checked = first.json<GuestCheckIn>();
    expect(checked.guest.checkedInAt).not.toBeNull();
    expect(checked.checkedIn).toBe(2);
    const { ticketsHeld } = await list(cupping);
    expect(checked.ticketsHeld).toBe(ticketsHeld);
    expect(ticketsHeld).toBe((await tickets(cupping)).sold);

    const again = (await inject('PUT', url)).json<GuestCheckIn>();
    expect(again.guest.checkedInAt).toBe(checked.guest.checkedInAt);
    expect(again.checkedIn).toBe(2);

    const undone = await inject('DELETE', url);
    expect(undone.statusCode).toBe(200);
    expect(undone.json<GuestCheckIn>()).toMatchObject({ checkedIn: 0, guest: { checkedInAt: null } });
  });

  it('does not check in a refunded guest', async () => {
    const ben = await guestNamed(cupping, 'Ben Harris');
    const refused = await inject('PUT', `${guestsUrl(cupping)}/${ben.orderItemId}/check-in`);
    expect([refused.statusCode, refused.json().error.messageKey]).toEqual([409, 'guestRefundedNoCheckIn']);
    expect(await t.db.select().from(eventCheckIns).where(eq(eventCheckIns.orderItemId, ben.orderItemId))).toEqual([]);
  });
});
