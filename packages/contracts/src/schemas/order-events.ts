import { z } from 'zod';

export const RushEventSchema = z.object({ shopId: z.number().int() });

export const NewOrderEventSchema = z.object({
  orderId: z.number().int(),
  shopId: z.number().int(),
  customerName: z.string(),
  /** What the customer paid, cents. */
  totalCents: z.number().int(),
  createdAt: z.string(),
});
export type NewOrderEvent = z.infer<typeof NewOrderEventSchema>;
