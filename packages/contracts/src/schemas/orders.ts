import { z } from 'zod';
import { idSchema } from './ids';
import { msg } from '../messages';
import { singleLineText } from './text';
import { APP_ORDER_ID_MAX_LENGTH, ORDER_ITEM_QUANTITY_MAX, ORDER_ITEMS_MAX, ORDER_TIP_MAX_CENTS, ORDER_VALUES_MAX } from '../orders';

const text = (max: number) => singleLineText().trim().max(max, msg('invalidInput'));

export const OrderConsumerSchema = z.object({
  /** The app's id of its user, kept on the order; customers are matched by email (decision 080). */
  appUserId: text(100).min(1).optional(),
  name: text(200).min(1, msg('invalidInput')),
  email: singleLineText()
    .trim()
    .toLowerCase()
    .pipe(z.email(msg('emailInvalid')).max(254)),
  /** Digits only are kept. */
  phone: text(40).optional(),
  /**
   * The customer's answer to the app's marketing question with this order (decision 290): true agrees, false
   * withdraws, absent changes nothing. Kept per shop and customer, the latest answer winning.
   */
  marketingConsent: z.boolean().optional(),
});

export const OrderItemInputSchema = z.object({
  menuItemId: idSchema,
  quantity: z.number().int().min(1).max(ORDER_ITEM_QUANTITY_MAX),
  /** The chosen values: ids of the item's own option values, or of the values of default modifiers it carries. */
  optionValueIds: z.array(idSchema).max(ORDER_VALUES_MAX).default([]),
  /** Ids of default modifier values (when the app tells them apart); same rules as optionValueIds. */
  defaultOptionValueIds: z.array(idSchema).max(ORDER_VALUES_MAX).default([]),
});
export type OrderItemInput = z.output<typeof OrderItemInputSchema>;

/** POST /api/orders: an order from the ordering app. Prices are never sent: the server computes them from the menu. */
export const OrderIntakeBodySchema = z.object({
  appOrderId: text(APP_ORDER_ID_MAX_LENGTH).min(1, msg('invalidInput')),
  shopId: idSchema,
  consumer: OrderConsumerSchema,
  /** The customer's membership used for this order: a member order (type 6), with its complimentary items and discount. */
  userMembershipId: idSchema.optional(),
  pickupOptionLabel: text(50).default(''),
  tableNumber: text(20).default(''),
  items: z.array(OrderItemInputSchema).min(1, msg('invalidInput')).max(ORDER_ITEMS_MAX),
  tipCents: z.number().int().min(0).max(ORDER_TIP_MAX_CENTS).default(0),
  promoCode: text(20).min(1).optional(),
});
export type OrderIntakeBody = z.input<typeof OrderIntakeBodySchema>;

/** The answer: the order as recorded (201 when new, 200 when the same appOrderId was already recorded). */
export const OrderIntakeResponseSchema = z.object({
  orderId: z.number().int(),
  appOrderId: z.string(),
  shopId: z.number().int(),
  transactionId: z.number().int(),
  transactionType: z.number().int(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  taxCents: z.number().int(),
  tipCents: z.number().int(),
  totalCents: z.number().int(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
  createdAt: z.string(),
  /**
   * When the order will be ready (decision 300): its time plus its slowest station's longest preparation and that
   * station's busy minutes then (`pickupAtOf` of rush.ts). Null for an order recorded before the intake told it.
   */
  pickupAt: z.string().nullable(),
  /** false when this post repeated an order already recorded. */
  created: z.boolean(),
});
export type OrderIntakeResponse = z.infer<typeof OrderIntakeResponseSchema>;
