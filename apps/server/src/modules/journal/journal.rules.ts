import { addDays, daysInRange } from '@brewline/contracts/days';
import type { DayCloseFigures } from '@brewline/contracts/schemas/day-close';
import type { JournalAccount } from '@brewline/contracts/journal';
import type { AccountMapping, JournalEntry, JournalLine } from '@brewline/contracts/schemas/journal';
import { allocate } from '@brewline/contracts/money';
import { csvLine } from '../../lib/csv.rules';

/**
 * The booking rule of the accountant's journal (decisions 304 and 305): a business day's figures, or a payout's
 * days', as one balanced journal entry, and the two files accountants import. Money is integer cents.
 */

/**
 * Each account's default name and Xero code (decision 304): the names of a small US chart of accounts, and codes in
 * Xero's default ranges (revenue 2xx, expenses 4xx, current assets 6xx, current liabilities 8xx, bank 09x).
 */
export const JOURNAL_ACCOUNT_DEFAULTS: Record<JournalAccount, { name: string; code: string }> = {
  sales: { name: 'Sales', code: '200' },
  memberSales: { name: 'Member Sales', code: '201' },
  membershipRevenue: { name: 'Membership Revenue', code: '202' },
  deferredMembershipRevenue: { name: 'Deferred Membership Revenue', code: '835' },
  subsidyIncome: { name: 'Platform Subsidy Income', code: '260' },
  discounts: { name: 'Discounts', code: '205' },
  refunds: { name: 'Refunds', code: '206' },
  platformFees: { name: 'Platform Fees', code: '404' },
  tipsPayable: { name: 'Tips Payable', code: '825' },
  salesTaxPayable: { name: 'Sales Tax Payable', code: '820' },
  clearing: { name: 'Undeposited Funds', code: '610' },
  bank: { name: 'Business Checking', code: '090' },
};

/** Xero imports at most this many lines a file: a longer journal download comes in numbered parts (decision 304). */
export const XERO_LINES_PER_FILE = 300;

/** One business day's (or several days') figures from the day close (decision 303), as the journal books them. */
export interface JournalFigures {
  /** The orders at menu price, before discounts, tax and tips (complimentary lines count 0). */
  grossSalesCents: number;
  /** Of which the member orders': booked on Member Sales. */
  memberGrossSalesCents: number;
  itemDiscountCents: number;
  memberDiscountCents: number;
  promoDiscountCents: number;
  /** The menu value of the complimentary items members took. */
  complimentaryValueCents: number;
  taxCents: number;
  tipCents: number;
  /** What order refunds gave back, split into its sales, tax and tip parts (each zero or more). */
  refundSalesCents: number;
  refundTaxCents: number;
  refundTipCents: number;
  /** The platform's fees on every transaction of the day (a refund's fee given back comes off). */
  feeCents: number;
  /** What the platform owes for subsidized values its members ordered: not in the payouts. */
  subsidyCents: number;
}

export const NO_FIGURES: JournalFigures = {
  grossSalesCents: 0,
  memberGrossSalesCents: 0,
  itemDiscountCents: 0,
  memberDiscountCents: 0,
  promoDiscountCents: 0,
  complimentaryValueCents: 0,
  taxCents: 0,
  tipCents: 0,
  refundSalesCents: 0,
  refundTaxCents: 0,
  refundTipCents: 0,
  feeCents: 0,
  subsidyCents: 0,
};

/** A day close's figures as the journal books them: its refunds (negative there) as what they gave back. */
export const journalFigures = (day: DayCloseFigures): JournalFigures => ({
  grossSalesCents: day.grossSalesCents,
  memberGrossSalesCents: day.memberGrossSalesCents,
  itemDiscountCents: day.itemDiscountCents,
  memberDiscountCents: day.memberDiscountCents,
  promoDiscountCents: day.promoDiscountCents,
  complimentaryValueCents: day.complimentaryValueCents,
  taxCents: day.taxCents,
  tipCents: day.tipCents,
  refundSalesCents: -day.refundSalesCents,
  refundTaxCents: -day.refundTaxCents,
  refundTipCents: -day.refundTipCents,
  feeCents: day.feeCents,
  subsidyCents: day.subsidyCents,
});

/**
 * Equal dues payments (or dues refunds: negative amounts), `payments` of them. `day` is the business day they were
 * made; `coversFrom` is the first day of the month of membership each pays for: its own day for a payment, and for a
 * refund the day of the payment it gives back. The amounts are each payment's.
 */
export interface DuesRow {
  day: string;
  coversFrom: string;
  /** The dues less any tax: the membership revenue. */
  revenueCents: number;
  taxCents: number;
  payments: number;
}

const monthOf = (day: string) => day.slice(0, 7);

/** The day a month after `day` (the 31st to the month's last day): the end, excluded, of the month of membership. */
export function coverEnd(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month, 1));
  const lastOfNext = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  return `${next.toISOString().slice(0, 8)}${String(Math.min(date, lastOfNext)).padStart(2, '0')}`;
}

/**
 * The revenue of each calendar month a dues payment covers (decision 305): the month of membership from
 * `coversFrom` split by its days in each month, in whole cents that add up to the dues exactly (largest remainder).
 */
export function duesByMonth(coversFrom: string, cents: number): Array<{ month: string; cents: number }> {
  const end = coverEnd(coversFrom);
  const firstOfNext = `${monthOf(end)}-01`;
  const months = [
    { month: monthOf(coversFrom), days: daysInRange(coversFrom, addDays(firstOfNext, -1)) },
    { month: monthOf(end), days: daysInRange(firstOfNext, end) - 1 },
  ].filter((part) => part.days > 0);
  const shares = allocate(
    cents,
    months.map((part) => part.days),
  );
  return months.map((part, i) => ({ month: part.month, cents: shares[i]! }));
}

/**
 * What a day books of the dues (decision 305), each signed (refunds negative): the dues paid that day for its month or
 * earlier ones (revenue now), the part for later months (to the deferred liability), and, on the first of a month, the
 * part of earlier dues for that month (from the liability to revenue).
 */
export function duesOfDay(dues: readonly DuesRow[], day: string) {
  let revenueCents = 0;
  let deferredCents = 0;
  let recognisedCents = 0;
  let taxCents = 0;
  const month = monthOf(day);
  for (const row of dues) {
    if (row.day === day) {
      taxCents += row.taxCents * row.payments;
      for (const part of duesByMonth(row.coversFrom, row.revenueCents)) {
        if (part.month <= month) revenueCents += part.cents * row.payments;
        else deferredCents += part.cents * row.payments;
      }
    } else if (row.day < day && day.endsWith('-01') && monthOf(row.day) < month) {
      recognisedCents += (duesByMonth(row.coversFrom, row.revenueCents).find((part) => part.month === month)?.cents ?? 0) * row.payments;
    }
  }
  return { revenueCents, deferredCents, recognisedCents, taxCents };
}

/** A line with a signed amount: a debit above zero, a credit below. */
const line = (account: JournalAccount, description: string, signedCents: number): JournalLine => ({
  account,
  description,
  debitCents: Math.max(0, signedCents),
  creditCents: Math.max(0, -signedCents),
});

/**
 * A day's lines (decisions 304, 305). Sales are credited at menu price: member orders' on Member Sales with the
 * complimentary items members took, the rest on Sales; every discount (item, member, promo, complimentary at menu value) is debited to Discounts; tax and
 * tips are owed; refunds are debited part by part; fees are an expense; the dues are booked by `duesOfDay`. The money
 * comes in on the clearing account: the day's collected money less the fees (the day close's net, what the payouts
 * pay), which makes the entry balance, and the subsidies, income the platform owes apart from the payouts. Lines of
 * zero are left out.
 */
export function dayLines(figures: JournalFigures, dues: readonly DuesRow[], day: string): JournalLine[] {
  const booked = duesOfDay(dues, day);
  const others: JournalLine[] = [
    line('sales', 'Sales at menu price', -(figures.grossSalesCents - figures.memberGrossSalesCents)),
    line('memberSales', 'Member orders at menu price', -figures.memberGrossSalesCents),
    line('memberSales', 'Complimentary items at menu value', -figures.complimentaryValueCents),
    line('discounts', 'Item discounts', figures.itemDiscountCents),
    line('discounts', 'Member discounts', figures.memberDiscountCents),
    line('discounts', 'Promo code discounts', figures.promoDiscountCents),
    line('discounts', 'Complimentary items at menu value', figures.complimentaryValueCents),
    line('salesTaxPayable', 'Sales tax collected', -(figures.taxCents + booked.taxCents)),
    line('tipsPayable', 'Tips collected', -figures.tipCents),
    line('refunds', 'Order refunds: sales', figures.refundSalesCents),
    line('salesTaxPayable', 'Order refunds: sales tax', figures.refundTaxCents),
    line('tipsPayable', 'Order refunds: tips', figures.refundTipCents),
    line('membershipRevenue', 'Membership dues of this month', -booked.revenueCents),
    line('deferredMembershipRevenue', 'Membership dues of later months', -booked.deferredCents),
    line('deferredMembershipRevenue', 'Earlier dues earned this month', booked.recognisedCents),
    line('membershipRevenue', 'Earlier dues earned this month', -booked.recognisedCents),
    line('platformFees', 'Platform fees', figures.feeCents),
    line('clearing', 'Platform subsidies due', figures.subsidyCents),
    line('subsidyIncome', 'Platform subsidies', -figures.subsidyCents),
  ];
  const net = -others.reduce((sum, each) => sum + each.debitCents - each.creditCents, 0);
  return [line('clearing', 'Collected less fees', net), ...others].filter((each) => each.debitCents !== 0 || each.creditCents !== 0);
}

/** The day's net (the day close's: collected less fees), what `dayLines` debits to clearing first, for the tests. */
export const netCents = (figures: JournalFigures, dues: readonly DuesRow[], day: string) =>
  figures.grossSalesCents -
  figures.itemDiscountCents -
  figures.memberDiscountCents -
  figures.promoDiscountCents +
  figures.taxCents +
  figures.tipCents -
  figures.refundSalesCents -
  figures.refundTaxCents -
  figures.refundTipCents -
  figures.feeCents +
  dues.filter((row) => row.day === day).reduce((sum, row) => sum + (row.revenueCents + row.taxCents) * row.payments, 0);

/** Lines of the same account and description as one, netted, in the order they first come. */
export function mergeLines(lines: readonly JournalLine[]): JournalLine[] {
  const merged = new Map<string, { account: JournalAccount; description: string; cents: number }>();
  for (const each of lines) {
    const key = `${each.account}\u0000${each.description}`;
    const found = merged.get(key) ?? { account: each.account, description: each.description, cents: 0 };
    found.cents += each.debitCents - each.creditCents;
    merged.set(key, found);
  }
  return [...merged.values()]
    .map((each) => line(each.account, each.description, each.cents))
    .filter((each) => each.debitCents || each.creditCents);
}

/** A day's entry: dated the day, numbered BL-<yyyymmdd>. */
export function dayEntry(figures: JournalFigures, dues: readonly DuesRow[], day: string): JournalEntry {
  return { number: `BL-${day.replace(/-/g, '')}`, day, narration: `Brewline sales of ${day}`, lines: dayLines(figures, dues, day) };
}

/**
 * A payout's entry (decision 304): its week's days booked as one (their lines netted), then the money leaving the
 * clearing account for the bank: the last line is the bank, debited the amount paid. Dated the day it was paid.
 */
export function payoutEntry(
  payout: { id: number; paidDay: string; periodStart: string; periodEnd: string; paidCents: number },
  days: ReadonlyArray<{ day: string; figures: JournalFigures }>,
  dues: readonly DuesRow[],
): JournalEntry {
  const lines = mergeLines(days.flatMap(({ day, figures }) => dayLines(figures, dues, day)));
  return {
    number: `BL-P${payout.id}`,
    day: payout.paidDay,
    narration: `Brewline payout of ${payout.periodStart} to ${payout.periodEnd}`,
    lines: [
      ...lines,
      line('clearing', 'Paid out to the bank', -payout.paidCents),
      line('bank', 'Payout from Brewline', payout.paidCents),
    ].filter((each) => each.debitCents || each.creditCents),
  };
}

/** Debits less credits: zero for a balanced entry. */
export const imbalanceCents = (lines: readonly JournalLine[]) => lines.reduce((sum, each) => sum + each.debitCents - each.creditCents, 0);

/** Cents as a plain number with two decimals ('1234.50', '-0.05'): no thousands separator, no currency sign. */
export function plainAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** A day as both QuickBooks Online and Xero (a US organisation) read it: MM/DD/YYYY (decision 304). */
export const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

export const QUICKBOOKS_HEADER = ['Journal No.', 'Journal Date', 'Account Name', 'Description', 'Debits', 'Credits'];
export const XERO_HEADER = ['Narration', 'Date', 'Description', 'AccountCode', 'TaxRate', 'Amount'];
/** Tax is booked on its own account, so no journal line carries a tax rate of Xero's own. */
export const XERO_TAX_RATE = 'Tax Exempt';

/** QuickBooks Online's journal entry import: one row a line, a debit or a credit, the journal's number on each. */
export function quickbooksCsv(entries: readonly JournalEntry[], accounts: AccountMapping): string {
  const rows = entries.flatMap((entry) =>
    entry.lines.map((each) =>
      csvLine(
        [
          entry.number,
          usDate(entry.day),
          accounts[each.account].name,
          each.description,
          each.debitCents ? plainAmount(each.debitCents) : '',
          each.creditCents ? plainAmount(each.creditCents) : '',
        ],
        [4, 5],
      ),
    ),
  );
  return [csvLine(QUICKBOOKS_HEADER), ...rows].join('');
}

/**
 * Xero's manual journal import, in files of at most 300 lines (the header not counted): an entry is never cut across
 * two files, so each file's journals balance on their own. Amounts are signed: a debit positive, a credit negative.
 */
export function xeroCsvParts(entries: readonly JournalEntry[], accounts: AccountMapping): string[] {
  const parts: string[][] = [];
  let current: string[] = [];
  for (const entry of entries) {
    const rows = entry.lines.map((each) =>
      csvLine(
        [
          entry.narration,
          usDate(entry.day),
          each.description,
          accounts[each.account].code,
          XERO_TAX_RATE,
          plainAmount(each.debitCents - each.creditCents),
        ],
        [5],
      ),
    );
    if (current.length > 0 && current.length + rows.length > XERO_LINES_PER_FILE) {
      parts.push(current);
      current = [];
    }
    current.push(...rows);
  }
  if (current.length > 0 || parts.length === 0) parts.push(current);
  return parts.map((rows) => [csvLine(XERO_HEADER), ...rows].join(''));
}
