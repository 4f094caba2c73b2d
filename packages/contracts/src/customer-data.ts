import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants';
import { emailSchema, normalizeEmail } from './email';
import { idParam } from './ids';
import { msg } from './messages';
import type { PermissionFlag, PermissionSet } from './permissions';
import { singleLineText } from './text';

/**
 * A customer's personal data (decision 291): erasing a customer and handing them what Brewline holds on them. A
 * customer is one `consumers` row, shared by every shop they bought at; their name, email, phone and the ordering
 * app's id of them are what erasure replaces, everywhere they are kept.
 */

/** The domain of an erased customer's email: `.invalid` is reserved, so no one can ever own or receive at it. */
const ERASED_EMAIL_DOMAIN = 'erased.brewline.invalid';

/** What stands in place of an erased customer's personal data: the consumer id is the only thing it tells. */
export interface ErasedTombstone {
  name: string;
  email: string;
  phone: string;
  appUserId: null;
}

/** The tombstone of the consumer `consumerId`: `Erased customer 4821`, a unique address no one owns, no phone, no app id. */
export function erasedTombstone(consumerId: number): ErasedTombstone {
  if (!Number.isSafeInteger(consumerId) || consumerId <= 0) throw new RangeError(`Not a consumer id: ${consumerId}`);
  return { name: `Erased customer ${consumerId}`, email: `erased-${consumerId}@${ERASED_EMAIL_DOMAIN}`, phone: '', appUserId: null };
}

/**
 * The erasure's confirmation: the email typed matches the customer's, as emails are compared everywhere (spaces
 * around it and case ignored). An empty one never matches.
 */
export function erasureConfirmed(typed: string, customerEmail: string): boolean {
  const email = normalizeEmail(typed);
  return email.length > 0 && email === normalizeEmail(customerEmail);
}

/** The dashboard's erasure: the customer's email typed again. */
export const EraseCustomerBodySchema = z.object({
  email: singleLineText(msg('erasureEmailMismatch'))
    .max(EMAIL_MAX_LENGTH, msg('erasureEmailMismatch'))
    .refine((value) => value.trim().length > 0, msg('erasureEmailMismatch')),
});
export type EraseCustomerBody = z.infer<typeof EraseCustomerBodySchema>;

export const EraseCustomerResponseSchema = z.object({
  customerId: z.number().int(),
  /** When the customer was erased (the first time, on a repeat). */
  erasedAt: z.string(),
});
export type EraseCustomerResponse = z.infer<typeof EraseCustomerResponseSchema>;

/** The two requests the ordering app sends for a person. */
export const CONSUMER_REQUEST_KINDS = ['erasure', 'access'] as const;
export type ConsumerRequestKind = (typeof CONSUMER_REQUEST_KINDS)[number];

/** The ordering app's own id of a request, its idempotency key: the same id again answers the same request. */
export const REQUEST_ID_MAX_LENGTH = 100;

export const ConsumerRequestBodySchema = z.object({
  email: emailSchema({ required: 'emailInvalid', tooLong: 'emailInvalid', invalid: 'emailInvalid' }),
  requestId: singleLineText(msg('consumerRequestIdInvalid'))
    .trim()
    .min(1, msg('consumerRequestIdInvalid'))
    .max(REQUEST_ID_MAX_LENGTH, msg('consumerRequestIdInvalid')),
});
export type ConsumerRequestBody = z.infer<typeof ConsumerRequestBodySchema>;

export const ConsumerRequestSchema = z.object({
  /** Brewline's reference of the request, to quote and to fetch an access request's data with. */
  reference: z.string(),
  kind: z.enum(CONSUMER_REQUEST_KINDS),
  requestId: z.string(),
  /** Whether anyone with that email is a customer of the key's shops (nothing is erased or handed when not). */
  found: z.boolean(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ConsumerRequest = z.infer<typeof ConsumerRequestSchema>;

/** Brewline's references: `cdr_` and 24 lower-case hex digits. */
export const CONSUMER_REQUEST_REFERENCE_PATTERN = /^cdr_[0-9a-f]{24}$/;
export const ConsumerRequestParamsSchema = z.object({
  reference: singleLineText().regex(CONSUMER_REQUEST_REFERENCE_PATTERN, msg('notFound')),
});

export const CustomerDataParamsSchema = z.object({ shopId: idParam, customerId: idParam });

const Instant = z.string();

/** Everything Brewline holds on one customer at the shops asked about (the access request's file). */
export const CustomerDataSchema = z.object({
  generatedAt: Instant,
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    firstSeenAt: Instant,
    erasedAt: Instant.nullable(),
  }),
  shops: z.array(z.object({ shopId: z.number().int(), shopName: z.string() })),
  orders: z.array(
    z.object({
      orderId: z.number().int(),
      shopId: z.number().int(),
      appOrderId: z.string(),
      appUserId: z.string().nullable(),
      createdAt: Instant,
      status: z.string(),
      pickupOption: z.string(),
      tableNumber: z.string(),
      subtotalCents: z.number().int(),
      discountCents: z.number().int(),
      taxCents: z.number().int(),
      tipCents: z.number().int(),
      totalCents: z.number().int(),
      promoCode: z.string().nullable(),
      items: z.array(
        z.object({
          name: z.string(),
          category: z.string(),
          quantity: z.number().int(),
          totalCents: z.number().int(),
          options: z.array(z.string()),
          refundedAt: Instant.nullable(),
          checkedInAt: Instant.nullable(),
        }),
      ),
    }),
  ),
  memberships: z.array(
    z.object({
      id: z.number().int(),
      shopId: z.number().int(),
      tier: z.string(),
      status: z.string(),
      priceCents: z.number().int(),
      requestedAt: Instant,
      approvedAt: Instant.nullable(),
      endedAt: Instant.nullable(),
      answers: z.array(z.object({ question: z.string(), response: z.string() })),
    }),
  ),
  payments: z.array(
    z.object({
      transactionId: z.number().int(),
      shopId: z.number().int(),
      createdAt: Instant,
      description: z.string(),
      amountCents: z.number().int(),
    }),
  ),
});
export type CustomerData = z.infer<typeof CustomerDataSchema>;

/** The access request's answer: the request and, once it is found, the data. */
export const ConsumerAccessResultSchema = ConsumerRequestSchema.extend({ data: CustomerDataSchema.nullable() });
export type ConsumerAccessResult = z.infer<typeof ConsumerAccessResultSchema>;

/** The file names of a customer's data. */
export const customerDataFileName = (customerId: number, extension: 'json' | 'xlsx') => `CustomerData-${customerId}.${extension}`;

/**
 * Who may erase a customer: whoever sees their profile (analytics) and also holds user management at the shop; an
 * owner holds both. Downloading their data needs the profile's access alone.
 */
export const CUSTOMER_ERASURE_PERMISSION = 'userManagement' as const satisfies PermissionFlag;
export const mayEraseCustomers = (permissions: Pick<PermissionSet, 'analytics' | 'userManagement'>): boolean =>
  permissions.analytics && permissions[CUSTOMER_ERASURE_PERMISSION];
