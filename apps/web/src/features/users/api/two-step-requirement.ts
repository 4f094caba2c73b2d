import type { TwoStepRequirement, TwoStepRequirementBody } from '@brewline/contracts/schemas/two-step';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

/** The shop's 'Require two-step sign-in' switch (decision 223). */
export const useTwoStepRequirement = (shopId: number) =>
  useQuery({
    queryKey: usersKeys.twoStepRequirement(shopId),
    queryFn: () => api<TwoStepRequirement>(`/api/shops/${shopId}/two-step-requirement`),
  });

export function useSetTwoStepRequirement(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoStepRequirementBody) =>
      api<TwoStepRequirement>(`/api/shops/${shopId}/two-step-requirement`, { method: 'PUT', body }),
    onSuccess: (answer) => queryClient.setQueryData(usersKeys.twoStepRequirement(shopId), answer),
  });
}
