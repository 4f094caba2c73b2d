import type { SetUserPermissionsBody } from '@brewline/contracts/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

export const setPermissions = (shopId: number, loginId: number, body: SetUserPermissionsBody) =>
  api<{ version: number }>(`/api/shops/${shopId}/users/${loginId}/permissions`, { method: 'PUT', body });

/** Edit User Permissions, from the version the user was loaded at (409 staleCopy otherwise); the list reloads after it. */
export function useSetPermissions(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ loginId, body }: { loginId: number; body: SetUserPermissionsBody }) => setPermissions(shopId, loginId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.list(shopId) }),
  });
}
