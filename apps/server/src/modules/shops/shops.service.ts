import type { ShopListItem, ShopSummary } from '@brewline/contracts/schemas/shops';
import { notFound } from '../../errors';
import { imageUrl } from '../../lib/image-url';
import type { ShopsRepository } from './shops.repository';

export function createShopsService({ repository }: { repository: ShopsRepository }) {
  return {
    /** Every shop sorted by name whatever its case; onboarded narrows to the onboarded ones (or the others). */
    list: (filter: { onboarded?: boolean }): Promise<ShopListItem[]> => repository.list(filter),

    /** What the dashboard shell shows and gates on for one shop. */
    async summary(shopId: number): Promise<ShopSummary> {
      const found = await repository.findSummary(shopId);
      if (!found) throw notFound();
      const { shop, hasGlobalMembership } = found;
      return {
        shopId: shop.id,
        shopName: shop.name,
        logoUrl: imageUrl(shop.logoKey, shop.updatedAt),
        isOnboarded: shop.isOnboarded,
        isChainShop: shop.isChainShop,
        isInChain: shop.chainShopId !== null,
        chainShopId: shop.chainShopId,
        membershipEnabled: shop.membershipEnabled,
        hasGlobalMembership,
      };
    },
  };
}
export type ShopsService = ReturnType<typeof createShopsService>;
