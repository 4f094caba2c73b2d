import { MEMBERS_PAGE_SIZE } from '@brewline/contracts/members';
import type { MembersPage, MembersQuery } from '@brewline/contracts/schemas/members';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryValues } from '../../../lib/api-client';
import { membersKeys } from './query-keys';

/** What the Members list asks first: its first page, the latest changed first. */
export const FIRST_MEMBERS_QUERY = {
  page: 0,
  pageSize: MEMBERS_PAGE_SIZE,
  sort: 'lastUpdated',
  order: 'desc',
} as const satisfies MembersQuery;

// The schema's input type of a coerced number is unknown; the screen sends numbers.
export const getMembers = (shopId: number, query: MembersQuery) =>
  api<MembersPage>(`/api/shops/${shopId}/members`, { query: { ...query } as QueryValues });

export const membersQuery = (shopId: number, query: MembersQuery) =>
  queryOptions({ queryKey: membersKeys.list(shopId, query), queryFn: () => getMembers(shopId, query), placeholderData: keepPreviousData });

export const useMembers = (shopId: number, query: MembersQuery) => useQuery(membersQuery(shopId, query));

/** Every request matching the filters, a hundred at a time (the spreadsheet download). */
export async function getAllMembers(shopId: number, query: Omit<MembersQuery, 'page' | 'pageSize'>) {
  const rows: MembersPage['rows'] = [];
  for (let page = 0; ; page++) {
    const next = await getMembers(shopId, { ...query, page, pageSize: 100 });
    rows.push(...next.rows);
    if (rows.length >= next.total || next.rows.length === 0) return rows;
  }
}
