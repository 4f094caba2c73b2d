import type { OverviewCards, OverviewTiles } from '@brewline/contracts/schemas/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/use-order-events';
import { KEPT_FIGURES } from '../../../lib/kept-figures';

/** Under the live overview key: a new order refreshes both (lib/use-order-events.ts). */
export const overviewKeys = {
  tiles: (shopId: number) => [...liveKeys.overview(shopId), 'tiles'] as const,
  cards: (shopId: number) => [...liveKeys.overview(shopId), 'cards'] as const,
};

export const overviewTilesQuery = (shopId: number) =>
  queryOptions({
    queryKey: overviewKeys.tiles(shopId),
    meta: KEPT_FIGURES,
    queryFn: ({ signal }) => api<OverviewTiles>(`/api/shops/${shopId}/analytics/overview`, { signal }),
  });

export const overviewCardsQuery = (shopId: number) =>
  queryOptions({
    queryKey: overviewKeys.cards(shopId),
    meta: KEPT_FIGURES,
    queryFn: ({ signal }) => api<OverviewCards>(`/api/shops/${shopId}/analytics/overview/cards`, { signal }),
  });

export const useOverviewTiles = (shopId: number) => useQuery(overviewTilesQuery(shopId));
export const useOverviewCards = (shopId: number, enabled: boolean) => useQuery({ ...overviewCardsQuery(shopId), enabled });
