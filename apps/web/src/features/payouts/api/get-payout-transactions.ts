import type { PayoutReconciliation } from '@brewline/contracts/schemas/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payoutsKeys } from './query-keys';

/** The transactions a payout pays, with their sums and the difference from the paid amount (0 when it reconciles). */
export const getPayoutTransactions = (shopId: number, payoutId: number) =>
  api<PayoutReconciliation>(`/api/shops/${shopId}/analytics/payouts/${payoutId}/transactions`);

export const payoutTransactionsQuery = (shopId: number, payoutId: number) =>
  queryOptions({ queryKey: payoutsKeys.reconciliation(shopId, payoutId), queryFn: () => getPayoutTransactions(shopId, payoutId) });

export const usePayoutTransactions = (shopId: number, payoutId: number | null) =>
  useQuery({ ...payoutTransactionsQuery(shopId, payoutId ?? 0), enabled: payoutId !== null });
