import type { MembersQuery } from '@brewline/contracts/schemas/members';
import { sharedKeys } from '../../../lib/query-keys';

/**
 * Every query key of this feature, below the shop's `members` prefix. A change to a request invalidates
 * `membersKeys.all(shopId)`: every list page, every details page and the membership stats (whose keys share the
 * prefix) refetch.
 */
export const membersKeys = {
  all: (shopId: number) => [...sharedKeys.shop(shopId), 'members'] as const,
  list: (shopId: number, query: MembersQuery) => [...membersKeys.all(shopId), 'list', query] as const,
  details: (shopId: number, memberId: number) => [...membersKeys.all(shopId), 'details', memberId] as const,
};
