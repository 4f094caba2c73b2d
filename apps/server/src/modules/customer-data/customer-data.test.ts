import type { ConsumerAccessResult, ConsumerRequest, CustomerData, EraseCustomerResponse } from '@brewline/contracts/schemas/customer-data';
import { erasedTombstone } from '@brewline/contracts/customer-data';
import type { CustomerSegments, CustomersPage } from '@brewline/contracts/schemas/customers';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/activity';
import { consumers } from '../../db/schema/consumers';
import { consumerDataRequests } from '../../db/schema/customer-data';
import { membershipAnswers, memberships, userMemberships } from '../../db/schema/memberships';
import { menuCategories, menuItems, menuOptions, menuOptionValues, menus } from '../../db/schema/menu';
import { contactMessages } from '../../db/schema/messaging';
import { orderItems } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import type { Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueServiceKey } from '../orders/orders.repository';

/**
 * A customer's personal data (decision 291) on the demo shops: people made for the test order at Bluebird Coffee (and
 * one at Harbor Roasters Ballard) through the order intake, so every copy of their data is where the product puts it:
 * the consumer, the app user id on their orders, a membership's answers, a guest refund in the activity log, a
 * message to Brewline.
 */

interface Person {
  name: string;
  email: string;
  phone: string;
  appUserId: string;
}

let people = 0;
/** A person of the test, each with their own name, email, phone and app user id. */
const person = (key: string): Person => {
  people += 1;
  return {
    name: `Zed ${key} Erasable`,
    email: `zed.${key.toLowerCase()}@erasable.example.com`,
    phone: `50391${String(people).padStart(5, '0')}`,
    appUserId: `app-user-${key.toLowerCase()}-77${people}`,
  };
};

/** Adds a category and an item with one priced value to the shop's active menu: its item and value ids. */
async function addItem(db: Database, shopId: number, name: string, priceCents: number, event = false) {
  const [menu] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.shopId, shopId), eq(menus.isActive, true)));
  const menuId = menu?.id ?? (await db.insert(menus).values({ shopId }).returning({ id: menus.id }))[0]!.id;
  const [category] = await db
    .insert(menuCategories)
    .values({ menuId, position: 91, title: `${name} shelf`, kind: 'drink', view: 'list', isEvents: event })
    .returning({ id: menuCategories.id });
  const [item] = await db
    .insert(menuItems)
    .values({
      categoryId: category!.id,
      shopId,
      position: 0,
      name,
      pickupTime: '5-10 min',
      isEvent: event,
      quantityRemaining: event ? 1000 : null,
      quantitySold: event ? 0 : null,
    })
    .returning({ id: menuItems.id });
  const [option] = await db
    .insert(menuOptions)
    .values({ menuItemId: item!.id, position: 0, title: 'Size', widgetType: 'exactly_one' })
    .returning({ id: menuOptions.id });
  const [value] = await db
    .insert(menuOptionValues)
    .values({ optionId: option!.id, position: 0, value: 'Regular', priceCents })
    .returning({ id: menuOptionValues.id });
  return { itemId: item!.id, valueId: value!.id };
}

describe('a customer’s personal data', () => {
  let t: TestApp;
  let bluebird = 0;
  let harbor = 0;
  let owner: { authorization: string };
  let staff: { authorization: string };
  const keys = { bluebird: '', harbor: '', platform: '' };
  const item = { brew: { itemId: 0, valueId: 0 }, event: { itemId: 0, valueId: 0 }, harbor: { itemId: 0, valueId: 0 } };
  let sequence = 0;

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: { authorization: string }, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
  const asKey = (key: string) => ({ authorization: `Bearer ${key}` });

  async function order(shopId: number, who: Person, line: { itemId: number; valueId: number }, quantity = 1) {
    const response = await inject('POST', '/api/orders', asKey(shopId === harbor ? keys.harbor : keys.bluebird), {
      appOrderId: `erasure-${++sequence}`,
      shopId,
      consumer: { name: who.name, email: who.email, phone: who.phone, appUserId: who.appUserId },
      items: [{ menuItemId: line.itemId, quantity, optionValueIds: [line.valueId] }],
      tipCents: 50,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ orderId: number }>().orderId;
  }

  const consumerOf = async (who: Person) =>
    (await t.db.select({ id: consumers.id }).from(consumers).where(eq(consumers.email, who.email)))[0]!.id;

  /**
   * A customer of Bluebird with a copy of their data everywhere the product keeps one: two orders, two tickets of
   * an event (one refunded: the log names the guest), a membership with answers, a message to Brewline.
   */
  async function fullCustomer(key: string) {
    const who = person(key);
    await order(bluebird, who, item.brew);
    await order(bluebird, who, item.brew, 2);
    const ticketOrder = await order(bluebird, who, item.event, 2);
    const id = await consumerOf(who);
    const [line] = await t.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, ticketOrder));
    const refund = await inject('PUT', `/api/shops/${bluebird}/events/${item.event.itemId}/guests/${line!.id}/refund`, owner, {});
    expect(refund.statusCode, refund.body).toBe(200);
    const [tier] = await t.db
      .insert(memberships)
      .values({ shopId: bluebird, name: `Club ${key}`, priceCents: 900 })
      .returning({ id: memberships.id });
    const [membership] = await t.db
      .insert(userMemberships)
      .values({ membershipId: tier!.id, shopId: bluebird, consumerId: id, status: 'approved', priceCents: 900, approvedAt: new Date() })
      .returning({ id: userMemberships.id });
    await t.db.insert(membershipAnswers).values([
      { userMembershipId: membership!.id, position: 0, question: 'Your favourite drink?', response: 'Flat white' },
      { userMembershipId: membership!.id, position: 1, question: 'How do we reach you?', response: `${who.name}, ${who.phone}` },
    ]);
    await t.db
      .insert(contactMessages)
      .values({ firstName: 'Zed', lastName: who.name, email: who.email, subject: 'Hello', message: who.email });
    return { who, id };
  }

  /** Every text, varchar and jsonb column of every table of the database that holds one of the values: `table.column`. */
  async function columnsHolding(values: string[]): Promise<string[]> {
    const { rows } = (await t.db.execute(sql`select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'character')
      order by table_name, column_name`)) as unknown as { rows: Array<{ table: string; column: string }> };
    expect(rows.length).toBeGreaterThan(40);
    const found: string[] = [];
    for (const { table, column } of rows) {
      const conditions = sql.join(
        values.map((value) => sql`${sql.identifier(column)}::text ilike ${`%${value}%`}`),
        sql` or `,
      );
      const result = (await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${conditions}`)) as unknown as {
        rows: Array<{ n: number }>;
      };
      if (result.rows[0]!.n > 0) found.push(`${table}.${column}`);
    }
    return found;
  }
  const valuesOf = (who: Person) => [who.name, who.email, who.phone, who.appUserId];

  const customersPage = async () => (await inject('GET', `/api/shops/${bluebird}/customers?pageSize=100`, owner)).json<CustomersPage>();
  const erasuresLogged = async (consumerId: number) =>
    (
      await t.db
        .select({ id: activityLog.id })
        .from(activityLog)
        .where(and(eq(activityLog.action, 'customerErased'), eq(activityLog.targetId, String(consumerId))))
    ).length;

  beforeAll(async () => {
    t = await createTestApp();
    ({ shopId: bluebird, ...owner } = await t.signInToShop('owner@demo.brewline.app'));
    staff = await t.signInToShop('staff@demo.brewline.app');
    harbor = (await t.db.select({ id: shops.id }).from(shops).where(eq(shops.name, 'Harbor Roasters Ballard')))[0]!.id;
    item.brew = await addItem(t.db, bluebird, 'Erasure Brew', 450);
    item.event = await addItem(t.db, bluebird, 'Erasure Night', 2000, true);
    item.harbor = await addItem(t.db, harbor, 'Harbor Erasure Brew', 500);
    keys.bluebird = (await issueServiceKey(t.db, { shopId: bluebird, name: 'Bluebird erasure app' })).secret;
    keys.harbor = (await issueServiceKey(t.db, { shopId: harbor, name: 'Harbor erasure app' })).secret;
    keys.platform = (await issueServiceKey(t.db, { shopId: null, name: 'Platform erasure app' })).secret;
  });
  afterAll(() => t?.close());

  describe('who may', () => {
    it('refuses staff without user management (403) and another shop’s customer (404), and checks the email typed', async () => {
      const { who, id } = await fullCustomer('Access');
      const url = `/api/shops/${bluebird}/customers/${id}/erasure`;
      expect((await inject('POST', url, staff, { email: who.email })).statusCode).toBe(403);

      const stranger = person('Harbor');
      await order(harbor, stranger, item.harbor);
      const strangerId = await consumerOf(stranger);
      expect(
        (await inject('POST', `/api/shops/${bluebird}/customers/${strangerId}/erasure`, owner, { email: stranger.email })).statusCode,
      ).toBe(404);
      expect((await inject('GET', `/api/shops/${bluebird}/customers/${strangerId}/data.json`, owner)).statusCode).toBe(404);

      const wrong = await inject('POST', url, owner, { email: 'someone.else@example.com' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.messageKey).toBe('erasureEmailMismatch');
      expect((await inject('POST', url, owner, { email: '' })).statusCode).toBe(400);
      // Staff with analytics reads the data (the profile's access); nothing was erased by the refusals.
      expect((await inject('GET', `/api/shops/${bluebird}/customers/${id}/data.json`, staff)).statusCode).toBe(200);
      expect(await erasuresLogged(id)).toBe(0);
    });
  });

  describe('the access file', () => {
    it('holds the customer’s orders, lines, memberships with their answers and payments, as JSON and as .xlsx', async () => {
      const { who, id } = await fullCustomer('Download');
      const json = await inject('GET', `/api/shops/${bluebird}/customers/${id}/data.json`, owner);
      expect(json.statusCode).toBe(200);
      expect(json.headers['content-disposition']).toContain(`CustomerData-${id}.json`);
      const data = json.json<CustomerData>();
      expect(data.customer).toMatchObject({ id, name: who.name, email: who.email, phone: who.phone, erasedAt: null });
      expect(data.orders).toHaveLength(3);
      expect(data.orders.every((row) => row.appUserId === who.appUserId && row.shopId === bluebird)).toBe(true);
      expect(data.orders.flatMap((row) => row.items.map((line) => `${line.quantity} × ${line.name}`))).toEqual([
        '1 × Erasure Brew',
        '2 × Erasure Brew',
        '2 × Erasure Night',
      ]);
      expect(data.memberships).toHaveLength(1);
      expect(data.memberships[0]!.answers).toEqual([
        { question: 'Your favourite drink?', response: 'Flat white' },
        { question: 'How do we reach you?', response: `${who.name}, ${who.phone}` },
      ]);
      // The three orders' payments and the refund of one ticket.
      expect(data.payments).toHaveLength(4);
      expect(data.payments.filter((row) => row.amountCents < 0)).toHaveLength(1);
      expect(data.shops).toEqual([{ shopId: bluebird, shopName: 'Bluebird Coffee' }]);

      const xlsx = await inject('GET', `/api/shops/${bluebird}/customers/${id}/data.xlsx`, owner);
      expect(xlsx.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const cells = book.worksheets[0]!.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1).map(String) : []));
      expect(cells[1]).toEqual(['Section', 'Record', 'Field', 'Value']);
      expect(cells).toContainEqual(['Customer', String(id), 'email', who.email]);
      expect(cells.filter((row) => row[0] === 'Order' && row[2] === 'orderId')).toHaveLength(3);
      expect(cells).toContainEqual([
        'Membership answer',
        `Membership ${data.memberships[0]!.id}`,
        'How do we reach you?',
        `${who.name}, ${who.phone}`,
      ]);
    });
  });

  describe('erasure', () => {
    it('leaves none of the customer’s values in any text column, and every report’s totals as they were', async () => {
      const { who, id } = await fullCustomer('Gone');
      const today = new Date().toISOString().slice(0, 10);
      const yearAgo = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
      const reports = [
        `/api/shops/${bluebird}/analytics/overview`,
        // The cards' customer figures too: recency, frequency (its weeks stored by the first read), new customers.
        `/api/shops/${bluebird}/analytics/overview/cards`,
        `/api/shops/${bluebird}/analytics/sales?from=${yearAgo}&to=${today}`,
        `/api/shops/${bluebird}/analytics/item-sales?from=${yearAgo}&to=${today}`,
        `/api/shops/${bluebird}/analytics/transactions?from=${yearAgo}&to=${today}`,
      ];
      // Every figure of every report; the transactions' rows and the recent orders name their customer, which is what
      // changes.
      const read = async () =>
        Promise.all(
          reports.map(async (url) => {
            const answer = await inject('GET', url, owner);
            expect(answer.statusCode, answer.body).toBe(200);
            return JSON.parse(answer.body, function (this: Record<string, unknown>, key, value: unknown) {
              return key === 'userName' || (key === 'name' && 'orderNum' in this) ? undefined : value;
            }) as unknown;
          }),
        );
      const before = await read();
      const listBefore = await customersPage();
      const countsBefore = (await inject('GET', `/api/shops/${bluebird}/customers/segments`, owner)).json<CustomerSegments>();
      const erased = listBefore.rows.find((row) => row.id === id)!;
      expect(erased.email).toBe(who.email);
      expect(await columnsHolding(valuesOf(who))).not.toEqual([]);

      const response = await inject('POST', `/api/shops/${bluebird}/customers/${id}/erasure`, owner, {
        email: ` ${who.email.toUpperCase()} `,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<EraseCustomerResponse>().customerId).toBe(id);

      expect(await columnsHolding(valuesOf(who))).toEqual([]);
      expect(await read()).toEqual(before);
      const listAfter = await customersPage();
      expect(listAfter.total).toBe(listBefore.total - 1);
      expect(listAfter.rows.map((row) => row.id)).not.toContain(id);
      const spend = (page: CustomersPage) => page.rows.filter((row) => row.id !== id).reduce((sum, row) => sum + row.spendCents, 0);
      expect(spend(listAfter)).toBe(spend(listBefore));
      const countsAfter = (await inject('GET', `/api/shops/${bluebird}/customers/segments`, owner)).json<CustomerSegments>();
      expect(countsAfter.all).toBe(countsBefore.all - 1);
      const search = (
        await inject('GET', `/api/shops/${bluebird}/customers?search=${encodeURIComponent('Erased customer')}`, owner)
      ).json<CustomersPage>();
      expect(search.total).toBe(0);
      expect((await inject('GET', `/api/shops/${bluebird}/customers/${id}`, owner)).statusCode).toBe(404);

      const [row] = await t.db.select().from(consumers).where(eq(consumers.id, id));
      const { name, email, phone } = erasedTombstone(id);
      expect({ name: row!.name, email: row!.email, phone: row!.phone }).toEqual({ name, email, phone });
      expect(row!.erasedAt).toBeInstanceOf(Date);
      const log = await t.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.action, 'customerErased'), eq(activityLog.targetId, String(id))));
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ shopId: bluebird, area: 'customers', targetName: String(id) });

      // A later order with the same email is a new customer.
      await order(bluebird, who, item.brew);
      const newcomer = await consumerOf(who);
      expect(newcomer).not.toBe(id);
      const listLater = await customersPage();
      expect(listLater.rows.find((one) => one.id === newcomer)).toMatchObject({ visits: 1, email: who.email });
    });

    it('erasing twice, or twice at once, erases once and logs once', async () => {
      const { who, id } = await fullCustomer('Twice');
      const url = `/api/shops/${bluebird}/customers/${id}/erasure`;
      const answers = await Promise.all([1, 2, 3].map(() => inject('POST', url, owner, { email: who.email })));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.json<EraseCustomerResponse>().erasedAt)).size).toBe(1);
      const again = await inject('POST', url, owner, { email: who.email });
      expect(again.statusCode).toBe(200);
      expect(again.json<EraseCustomerResponse>().erasedAt).toBe(answers[0]!.json<EraseCustomerResponse>().erasedAt);
      expect(await erasuresLogged(id)).toBe(1);
    });
  });

  describe('the ordering app’s requests', () => {
    it('erases for every shop on a platform request, once per request id, with the same reference on a repeat', async () => {
      const { who, id } = await fullCustomer('Platform');
      await order(harbor, who, item.harbor);
      const body = { email: who.email, requestId: 'app-erasure-1' };
      const first = await inject('POST', '/api/consumers/erasure-requests', asKey(keys.platform), body);
      expect(first.statusCode, first.body).toBe(202);
      const request = first.json<ConsumerRequest>();
      expect(request).toMatchObject({ kind: 'erasure', requestId: 'app-erasure-1', found: true });
      expect(request.reference).toMatch(/^cdr_[0-9a-f]{24}$/);
      const repeats = await Promise.all([1, 2].map(() => inject('POST', '/api/consumers/erasure-requests', asKey(keys.platform), body)));
      expect(repeats.map((answer) => [answer.statusCode, answer.json<ConsumerRequest>().reference])).toEqual([
        [200, request.reference],
        [200, request.reference],
      ]);
      expect(await columnsHolding(valuesOf(who))).toEqual([]);
      // Logged at both shops the person bought at, by the ordering app.
      const log = await t.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.action, 'customerErased'), eq(activityLog.targetId, String(id))));
      expect(log.map((row) => [row.shopId, row.actorName]).sort()).toEqual(
        [
          [bluebird, 'Ordering app'],
          [harbor, 'Ordering app'],
        ].sort(),
      );
      const stored = await t.db.select().from(consumerDataRequests).where(eq(consumerDataRequests.reference, request.reference));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ kind: 'erasure', consumerId: id, idempotencyKey: 'app-erasure-1', shopId: null });
      expect(stored[0]!.completedAt).toBeInstanceOf(Date);
    });

    it('runs parallel first requests of one request id once', async () => {
      const { who, id } = await fullCustomer('Parallel');
      const body = { email: who.email, requestId: 'app-erasure-parallel' };
      const answers = await Promise.all([1, 2, 3].map(() => inject('POST', '/api/consumers/erasure-requests', asKey(keys.bluebird), body)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 202]);
      expect(new Set(answers.map((answer) => answer.json<ConsumerRequest>().reference)).size).toBe(1);
      expect(await erasuresLogged(id)).toBe(1);
    });

    it('does not find a customer of another shop with a shop key, and hands an access request’s data to its key only', async () => {
      const harborOnly = person('HarborOnly');
      await order(harbor, harborOnly, item.harbor);
      const notHere = await inject('POST', '/api/consumers/erasure-requests', asKey(keys.bluebird), {
        email: harborOnly.email,
        requestId: 'app-erasure-elsewhere',
      });
      expect(notHere.statusCode).toBe(202);
      expect(notHere.json<ConsumerRequest>().found).toBe(false);
      expect(await columnsHolding([harborOnly.email])).toContain('consumers.email');

      const { who } = await fullCustomer('AppAccess');
      const body = { email: ` ${who.email.toUpperCase()}`, requestId: 'app-access-1' };
      const asked = await inject('POST', '/api/consumers/access-requests', asKey(keys.bluebird), body);
      expect(asked.statusCode, asked.body).toBe(202);
      const { reference } = asked.json<ConsumerRequest>();
      const again = await inject('POST', '/api/consumers/access-requests', asKey(keys.bluebird), body);
      expect([again.statusCode, again.json<ConsumerRequest>().reference]).toEqual([200, reference]);

      const fetched = await inject('GET', `/api/consumers/access-requests/${reference}`, asKey(keys.bluebird));
      expect(fetched.statusCode).toBe(200);
      const result = fetched.json<ConsumerAccessResult>();
      expect(result.data?.customer.email).toBe(who.email);
      expect(result.data?.orders).toHaveLength(3);
      expect(result.data?.memberships).toHaveLength(1);
      expect((await inject('GET', `/api/consumers/access-requests/${reference}`, asKey(keys.harbor))).statusCode).toBe(404);
      expect((await inject('GET', `/api/consumers/access-requests/${reference}`, owner)).statusCode).toBe(401);
      expect((await inject('POST', '/api/consumers/access-requests', asKey(keys.bluebird), { email: who.email })).statusCode).toBe(400);
    });
  });
});
