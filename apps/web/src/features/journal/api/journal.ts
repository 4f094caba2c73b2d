import type { DayRange } from '@brewline/contracts/analytics';
import type { JournalBy, JournalFormat } from '@brewline/contracts/journal';
import type { AccountMapping, AccountMappingResponse, Journal } from '@brewline/contracts/schemas/journal';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { downloadFromServer } from '../../../lib/server-download';
import { journalKeys } from './query-keys';

export const getJournal = (shopId: number, range: DayRange, by: JournalBy = 'day') =>
  api<Journal>(`/api/shops/${shopId}/journal`, { query: { from: range.from, to: range.to, by } });

const NO_RANGE: DayRange = { from: '', to: '' };

/** The range's journal; nothing is asked while the range is not chosen or refused (null). */
export const useJournal = (shopId: number, range: DayRange | null, by: JournalBy) =>
  useQuery({
    queryKey: journalKeys.journal(shopId, range ?? NO_RANGE, by),
    queryFn: () => getJournal(shopId, range!, by),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

export const getAccountMapping = (shopId: number) => api<AccountMappingResponse>(`/api/shops/${shopId}/accounts-mapping`);

/** The account mapping: only people who manage the shop are asked it (the server refuses the others). */
export const useAccountMapping = (shopId: number, enabled: boolean) =>
  useQuery({
    queryKey: journalKeys.mapping(shopId),
    queryFn: () => getAccountMapping(shopId),
    enabled,
  });

/** PUT the mapping whole; the journal on screen is asked again with the new names and codes. */
export function useSaveAccountMapping(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accounts: AccountMapping) =>
      api<AccountMappingResponse>(`/api/shops/${shopId}/accounts-mapping`, { method: 'PUT', body: accounts }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(journalKeys.mapping(shopId), saved);
      await queryClient.invalidateQueries({ queryKey: journalKeys.journals(shopId) });
    },
  });
}

/** One journal file: QuickBooks', or part `part` of Xero's (decision 304). */
export function downloadJournal(shopId: number, range: DayRange, by: JournalBy, format: JournalFormat, part: number, fileName: string) {
  const path = withQuery(`/api/shops/${shopId}/journal.csv`, { from: range.from, to: range.to, by, format, part });
  return downloadFromServer(path, fileName);
}

/** The file name the server gives the same file (the download keeps it). */
export function journalFileName(range: DayRange, by: JournalBy, format: JournalFormat, part: number, parts: number) {
  const base = `Journal-${format === 'quickbooks' ? 'QuickBooks' : 'Xero'}-${range.from}-to-${range.to}-by-${by}`;
  return format === 'xero' && parts > 1 ? `${base}-part-${part}-of-${parts}.csv` : `${base}.csv`;
}
