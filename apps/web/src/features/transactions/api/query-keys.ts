import { sharedKeys } from '../../../lib/query-keys';
import type { TransactionsRequest } from './get-transactions';

/** Below the shop's `analytics` prefix, so whatever refreshes the reports (a new order) refreshes these too. */
export const transactionsKeys = {
  all: (shopId: number) => [...sharedKeys.shop(shopId), 'analytics', 'transactions'] as const,
  page: (shopId: number, request: TransactionsRequest) => [...transactionsKeys.all(shopId), request] as const,
};
