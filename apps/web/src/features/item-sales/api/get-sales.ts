import type { DayRange } from '@brewline/contracts/analytics';
import type { ModifierSales, ItemSales } from '@brewline/contracts/schemas/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { itemSalesKeys } from './query-keys';
import { KEPT_FIGURES } from '../../../lib/kept-figures';

export const getItemSales = (shopId: number, range: DayRange) =>
  api<ItemSales>(`/api/shops/${shopId}/analytics/item-sales`, { query: { from: range.from, to: range.to } });

export const getModifierSales = (shopId: number, range: DayRange) =>
  api<ModifierSales>(`/api/shops/${shopId}/analytics/modifier-sales`, { query: { from: range.from, to: range.to } });

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

/** Modifier Sales of a range, with the attach rates. */
export const useModifierSales = (shopId: number, range: DayRange | null) =>
  useQuery({
    queryKey: itemSalesKeys.modifiers(shopId, range ?? NO_RANGE),
    meta: KEPT_FIGURES,
    queryFn: () => getModifierSales(shopId, range!),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
