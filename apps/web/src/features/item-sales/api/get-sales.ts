import type { AddonSales, DayRange, ItemSales } from '@brewline/contracts/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { itemSalesKeys } from './query-keys';
import { KEPT_FIGURES } from '../../../lib/kept-figures';

export const getItemSales = (shopId: number, range: DayRange) =>
  api<ItemSales>(`/api/shops/${shopId}/analytics/item-sales`, { query: { from: range.from, to: range.to } });

export const getAddonSales = (shopId: number, range: DayRange) =>
  api<AddonSales>(`/api/shops/${shopId}/analytics/addon-sales`, { query: { from: range.from, to: range.to } });

const NO_RANGE: DayRange = { from: '', to: '' };

/** Item Sales of a range; nothing is asked while the range is not chosen or refused (null). */
export const useItemSales = (shopId: number, range: DayRange | null) =>
  useQuery({
    queryKey: itemSalesKeys.items(shopId, range ?? NO_RANGE),
    meta: KEPT_FIGURES,
    queryFn: () => getItemSales(shopId, range!),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

/** Add-on Sales of a range, with the attach rates. */
export const useAddonSales = (shopId: number, range: DayRange | null) =>
  useQuery({
    queryKey: itemSalesKeys.addons(shopId, range ?? NO_RANGE),
    meta: KEPT_FIGURES,
    queryFn: () => getAddonSales(shopId, range!),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
