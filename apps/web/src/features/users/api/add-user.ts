import type { AddUserBody, AddUserResult } from '@brewline/contracts/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

export const addUser = (shopId: number, body: AddUserBody) => api<AddUserResult>(`/api/shops/${shopId}/users`, { method: 'POST', body });

/** Add a Shop User; the list reloads after it. */
export function useAddUser(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddUserBody) => addUser(shopId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.list(shopId) }),
  });
}
