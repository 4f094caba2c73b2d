import { addDays } from '@brewline/contracts/days';
import type { JournalEntry } from '@brewline/contracts/schemas/journal';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv } from '../../test/read-csv';
import {
  coverEnd,
  JOURNAL_ACCOUNT_DEFAULTS,
  XERO_LINES_PER_FILE,
  dayEntry,
  dayLines,
  type DuesRow,
  duesByMonth,
  imbalanceCents,
  type JournalFigures,
  netCents,
  NO_FIGURES,
  payoutEntry,
  plainAmount,
  quickbooksCsv,
  xeroCsvParts,
} from './journal.rules';

const cents = (text: string) => (text === '' ? 0 : Math.round(Number(text) * 100));
const byAccount = (lines: ReturnType<typeof dayLines>) =>
  lines.map((each) => [each.account, each.description, each.debitCents, each.creditCents]);

// The worked example of decision 305.
const JAN_20: JournalFigures = {
  grossSalesCents: 14_000,
  memberGrossSalesCents: 6_000,
  itemDiscountCents: 200,
  memberDiscountCents: 400,
  promoDiscountCents: 500,
  complimentaryValueCents: 350,
  taxCents: 800,
  tipCents: 1200,
  refundSalesCents: 1000,
  refundTaxCents: 80,
  refundTipCents: 100,
  feeCents: 600,
  subsidyCents: 150,
};
const DUES_JAN_20: DuesRow = { day: '2026-01-20', coversFrom: '2026-01-20', revenueCents: 1000, taxCents: 0, payments: 1 };

describe('the booking rule', () => {
  it('covers a month of membership from the day paid, the 31st to the last day of a shorter month', () => {
    expect(coverEnd('2026-01-20')).toBe('2026-02-20');
    expect(coverEnd('2026-01-31')).toBe('2026-02-28');
    expect(coverEnd('2026-12-15')).toBe('2027-01-15');
    // Paid January 20th: 12 days of January and 19 of February, $10.00 x 12/31 = $3.871 -> $3.87, the rest $6.13.
    expect(duesByMonth('2026-01-20', 1000)).toEqual([
      { month: '2026-01', cents: 387 },
      { month: '2026-02', cents: 613 },
    ]);
    // Paid on the 1st: the whole month's.
    expect(duesByMonth('2026-03-01', 1000)).toEqual([{ month: '2026-03', cents: 1000 }]);
    expect(duesByMonth('2026-01-31', -1000)).toEqual([
      { month: '2026-01', cents: -36 },
      { month: '2026-02', cents: -964 },
    ]);
  });

  it('books a day worked out by hand (decision 305)', () => {
    expect(byAccount(dayLines(JAN_20, [DUES_JAN_20], '2026-01-20'))).toEqual([
      // 140 - 2 - 4 - 5 + 8 + 12 - 10 - 0.80 - 1 - 6 + 10 (dues) = 141.20: the day close's net.
      ['clearing', 'Collected less fees', 14_120, 0],
      ['sales', 'Sales at menu price', 0, 8_000],
      ['memberSales', 'Member orders at menu price', 0, 6_000],
      ['memberSales', 'Complimentary items at menu value', 0, 350],
      ['discounts', 'Item discounts', 200, 0],
      ['discounts', 'Member discounts', 400, 0],
      ['discounts', 'Promo code discounts', 500, 0],
      ['discounts', 'Complimentary items at menu value', 350, 0],
      ['salesTaxPayable', 'Sales tax collected', 0, 800],
      ['tipsPayable', 'Tips collected', 0, 1200],
      ['refunds', 'Order refunds: sales', 1000, 0],
      ['salesTaxPayable', 'Order refunds: sales tax', 80, 0],
      ['tipsPayable', 'Order refunds: tips', 100, 0],
      ['membershipRevenue', 'Membership dues of this month', 0, 387],
      ['deferredMembershipRevenue', 'Membership dues of later months', 0, 613],
      ['platformFees', 'Platform fees', 600, 0],
      ['clearing', 'Platform subsidies due', 150, 0],
      ['subsidyIncome', 'Platform subsidies', 0, 150],
    ]);
    // Debits 141.20 + 2 + 4 + 5 + 3.50 + 10 + 0.80 + 1 + 6 + 1.50 = 175.00; credits 80 + 60 + 3.50 + 8 + 12 + 3.87 + 6.13 + 1.50 = 175.00.
    expect(imbalanceCents(dayLines(JAN_20, [DUES_JAN_20], '2026-01-20'))).toBe(0);
  });

  it('moves the deferred dues to revenue on the first of the month they cover, and a refund takes back both', () => {
    expect(byAccount(dayLines(NO_FIGURES, [DUES_JAN_20], '2026-02-01'))).toEqual([
      ['deferredMembershipRevenue', 'Earlier dues earned this month', 613, 0],
      ['membershipRevenue', 'Earlier dues earned this month', 0, 613],
    ]);
    // Nothing on the other days of February.
    expect(dayLines(NO_FIGURES, [DUES_JAN_20], '2026-02-02')).toEqual([]);
    // Refunded on February 5th: both months are earned by then, so all $10.00 comes off revenue.
    const refundFeb = { day: '2026-02-05', coversFrom: '2026-01-20', revenueCents: -1000, taxCents: 0, payments: 1 };
    expect(byAccount(dayLines(NO_FIGURES, [DUES_JAN_20, refundFeb], '2026-02-05'))).toEqual([
      ['clearing', 'Collected less fees', 0, 1000],
      ['membershipRevenue', 'Membership dues of this month', 1000, 0],
    ]);
    // Refunded on January 25th: January's part off revenue, February's off the liability, and nothing moves on Feb 1st.
    const refundJan = { ...refundFeb, day: '2026-01-25' };
    expect(byAccount(dayLines(NO_FIGURES, [DUES_JAN_20, refundJan], '2026-01-25'))).toEqual([
      ['clearing', 'Collected less fees', 0, 1000],
      ['membershipRevenue', 'Membership dues of this month', 387, 0],
      ['deferredMembershipRevenue', 'Membership dues of later months', 613, 0],
    ]);
    expect(dayLines(NO_FIGURES, [DUES_JAN_20, refundJan], '2026-02-01')).toEqual([]);
  });

  it("ends a payout's entry at the bank, debited the amount paid", () => {
    const days = [
      { day: '2026-01-19', figures: { ...NO_FIGURES, grossSalesCents: 2000, feeCents: 100 } },
      { day: '2026-01-20', figures: { ...NO_FIGURES, grossSalesCents: 3000, feeCents: 150 } },
    ];
    const entry = payoutEntry(
      { id: 7, paidDay: '2026-01-26', periodStart: '2026-01-19', periodEnd: '2026-01-25', paidCents: 4750 },
      days,
      [],
    );
    expect(entry.number).toBe('BL-P7');
    expect(byAccount(entry.lines)).toEqual([
      ['clearing', 'Collected less fees', 4750, 0],
      ['sales', 'Sales at menu price', 0, 5000],
      ['platformFees', 'Platform fees', 250, 0],
      ['clearing', 'Paid out to the bank', 0, 4750],
      ['bank', 'Payout from Brewline', 4750, 0],
    ]);
  });

  it('writes plain amounts with two decimals', () => {
    expect(plainAmount(123_450)).toBe('1234.50');
    expect(plainAmount(-5)).toBe('-0.05');
    expect(plainAmount(0)).toBe('0.00');
  });

  it('writes the QuickBooks and Xero files, read back to the same entry', () => {
    const entry = dayEntry(JAN_20, [DUES_JAN_20], '2026-01-20');
    const qb = readCsv(quickbooksCsv([entry], JOURNAL_ACCOUNT_DEFAULTS));
    expect(qb[0]).toEqual(['Journal No.', 'Journal Date', 'Account Name', 'Description', 'Debits', 'Credits']);
    expect(qb[1]).toEqual(['BL-20260120', '01/20/2026', 'Undeposited Funds', 'Collected less fees', '141.20', '']);
    expect(qb[2]).toEqual(['BL-20260120', '01/20/2026', 'Sales', 'Sales at menu price', '', '80.00']);
    expect(qb[3]).toEqual(['BL-20260120', '01/20/2026', 'Member Sales', 'Member orders at menu price', '', '60.00']);
    const [xero] = xeroCsvParts([entry], JOURNAL_ACCOUNT_DEFAULTS);
    const xr = readCsv(xero!);
    expect(xr[0]).toEqual(['Narration', 'Date', 'Description', 'AccountCode', 'TaxRate', 'Amount']);
    expect(xr[2]).toEqual(['Brewline sales of 2026-01-20', '01/20/2026', 'Sales at menu price', '200', 'Tax Exempt', '-80.00']);
    expect(xr.slice(1).reduce((sum, row) => sum + cents(row[5]!), 0)).toBe(0);
  });

  it("splits Xero's file at 300 lines, never inside an entry", () => {
    const entry = dayEntry(JAN_20, [DUES_JAN_20], '2026-01-20'); // 18 lines
    const entries = Array.from({ length: 40 }, (_, i) => ({ ...entry, number: `BL-${i}` }));
    const parts = xeroCsvParts(entries, JOURNAL_ACCOUNT_DEFAULTS).map(readCsv);
    // 16 entries (288 lines) fit a file, a 17th would make 306: 40 entries take 16, 16 and 8.
    expect(parts.map((rows) => rows.length - 1)).toEqual([288, 288, 144]);
    expect(xeroCsvParts([], JOURNAL_ACCOUNT_DEFAULTS).map(readCsv)).toEqual([
      [['Narration', 'Date', 'Description', 'AccountCode', 'TaxRate', 'Amount']],
    ]);
  });
});

const money = fc.integer({ min: 0, max: 5_000_000 });
const figures: fc.Arbitrary<JournalFigures> = fc
  .record({
    grossSalesCents: money,
    memberGrossSalesCents: money,
    itemDiscountCents: money,
    promoDiscountCents: money,
    memberDiscountCents: money,
    complimentaryValueCents: money,
    taxCents: money,
    tipCents: money,
    refundSalesCents: money,
    refundTaxCents: money,
    refundTipCents: money,
    feeCents: money,
    subsidyCents: money,
  })
  // Member orders are a part of all orders.
  .map((drawn) => ({ ...drawn, memberGrossSalesCents: Math.min(drawn.memberGrossSalesCents, drawn.grossSalesCents) }));
/** A day of 2025 or 2026. */
const day = fc.integer({ min: 0, max: 700 }).map((n) => addDays('2025-01-01', n));
const dues: fc.Arbitrary<DuesRow> = fc
  .record({
    paid: day,
    later: fc.integer({ min: 0, max: 40 }),
    revenue: fc.integer({ min: 1, max: 50_000 }),
    tax: fc.integer({ min: 0, max: 5000 }),
    refund: fc.boolean(),
    payments: fc.integer({ min: 1, max: 4 }),
  })
  .map(({ paid, later, revenue, tax, refund, payments }) =>
    refund
      ? { day: addDays(paid, later), coversFrom: paid, revenueCents: -revenue, taxCents: -tax, payments }
      : { day: paid, coversFrom: paid, revenueCents: revenue, taxCents: tax, payments },
  );

describe('every journal balances', () => {
  it("whatever the day: debits equal credits, and the clearing account gets the day close's net", () => {
    fc.assert(
      fc.property(figures, fc.array(dues, { maxLength: 30 }), day, (f, rows, on) => {
        const lines = dayLines(f, rows, on);
        expect(imbalanceCents(lines)).toBe(0);
        const net = lines.find((each) => each.description === 'Collected less fees');
        expect(net ? net.debitCents - net.creditCents : 0).toBe(netCents(f, rows, on));
        expect(lines.every((each) => each.debitCents >= 0 && each.creditCents >= 0 && !(each.debitCents && each.creditCents))).toBe(true);
      }),
    );
  });

  it('equal payments read as one row book what each booked apart, on every day', () => {
    fc.assert(
      fc.property(dues, fc.integer({ min: 0, max: 70 }), (row, after) => {
        const apart = Array.from({ length: row.payments }, () => ({ ...row, payments: 1 }));
        const on = addDays(row.day, after);
        expect(dayLines(NO_FIGURES, [row], on)).toEqual(dayLines(NO_FIGURES, apart, on));
      }),
    );
  });

  it('over every day the dues cover, they all end up revenue and the liability at zero', () => {
    fc.assert(
      fc.property(fc.array(dues, { minLength: 1, maxLength: 20 }), (rows) => {
        const days = Array.from({ length: 800 }, (_, i) => addDays('2025-01-01', i));
        const lines = days.flatMap((on) => dayLines(NO_FIGURES, rows, on));
        const total = (account: string) =>
          lines.filter((each) => each.account === account).reduce((sum, each) => sum + each.creditCents - each.debitCents, 0);
        expect(total('deferredMembershipRevenue')).toBe(0);
        expect(total('membershipRevenue')).toBe(rows.reduce((sum, row) => sum + row.revenueCents * row.payments, 0));
      }),
      { numRuns: 50 },
    );
  });

  it('both files read back balanced, journal by journal, and no Xero file holds more than 300 lines', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(figures, day), { maxLength: 60 }), (days) => {
        const entries: JournalEntry[] = days.map(([f, on]) => dayEntry(f, [], on));
        const qb = readCsv(quickbooksCsv(entries, JOURNAL_ACCOUNT_DEFAULTS)).slice(1);
        const perJournal = new Map<string, number>();
        for (const row of qb) perJournal.set(row[0]!, (perJournal.get(row[0]!) ?? 0) + cents(row[4]!) - cents(row[5]!));
        expect([...perJournal.values()].every((sum) => sum === 0)).toBe(true);
        const parts = xeroCsvParts(entries, JOURNAL_ACCOUNT_DEFAULTS).map((part) => readCsv(part).slice(1));
        for (const rows of parts) {
          expect(rows.length).toBeLessThanOrEqual(XERO_LINES_PER_FILE);
          expect(rows.reduce((sum, row) => sum + cents(row[5]!), 0)).toBe(0);
        }
        expect(parts.flat().length).toBe(qb.length);
      }),
      { numRuns: 50 },
    );
  });
});
