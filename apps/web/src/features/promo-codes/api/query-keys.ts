import type { PromoCodeListFilters, PromoUsageRequest } from '@brewline/contracts/schemas/promo-codes';
import { sharedKeys } from '../../../lib/query-keys';

/**
 * This feature's cached reads, under the shop's prefix: a new code or a deactivation invalidates `all(shopId)`, so
 * the list and the usage read again.
 */
export const promoCodeKeys = {
  all: (shopId: number) => [...sharedKeys.shop(shopId), 'promo-codes'] as const,
  list: (shopId: number, filters: PromoCodeListFilters) => [...promoCodeKeys.all(shopId), 'list', filters] as const,
  usage: (shopId: number, query: PromoUsageRequest) => [...promoCodeKeys.all(shopId), 'usage', query] as const,
};
