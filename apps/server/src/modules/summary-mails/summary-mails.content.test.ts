import { dayStart } from '@brewline/contracts/analytics';
import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumers } from '../../db/schema/consumers';
import { memberships, userMemberships } from '../../db/schema/memberships';
import { menuItems } from '../../db/schema/menu';
import { orderItems, orders, payouts, transactions } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { createOutboxMailer } from '../../ports/mailer';
import { analyticsServiceOf } from '../../test/analytics-service';
import { UNRECORDED_ACTIVITY } from '../activity/activity.rules';
import { createDayCloseRepository } from '../day-close/day-close.repository';
import { createDayCloseService } from '../day-close/day-close.service';
import { createJournalRepository } from '../journal/journal.repository';
import { createJournalService } from '../journal/journal.service';
import { createTipsRepository } from '../tips/tips.repository';
import { createTipsService } from '../tips/tips.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildLedger } from '../ledger/ledger.module';
import { createMembersRepository } from '../members/members.repository';
import { createMembersService } from '../members/members.service';
import { createSummaryMailContent, type SummaryMailContext } from './summary-mails.content';

/**
 * The summary mails on a hand-made shop, Bluebird Coffee, whose figures are worked out here by hand.
 *
 * Morning of Wednesday 2026-11-25: the summary covers Tuesday 2026-11-24 (D), against Tuesday 2026-11-17 (D−7).
 *   D   10:00 O1 Latte ×3 @450 + Muffin ×1 @300 = 1650
 *   D   11:30 O2 Latte ×1 @450 + Scone ×2 @350  = 1150
 *   D   15:00 O3 Cookie ×4 @200 + Muffin ×2 @300 = 1400      -> gross 4200 ($42.00), 3 orders
 *   D−1 23:59 and D+1 00:00 one order each (not counted)
 *   D−7 O4 Latte ×4 @500 = 2000, O5 Muffin ×5 @300 = 1500 -> gross 3500, 2 orders: +20% gross, +50% orders
 *   Items on D by gross: Latte 1800 (4), Muffin 900 (3), Cookie 800 (4), Scone 700 (2): the top three leave Scone out.
 *   Refunds: one on D of O2's Latte (−450: 1 for $4.50), one on D−1 (not counted).
 *   Members: M1 approved on D (joined), M2 cancelled by the customer on D (cancelled), M3 cancelled by the shop on D−1
 *   and M4 approved on D−1 (neither counted): 1 new, 1 cancelled.
 *
 * Monday 2026-11-23's statement covers the payouts paid 2026-11-16 .. 2026-11-22: P1, paid 2026-11-16 14:00 for
 * 2026-11-09 .. 2026-11-15, pays O6 (1000 + tax 80 = 1080, fee 50: net 1030), O7 (500 + tax 40 + tip 100 = 640, fee
 * 30: net 610) and a refund of O7 (−200, net −200): 1440 paid. P0, paid 2026-11-09, belongs to the week before.
 */
const D = '2026-11-24';
const MORNING = '2026-11-25';
const MONDAY = '2026-11-23';
/** Intl's no-break and thin spaces (which differ between ICU versions) as plain ones, to compare with the text here. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');
const at = (day: string, hh: number, mm = 0) => new Date(dayStart(day).getTime() + (hh * 60 + mm) * 60_000);

describe('summary mail content', () => {
  let t: TestApp;
  let shopId: number;
  let content: ReturnType<typeof createSummaryMailContent>;
  const context = (
    language: SummaryMailContext['language'],
    shopDate: string,
    weekClose: SummaryMailContext['weekClose'] = 'none',
  ): SummaryMailContext => ({
    shopId,
    shopName: 'Bluebird Coffee',
    timeZone: 'America/New_York',
    recipient: { email: 'owner@bluebird.example', firstName: 'Rosa' },
    language,
    weekClose,
    shopDate,
    overviewUrl: `http://localhost:3000/app/overview?shop=${shopId}`,
    unsubscribeUrl: 'http://localhost:3000/summary-mails/unsubscribe?token=abc.def',
  });

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
    const [shop] = await t.db.insert(shops).values({ name: 'Bluebird Coffee', isOnboarded: true }).returning({ id: shops.id });
    shopId = shop!.id;
    const items = await t.db
      .insert(menuItems)
      .values(
        ['Latte', 'Muffin', 'Scone', 'Cookie'].map((name, position) => ({
          shopId,
          position,
          name,
          pickupTime: '5-10 min',
          archivedAt: new Date(),
        })),
      )
      .returning({ id: menuItems.id });
    const item = Object.fromEntries(['Latte', 'Muffin', 'Scone', 'Cookie'].map((name, i) => [name, items[i]!.id]));
    const people = await t.db
      .insert(consumers)
      .values(['ann', 'ben', 'cat', 'dan', 'eve', 'fay'].map((name) => ({ name, email: `${name}-summary@example.com` })))
      .returning({ id: consumers.id });
    const person = people.map((p) => p.id);

    const orderIds: Record<string, number> = {};
    const order = async (
      key: string,
      createdAt: Date,
      lines: Array<[name: string, qty: number, unit: number]>,
      extra: { tax?: number; tip?: number; fee?: number } = {},
    ) => {
      const subtotal = lines.reduce((sum, [, qty, unit]) => sum + qty * unit, 0);
      const tax = extra.tax ?? 0;
      const tip = extra.tip ?? 0;
      const fee = extra.fee ?? 0;
      const total = subtotal + tax + tip;
      const [row] = await t.db
        .insert(orders)
        .values({
          shopId,
          appOrderId: `summary-${key}`,
          consumerId: person[0]!,
          subtotalCents: subtotal,
          discountCents: 0,
          taxCents: tax,
          tipCents: tip,
          totalCents: total,
          feeCents: fee,
          netCents: total - fee,
          createdAt,
        })
        .returning({ id: orders.id });
      orderIds[key] = row!.id;
      await t.db.insert(orderItems).values(
        lines.map(([name, qty, unit]) => ({
          orderId: row!.id,
          shopId,
          menuItemId: item[name]!,
          name,
          categoryTitle: 'Test',
          quantity: qty,
          unitPriceCents: unit,
          totalCents: qty * unit,
          createdAt,
        })),
      );
      const [transaction] = await t.db
        .insert(transactions)
        .values({
          shopId,
          type: TRANSACTION_TYPE.order,
          description: `Order #${row!.id}`,
          orderId: row!.id,
          consumerId: person[0]!,
          subtotalCents: subtotal,
          tipCents: tip,
          taxCents: tax,
          discountCents: 0,
          amountCents: total,
          feeCents: fee,
          netCents: total - fee,
          createdAt,
        })
        .returning({ id: transactions.id });
      return transaction!.id;
    };
    const refund = (orderKey: string, createdAt: Date, amount: number, payoutId: number | null = null) =>
      t.db.insert(transactions).values({
        shopId,
        type: TRANSACTION_TYPE.orderRefund,
        description: `Refund of order #${orderIds[orderKey]}`,
        orderId: orderIds[orderKey]!,
        consumerId: person[0]!,
        subtotalCents: -amount,
        tipCents: 0,
        taxCents: 0,
        discountCents: 0,
        amountCents: -amount,
        feeCents: 0,
        netCents: -amount,
        payoutId,
        createdAt,
      });

    await order('O1', at(D, 10), [
      ['Latte', 3, 450],
      ['Muffin', 1, 300],
    ]);
    await order('O2', at(D, 11, 30), [
      ['Latte', 1, 450],
      ['Scone', 2, 350],
    ]);
    await order('O3', at(D, 15), [
      ['Cookie', 4, 200],
      ['Muffin', 2, 300],
    ]);
    await order('before', at('2026-11-23', 23, 59), [['Latte', 10, 450]]);
    await order('after', at('2026-11-25', 0, 0), [['Scone', 10, 350]]);
    await order('O4', at('2026-11-17', 9), [['Latte', 4, 500]]);
    await order('O5', at('2026-11-17', 12), [['Muffin', 5, 300]], { tip: 250 });
    await refund('O2', at(D, 16), 450);
    await refund('O1', at('2026-11-23', 16), 300);

    // The statement's week.
    const [p0, p1] = await t.db
      .insert(payouts)
      .values([
        {
          shopId,
          periodStart: '2026-11-02',
          periodEnd: '2026-11-08',
          orderCount: 0,
          subtotalCents: 0,
          taxCents: 0,
          tipCents: 0,
          discountCents: 0,
          totalCents: 0,
          feeCents: 0,
          paidCents: 0,
          paidAt: at('2026-11-09', 14),
        },
        {
          shopId,
          periodStart: '2026-11-09',
          periodEnd: '2026-11-15',
          orderCount: 2,
          subtotalCents: 1300,
          taxCents: 120,
          tipCents: 100,
          discountCents: 0,
          totalCents: 1520,
          feeCents: 80,
          paidCents: 1440,
          paidAt: at('2026-11-16', 14),
        },
      ])
      .returning({ id: payouts.id });
    expect(p0).toBeDefined();
    const o6 = await order('O6', at('2026-11-10', 9), [['Latte', 2, 500]], { tax: 80, fee: 50 });
    const o7 = await order('O7', at('2026-11-12', 9), [['Muffin', 1, 500]], { tax: 40, tip: 100, fee: 30 });
    await t.db
      .update(transactions)
      .set({ payoutId: p1!.id })
      .where(inArray(transactions.id, [o6, o7]));
    await refund('O7', at('2026-11-13', 9), 200, p1!.id);
    expect((await t.db.select().from(transactions).where(eq(transactions.payoutId, p1!.id))).length).toBe(3);

    // Members.
    const [tier] = await t.db.insert(memberships).values({ shopId, name: 'Regulars', priceCents: 1500 }).returning({ id: memberships.id });
    const member = (consumer: number, values: Partial<typeof userMemberships.$inferInsert> & { status: string }) => ({
      membershipId: tier!.id,
      shopId,
      consumerId: person[consumer]!,
      priceCents: 1500,
      requestedAt: at('2026-10-01', 9),
      ...values,
    });
    await t.db
      .insert(userMemberships)
      .values([
        member(1, { status: 'approved', approvedAt: at(D, 9) }),
        member(2, { status: 'cancelled_by_customer', approvedAt: at('2026-10-01', 10), cancelledAt: at(D, 12) }),
        member(3, { status: 'cancelled_by_shop', approvedAt: at('2026-10-01', 10), cancelledAt: at('2026-11-23', 12) }),
        member(4, { status: 'approved', approvedAt: at('2026-11-23', 9) }),
      ]);

    await buildLedger(t.db).rebuildRollups([shopId]);
    const ledger = buildLedger(t.db);
    const dayClose = createDayCloseService({ repository: createDayCloseRepository(t.db) });
    content = createSummaryMailContent({
      analytics: analyticsServiceOf(t, () => new Date()),
      members: createMembersService({ repository: createMembersRepository(t.db), ledger }),
      dayClose,
      journal: createJournalService({ repository: createJournalRepository(t.db), activity: UNRECORDED_ACTIVITY, dayClose }),
      tips: createTipsService({
        repository: createTipsRepository(t.db),
        activity: UNRECORDED_ACTIVITY,
        users: { namesAt: () => Promise.resolve([]) },
      }),
    });
  });
  afterAll(() => t?.close());

  it('writes the morning summary in English: the day against the same weekday a week before', async () => {
    const mail = await content.morning(context('en', MORNING));
    expect(mail.to).toBe('owner@bluebird.example');
    expect(mail.subject).toBe('Bluebird Coffee: $42 yesterday (+20% on last Tuesday)');
    expect(mail.text).toContain('Hi Rosa,');
    expect(mail.text).toContain('Here is how Bluebird Coffee did on Tuesday, November 24.');
    expect(mail.text).toContain('Gross sales: $42.00 (last Tuesday: $35.00, +20%).');
    expect(mail.text).toContain('Orders: 3 (last Tuesday: 2, +50%).');
    expect(mail.text).toContain('Top items (units sold):\n\n• Latte: 4\n• Muffin: 3\n• Cookie: 4');
    expect(mail.text).not.toContain('Scone');
    expect(mail.text).toContain('New members: 1. Cancelled members: 1.');
    expect(mail.text).toContain('Refunds: 1, for $4.50.');
    expect(mail.text).toContain(`Open the Overview\nhttp://localhost:3000/app/overview?shop=${shopId}`);
    expect(mail.text).toMatch(
      /asked for the morning summary of Bluebird Coffee on your Account page\. .*\nUnsubscribe\nhttp:\/\/localhost:3000\/summary-mails\/unsubscribe\?token=abc\.def$/,
    );
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<http://localhost:3000/summary-mails/unsubscribe?token=abc.def>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('<li>Latte: 4</li><li>Muffin: 3</li><li>Cookie: 4</li>');
    expect(mail.attachments).toBeUndefined();
  });

  it('writes it in French, with French money, percents and dates', async () => {
    const mail = await content.morning(context('fr', MORNING));
    const text = spaced(mail.text);
    expect(spaced(mail.subject)).toBe('Bluebird Coffee : 42 $US hier (+20 % par rapport à mardi dernier)');
    expect(text).toContain('Voici la journée de Bluebird Coffee du mardi 24 novembre.');
    expect(text).toContain('Ventes brutes : 42,00 $US (mardi dernier : 35,00 $US, +20 %).');
    expect(text).toContain('Remboursements : 1, pour 4,50 $US.');
    expect(text).toContain('Nouveaux membres : 1. Membres résiliés : 1.');
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
  });

  it('writes Arabic right to left', async () => {
    const mail = await content.morning(context('ar', MORNING));
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.subject).toContain('مقارنةً بيوم الثلاثاء الماضي');
  });

  it('says so when a day had nothing to compare with, and nothing sold', async () => {
    const mail = await content.morning(context('en', '2026-10-02'));
    expect(mail.subject).toBe('Bluebird Coffee: $0 yesterday');
    expect(mail.text).toContain('Gross sales: $0.00 (last Thursday: $0.00).');
    expect(mail.text).toContain('No items were sold.');
    expect(mail.text).toContain('Refunds: none.');
  });

  it("attaches Monday's payout statement, whose total row equals the amount paid", async () => {
    const mail = await content.payoutStatement(context('en', MONDAY));
    expect(mail).not.toBeNull();
    expect(spaced(mail!.subject)).toBe('Bluebird Coffee: payout statement, Nov 16 – 22, 2026');
    expect(spaced(mail!.text)).toContain('• $14.40, paid on Nov 16, 2026, for the week Nov 9 – 15, 2026 (2 orders).');
    expect(mail!.attachments).toHaveLength(1);
    const [file] = mail!.attachments!;
    expect(file!.filename).toBe('PayoutStatement-2026-11-23.xlsx');
    expect(file!.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const rows = await readSheet(file!.content);
    expect(rows[0]!.slice(0, 4)).toEqual(['Payout Date', 'Transaction ID', 'Transaction Type', 'Description']);
    const net = rows[0]!.indexOf('Net');
    const type = rows[0]!.indexOf('Transaction Type');
    expect(rows.slice(1).map((row) => row[type])).toEqual(['Orders', 'Orders', 'Order Refunds', 'Total']);
    expect(rows.slice(1).map((row) => row[net])).toEqual([10.3, 6.1, -2, 14.4]);
  });

  it('writes the statement in the recipient language, the sheet staying English', async () => {
    const mail = await content.payoutStatement(context('es', MONDAY));
    expect(spaced(mail!.subject)).toBe('Bluebird Coffee: extracto de pagos, 16–22 nov 2026');
    expect(spaced(mail!.text)).toContain('14,40 US$, pagado el 16 nov 2026');
    expect((await readSheet(mail!.attachments![0]!.content))[0]).toContain('Net');
  });

  it("attaches the week's close when asked for: its tips, the day close and the journal in the chosen format", async () => {
    const asked = await content.payoutStatement(context('en', MONDAY, 'quickbooks'));
    expect(spaced(asked!.text)).toContain('Tips of the week to share: $2.50.');
    const names = asked!.attachments!.map((file) => file.filename);
    expect(names).toEqual([
      'PayoutStatement-2026-11-23.xlsx',
      'DayClose-2026-11-16-to-2026-11-22.xlsx',
      'Journal-QuickBooks-2026-11-16-to-2026-11-22-by-day.csv',
    ]);
    expect(asked!.text).toContain(`(${names.slice(1).join(', ')})`);

    // The day close: the week's seven days and their totals; the tips are O5's.
    const days = await readSheet(asked!.attachments![1]!.content);
    const tipsColumn = days[0]!.indexOf('Tips');
    expect(days.slice(1).map((row) => row[0])).toEqual([...Array.from({ length: 7 }, (_, i) => `2026-11-${16 + i}`), 'Total']);
    expect(days.at(-1)![tipsColumn]).toBe(2.5);

    // The journal: QuickBooks' columns, and its debits equal its credits.
    const [header, ...lines] = asked!
      .attachments![2]!.content.toString()
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toBe('Journal No.,Journal Date,Account Name,Description,Debits,Credits');
    const sum = (column: number) => lines.reduce((total, line) => total + Math.round(Number(line.split(',').at(column) || 0) * 100), 0);
    expect(lines.length).toBeGreaterThan(0);
    expect(sum(-2)).toBe(sum(-1));

    const xero = await content.payoutStatement(context('en', MONDAY, 'xero'));
    expect(xero!.attachments!.map((file) => file.filename)[2]).toBe('Journal-Xero-2026-11-16-to-2026-11-22-by-day.csv');
    expect(xero!.attachments![2]!.content.toString()).toContain('Narration');

    const plain = await content.payoutStatement(context('en', MONDAY));
    expect(plain!.text).not.toContain('Tips of the week');
    expect(plain!.attachments).toHaveLength(1);
  });

  it('has no statement for a week without a payout', async () => {
    expect(await content.payoutStatement(context('en', '2026-12-07'))).toBeNull();
  });

  it('keeps the mail and its attachment in the outbox, and the dev mailbox shows both, in French', async () => {
    const mailer = createOutboxMailer(t.db);
    await mailer.send(await content.morning(context('fr', MORNING)));
    await mailer.send((await content.payoutStatement(context('fr', MONDAY)))!);

    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    const body = spaced(page.body);
    expect(body).toContain('Bluebird Coffee : 42 $US hier (+20 % par rapport à mardi dernier)');
    expect(body).toContain('Voici la journée de Bluebird Coffee du mardi 24 novembre.');
    const link = /<a href="(\/dev\/mailbox\/\d+\/attachments\/0)">PayoutStatement-2026-11-23\.xlsx<\/a>/.exec(page.body);
    expect(link).not.toBeNull();

    const download = await t.app.inject({ method: 'GET', url: link![1]!, remoteAddress: '127.0.0.1' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(download.headers['content-disposition']).toContain('filename="PayoutStatement-2026-11-23.xlsx"');
    const rows = await readSheet(download.rawPayload);
    expect(rows.at(-1)![rows[0]!.indexOf('Net')]).toBe(14.4);

    const elsewhere = await t.app.inject({ method: 'GET', url: link![1]!, remoteAddress: '203.0.113.9' });
    expect(elsewhere.statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: link![1]!.replace(/0$/, '1'), remoteAddress: '127.0.0.1' });
    expect(missing.statusCode).toBe(404);
  });
});

/** The first sheet's rows as plain values (header row first). */
async function readSheet(content: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
