import { z } from 'zod';
import type { ReportColumn } from './analytics';
import { idParam } from './ids';
import { MemberStatusSchema } from './members';
import { msg } from './messages';
import { singleLineText } from './text';

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

const customerFilter = {
  /** Part of a name, an email or a phone number (its digits). */
  search: singleLineText().trim().max(CUSTOMER_SEARCH_MAX, msg('invalidInput')).optional(),
  segment: z.enum(CUSTOMER_SEGMENTS, msg('invalidInput')).optional(),
};

/** GET /api/shops/:shopId/customers: a page (zero-based), the latest visit first by default. */
export const CustomersQuerySchema = z.object({
  page: z.coerce.number().int(msg('invalidInput')).min(0, msg('invalidInput')).default(0),
  pageSize: z.coerce
    .number()
    .int(msg('invalidInput'))
    .min(1, msg('invalidInput'))
    .max(100, msg('invalidInput'))
    .default(CUSTOMERS_PAGE_SIZE),
  sort: z.enum(CUSTOMER_SORT_KEYS, msg('invalidInput')).default('lastVisit'),
  order: z.enum(['asc', 'desc'], msg('invalidInput')).default('desc'),
  ...customerFilter,
});
export type CustomersQuery = z.input<typeof CustomersQuerySchema>;

/** GET /api/shops/:shopId/customers.xlsx: every customer of the filter, in the list's order. */
export const CustomersExportQuerySchema = CustomersQuerySchema.pick({ sort: true, order: true, search: true, segment: true });

export const CustomerParamsSchema = z.object({ shopId: idParam, customerId: idParam });

export const CustomerShopSchema = z.object({ shopId: z.number().int(), shopName: z.string() });

/** The customer's membership of the shop: the latest request's tier and status; the renewal when active. */
export const CustomerMembershipSchema = z.object({
  tier: z.string(),
  status: MemberStatusSchema,
  renewsAt: z.iso.datetime().nullable(),
});

/** A row of the Customers list; money in cents, times ISO. */
export const CustomerRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  member: CustomerMembershipSchema.nullable(),
  /** None for a member of the shop who never ordered (reached from Members). */
  firstVisit: z.iso.datetime().nullable(),
  lastVisit: z.iso.datetime().nullable(),
  visits: z.number().int(),
  /** Order totals less their refunds. */
  spendCents: z.number().int(),
  averageOrderCents: z.number().int(),
  favouriteItem: z.string().nullable(),
  /** The shops of the chain the customer visited (one shop outside a chain). */
  shops: z.array(CustomerShopSchema),
});
export type CustomerRow = z.infer<typeof CustomerRowSchema>;

export const SegmentCountsSchema = z.object(
  Object.fromEntries(CUSTOMER_SEGMENTS.map((segment) => [segment, z.number().int()])) as Record<CustomerSegment, z.ZodNumber>,
);
export type SegmentCounts = z.infer<typeof SegmentCountsSchema>;

export const CustomersPageSchema = z.object({
  rows: z.array(CustomerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CustomersPage = z.infer<typeof CustomersPageSchema>;

/** GET /api/shops/:shopId/customers/segments: each segment's count, and every customer's. */
export const CustomerSegmentsSchema = z.object({ all: z.number().int(), counts: SegmentCountsSchema });
export type CustomerSegments = z.infer<typeof CustomerSegmentsSchema>;

export const CustomerOrdersQuerySchema = z.object({
  page: z.coerce.number().int(msg('invalidInput')).min(0, msg('invalidInput')).default(0),
});

/** A customer's order, newest first; `transactionId` opens it on Transactions. */
export const CustomerOrderSchema = z.object({
  orderId: z.number().int(),
  transactionId: z.number().int().nullable(),
  shopName: z.string(),
  createdAt: z.iso.datetime(),
  items: z.string(),
  totalCents: z.number().int(),
  status: z.string(),
});
export const CUSTOMER_ORDERS_PAGE_SIZE = 10;
export const CustomerOrdersPageSchema = z.object({
  rows: z.array(CustomerOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CustomerOrdersPage = z.infer<typeof CustomerOrdersPageSchema>;

const countedName = z.object({ name: z.string(), count: z.number().int() });

/** GET /api/shops/:shopId/customers/:customerId: the profile. */
export const CustomerProfileSchema = z.object({
  customer: CustomerRowSchema,
  segments: z.array(z.enum(CUSTOMER_SEGMENTS)),
  /** The usual gap between visits in days (one decimal), none before a second visit. */
  usualGapDays: z.number().nullable(),
  daysSinceLastVisit: z.number().int().nullable(),
  spendByMonth: z.array(z.object({ month: z.string(), spendCents: z.number().int() })),
  favouriteItems: z.array(countedName),
  favouriteModifiers: z.array(countedName),
  memberships: z.array(
    z.object({
      id: z.number().int(),
      tier: z.string(),
      status: MemberStatusSchema,
      requestedAt: z.iso.datetime(),
      approvedAt: z.iso.datetime().nullable(),
      cancelledAt: z.iso.datetime().nullable(),
      duesCents: z.number().int(),
      complimentaryItems: z.number().int(),
    }),
  ),
  promoCodes: z.array(z.object({ code: z.string(), uses: z.number().int(), discountCents: z.number().int() })),
  refunds: z.array(
    z.object({ transactionId: z.number().int(), createdAt: z.iso.datetime(), amountCents: z.number().int(), description: z.string() }),
  ),
  events: z.array(z.object({ name: z.string(), tickets: z.number().int(), orderedAt: z.iso.datetime() })),
});
export type CustomerProfile = z.infer<typeof CustomerProfileSchema>;

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

/** GET /api/shops/:shopId/customers/contacts(.csv): the consenting customers of a search and a segment. */
export const CustomerContactsQuerySchema = z.object(customerFilter);
export type CustomerContactsQuery = z.input<typeof CustomerContactsQuerySchema>;

/** How many contacts the list of the filter holds: the customers of it who agreed to marketing. */
export const CustomerContactCountSchema = z.object({ contacts: z.number().int() });
export type CustomerContactCount = z.infer<typeof CustomerContactCountSchema>;

/** The contact list's file name: `Customers-Drifting-contacts.csv`, `Customers-contacts.csv` without a segment. */
export const contactListFileName = (segment: CustomerSegment | undefined): string =>
  `Customers-${segment ? `${SEGMENT_NAMES[segment].replace(/\s+/g, '-')}-` : ''}contacts.csv`;
