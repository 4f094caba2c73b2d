import { z } from 'zod';
import { idParam } from './ids';
import { MemberStatusSchema } from './members';
import { msg } from '../messages';
import { singleLineText } from './text';
import { CUSTOMER_SEARCH_MAX, CUSTOMER_SEGMENTS, CUSTOMER_SORT_KEYS, CUSTOMERS_PAGE_SIZE, type CustomerSegment } from '../customers';

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

/** GET /api/shops/:shopId/customers/contacts(.csv): the consenting customers of a search and a segment. */
export const CustomerContactsQuerySchema = z.object(customerFilter);
export type CustomerContactsQuery = z.input<typeof CustomerContactsQuerySchema>;

/** How many contacts the list of the filter holds: the customers of it who agreed to marketing. */
export const CustomerContactCountSchema = z.object({ contacts: z.number().int() });
export type CustomerContactCount = z.infer<typeof CustomerContactCountSchema>;
