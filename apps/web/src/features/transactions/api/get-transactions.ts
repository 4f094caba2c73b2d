import { TRANSACTIONS_EXPORT_NAME, type TransactionSortKey } from '@brewline/contracts/analytics';
import type { TransactionsPage } from '@brewline/contracts/schemas/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { transactionsKeys } from './query-keys';

/** The filters Get Transactions sends: ISO days (decision 087) and a type code or 'all'. */
export interface TransactionsFilter {
  from: string;
  to: string;
  type: 'all' | number;
}

/** One page of the table: the filters, a 1-based page, its size and the sort. */
export interface TransactionsRequest extends TransactionsFilter {
  page: number;
  pageSize: number;
  sort: TransactionSortKey;
  direction: 'asc' | 'desc';
}

export const getTransactions = (shopId: number, request: TransactionsRequest) =>
  api<TransactionsPage>(`/api/shops/${shopId}/analytics/transactions`, { query: { ...request } });

export const transactionsQuery = (shopId: number, request: TransactionsRequest) =>
  queryOptions({
    queryKey: transactionsKeys.page(shopId, request),
    queryFn: () => getTransactions(shopId, request),
    placeholderData: keepPreviousData,
  });

/** Nothing is asked until Get Transactions is pressed (the table loads on Get Transactions). */
export const useTransactions = (shopId: number, request: TransactionsRequest | null) =>
  useQuery({ ...transactionsQuery(shopId, request ?? ({} as TransactionsRequest)), enabled: request !== null });

/** TransactionsData.xlsx: every row of the range and type, written by the server (decision 092). */
export const transactionsExport = (shopId: number, filter: TransactionsFilter) => ({
  path: withQuery(`/api/shops/${shopId}/analytics/transactions.xlsx`, { ...filter }),
  fileName: `${TRANSACTIONS_EXPORT_NAME}.xlsx`,
});
