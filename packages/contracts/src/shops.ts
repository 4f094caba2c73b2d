import { z } from 'zod';

export const ShopIdParamsSchema = z.object({
  shopId: z.coerce.number().int(),
});

/** What the shell needs about the selected shop (spec: get_shop_info, get_shop_user, is_shop_chain, is_shop_in_chain). */
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
