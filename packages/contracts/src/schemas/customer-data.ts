import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants';
import { emailSchema } from './email';
import { idParam } from './ids';
import { msg } from '../messages';
import { singleLineText } from './text';
import { CONSUMER_REQUEST_KINDS, CONSUMER_REQUEST_REFERENCE_PATTERN, REQUEST_ID_MAX_LENGTH } from '../customer-data';

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
