import type { UserList } from '@brewline/contracts/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

/** The chain's shops and their users (the signed-in user left out), each with a version for the permissions save. */
export const usersQuery = (shopId: number) =>
  queryOptions({ queryKey: usersKeys.list(shopId), queryFn: () => api<UserList>(`/api/shops/${shopId}/users`) });

export const useUsers = (shopId: number) => useQuery(usersQuery(shopId));
