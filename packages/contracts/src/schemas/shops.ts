import { z } from 'zod';
import { idParam } from './ids';

export const ShopIdParamsSchema = z.object({
  shopId: idParam,
});

/**
 * The version of a resource several people edit (safe concurrent saves, decision 018): GET answers it, PUT sends
 * back the one that was loaded and answers the next one. A save from an older version is refused with 409
 * CONFLICT 'staleCopy' and changes nothing. Required: a save that does not say what it was based on is a 400.
 */
export const VersionSchema = z.number().int().min(0);

/** What the shell needs about the selected shop. */
export const ShopSummarySchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  logoUrl: z.string().nullable(),
  isOnboarded: z.boolean(),
  isChainShop: z.boolean(),
  isInChain: z.boolean(),
  chainShopId: z.number().int().nullable(),
  membershipEnabled: z.boolean(),
  hasGlobalMembership: z.boolean(),
});
export type ShopSummary = z.infer<typeof ShopSummarySchema>;

export const ShopListQuerySchema = z.object({
  onboarded: z.enum(['true', 'false']).optional(),
});

export const ShopListItemSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  isOnboarded: z.boolean(),
});
export const ShopListSchema = z.array(ShopListItemSchema);
export type ShopListItem = z.infer<typeof ShopListItemSchema>;
