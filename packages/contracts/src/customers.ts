import type { ReportColumn } from './analytics';
import type { CustomerRow } from './schemas/customers';

/**
 * Customers (decision 289): a shop's customers, matched by email as the order intake matches them, with their figures
 * and the segments an owner acts on. Each segment is one rule here; the server's counts and filters are the same
 * rule in SQL, and a test holds the two together.
 *
 * A visit is an order (the figure the Overview has always counted as visits). Times are instants, not calendar days:
 * 'the last 30 days' is the 30 × 24 hours before now.
 */

const DAY_MS = 86_400_000;

/** The segments, in the order of their chips. */
export const CUSTOMER_SEGMENTS = ['new', 'regulars', 'drifting', 'lapsed', 'membersAtRisk', 'bigSpenders'] as const;
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];

/** The terms of the segments, written once: days are 24-hour spans counted back from now. */
export const SEGMENT_TERMS = {
  /** New: the first visit falls in the last `newDays` days. */
  newDays: 30,
  /**
   * Regulars: at least `regularVisits` visits in the last `regularDays` days. The database keeps each customer's
   * latest `regularVisits` orders (shop_customers.recent_orders_at, decision 292): a change here needs a migration there.
   */
  regularDays: 30,
  regularVisits: 4,
  /**
   * Drifting: the time since the last visit is more than `driftFactor` times the usual gap, with `driftVisits` visits
   * or more; the usual gap is taken as `driftMinGapDays` at least, so a burst of orders (four coffees ordered one by
   * one for the office) does not make a customer drifting the same afternoon. The database holds the same rule solved
   * for 'now' (shop_customers.drifts_at, decision 292): a change here needs a migration there.
   */
  driftFactor: 2,
  driftVisits: 4,
  driftMinGapDays: 1,
  /** Lapsed: no visit in the last `lapsedDays` days, after `lapsedVisits` visits or more. */
  lapsedDays: 60,
  lapsedVisits: 3,
  /** Big spenders: the top `bigSpenderShare` of the customers who spent in the last `bigSpenderDays` days, without an active membership. */
  bigSpenderDays: 90,
  bigSpenderShare: 0.1,
  /** Big spenders are ranked at most this often (decision 292): a ranking reads every order of the 90 days. */
  bigSpenderRankedMinutes: 60,
} as const;

/** What a segment rule reads of one customer. */
export interface CustomerFigures {
  firstVisitAt: Date;
  lastVisitAt: Date;
  /** Every visit (order) at the shop, ever. */
  visits: number;
  /** Visits in the last `regularDays` days. */
  recentVisits: number;
  /** An active (approved) membership of the shop. */
  activeMember: boolean;
  /** What the customer paid in the last `bigSpenderDays` days (order totals). */
  spend90Cents: number;
}

/**
 * The usual gap between a customer's visits: the mean gap, (last − first) / (visits − 1), in milliseconds; none
 * before a second visit. A mean, not a median, so one rollup row (first, last, visits) holds it.
 */
export function usualGapMs(figures: Pick<CustomerFigures, 'firstVisitAt' | 'lastVisitAt' | 'visits'>): number | null {
  if (figures.visits < 2) return null;
  return (figures.lastVisitAt.getTime() - figures.firstVisitAt.getTime()) / (figures.visits - 1);
}

const daysBefore = (now: Date, days: number) => now.getTime() - days * DAY_MS;

export const isNewCustomer = (f: CustomerFigures, now: Date) => f.firstVisitAt.getTime() >= daysBefore(now, SEGMENT_TERMS.newDays);

export const isRegular = (f: CustomerFigures) => f.recentVisits >= SEGMENT_TERMS.regularVisits;

/**
 * Drifting: since the last visit, more than twice the usual gap (a day at least), after 4 visits or more. Compared
 * without a division, (now − last) × (visits − 1) > 2 × (last − first), so exactly twice is not drifting on either side.
 */
export function isDrifting(f: CustomerFigures, now: Date): boolean {
  if (f.visits < SEGMENT_TERMS.driftVisits) return false;
  const since = now.getTime() - f.lastVisitAt.getTime();
  const span = f.lastVisitAt.getTime() - f.firstVisitAt.getTime();
  return (
    since * (f.visits - 1) > SEGMENT_TERMS.driftFactor * span && since > SEGMENT_TERMS.driftFactor * SEGMENT_TERMS.driftMinGapDays * DAY_MS
  );
}

export const isLapsed = (f: CustomerFigures, now: Date) =>
  f.visits >= SEGMENT_TERMS.lapsedVisits && f.lastVisitAt.getTime() < daysBefore(now, SEGMENT_TERMS.lapsedDays);

export const isMemberAtRisk = (f: CustomerFigures, now: Date) => f.activeMember && isDrifting(f, now);

/**
 * The least 90-day spend of the top decile: the customers who spent anything in the last 90 days, ranked by it, the
 * first tenth (rounded up) are the top; whoever spent as much as the last of them is in it too. Null when nobody spent.
 */
export function bigSpenderThreshold(spends90Cents: readonly number[]): number | null {
  const spent = spends90Cents.filter((cents) => cents > 0).sort((a, b) => b - a);
  if (spent.length === 0) return null;
  return spent[Math.ceil(spent.length * SEGMENT_TERMS.bigSpenderShare) - 1]!;
}

export const isBigSpender = (f: CustomerFigures, threshold: number | null) =>
  threshold !== null && !f.activeMember && f.spend90Cents > 0 && f.spend90Cents >= threshold;

/** The segments one customer is in, given the shop's big-spender threshold. */
export function segmentsOf(f: CustomerFigures, now: Date, threshold: number | null): CustomerSegment[] {
  const rules: Record<CustomerSegment, boolean> = {
    new: isNewCustomer(f, now),
    regulars: isRegular(f),
    drifting: isDrifting(f, now),
    lapsed: isLapsed(f, now),
    membersAtRisk: isMemberAtRisk(f, now),
    bigSpenders: isBigSpender(f, threshold),
  };
  return CUSTOMER_SEGMENTS.filter((segment) => rules[segment]);
}

/**
 * A monthly membership's next renewal after `now`: the approval's day of the month in the next month it has not
 * passed (the month's last day when the month is shorter), at the approval's time of day. A member who renewed
 * yesterday renews a month after yesterday.
 */
export function nextRenewal(approvedAt: Date, now: Date): Date {
  const at = (months: number) => {
    const year = approvedAt.getUTCFullYear();
    const month = approvedAt.getUTCMonth() + months;
    const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const day = Math.min(approvedAt.getUTCDate(), last);
    return new Date(Date.UTC(year, month, day, approvedAt.getUTCHours(), approvedAt.getUTCMinutes(), approvedAt.getUTCSeconds()));
  };
  let months = Math.max(1, (now.getUTCFullYear() - approvedAt.getUTCFullYear()) * 12 + now.getUTCMonth() - approvedAt.getUTCMonth());
  while (at(months).getTime() <= now.getTime()) months += 1;
  while (months > 1 && at(months - 1).getTime() > now.getTime()) months -= 1;
  return at(months);
}

// ----- Requests and answers -----

export const CUSTOMERS_PAGE_SIZE = 50;
export const CUSTOMER_SORT_KEYS = ['name', 'email', 'firstVisit', 'lastVisit', 'visits', 'spend', 'averageOrder'] as const;
export type CustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];
/** The longest search text: a name, an email or a phone number. */
export const CUSTOMER_SEARCH_MAX = 100;
export const CUSTOMER_ORDERS_PAGE_SIZE = 10;

/** The download's name (the current filter's customers). */
export const CUSTOMERS_EXPORT_NAME = 'Customers';

/** The Customers table's and Customers.xlsx's columns, in this order; the download writes the shops as a list. */
export const CUSTOMER_COLUMNS = [
  { key: 'name', labelKey: 'name', header: 'Name', kind: 'text', spec: true, shownIn: 'both' },
  { key: 'email', labelKey: 'email', header: 'Email', kind: 'text', spec: true, shownIn: 'both' },
  { key: 'phone', labelKey: 'phone', header: 'Phone', kind: 'text', spec: true, shownIn: 'both' },
  { key: 'member', labelKey: 'member', header: 'Member', kind: 'text', spec: true, shownIn: 'both' },
  { key: 'firstVisit', labelKey: 'firstVisit', header: 'First Visit', kind: 'date', spec: true, shownIn: 'both' },
  { key: 'lastVisit', labelKey: 'lastVisit', header: 'Last Visit', kind: 'date', spec: true, shownIn: 'both' },
  { key: 'visits', labelKey: 'visits', header: 'Visits', kind: 'number', spec: true, shownIn: 'both' },
  { key: 'spendCents', labelKey: 'spend', header: 'Lifetime Spend', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'averageOrderCents', labelKey: 'averageOrder', header: 'Average Order', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'favouriteItem', labelKey: 'favouriteItem', header: 'Favourite Item', kind: 'text', spec: true, shownIn: 'both' },
  { key: 'shops', labelKey: 'shops', header: 'Shops', kind: 'text', spec: false, shownIn: 'download' },
] as const satisfies readonly ReportColumn<keyof CustomerRow>[];

/** Which sort key each sortable column asks the server for. */
export const CUSTOMER_SORT_OF: Partial<Record<keyof CustomerRow, CustomerSortKey>> = {
  name: 'name',
  email: 'email',
  firstVisit: 'firstVisit',
  lastVisit: 'lastVisit',
  visits: 'visits',
  spendCents: 'spend',
  averageOrderCents: 'averageOrder',
};

// ----- The segment contact list (decision 290) -----

/** The segments' names as the contact list's tags and its file name carry them (English, like the downloads' headers). */
export const SEGMENT_NAMES: Record<CustomerSegment, string> = {
  new: 'New',
  regulars: 'Regulars',
  drifting: 'Drifting',
  lapsed: 'Lapsed',
  membersAtRisk: 'Members at risk',
  bigSpenders: 'Big spenders without a membership',
};

/** The contact list's file name: `Customers-Drifting-contacts.csv`, `Customers-contacts.csv` without a segment. */
export const contactListFileName = (segment: CustomerSegment | undefined): string =>
  `Customers-${segment ? `${SEGMENT_NAMES[segment].replace(/\s+/g, '-')}-` : ''}contacts.csv`;
