import type { SaveSubsidiesBody, Subsidy } from '@brewline/contracts/schemas/menu-complimentary';
import { useMutation, useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

/** Subsidies per option value (platform administrators, decision 062). */
export const subsidiesKey = (shopId: number, valueId: number) => [...sharedKeys.shop(shopId), 'subsidies', valueId] as const;

/** Every value's subsidies at once, read fresh when the dialog opens. */
export const useSubsidies = (shopId: number, valueIds: readonly number[], enabled: boolean) =>
  useQueries({
    queries: valueIds.map((valueId) => ({
      queryKey: subsidiesKey(shopId, valueId),
      queryFn: () => api<Subsidy[]>(`/api/shops/${shopId}/menu/values/${valueId}/subsidies`),
      staleTime: 0,
      gcTime: 0,
      enabled,
    })),
  });

/** Saves the values whose amounts changed, one list per value. */
export const useSaveSubsidies = (shopId: number) =>
  useMutation({
    mutationFn: (changes: Array<{ valueId: number; body: SaveSubsidiesBody }>) =>
      Promise.all(
        changes.map(({ valueId, body }) =>
          api<Subsidy[]>(`/api/shops/${shopId}/menu/values/${valueId}/subsidies`, { method: 'PUT', body }),
        ),
      ),
  });
