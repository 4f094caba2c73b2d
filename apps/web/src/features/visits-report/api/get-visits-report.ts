import type { VisitsReport, VisitsReportQuery } from '@brewline/contracts/visits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { visitsReportKeys } from './query-keys';

export const getVisitsReport = (range: VisitsReportQuery) => {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  const search = query.toString();
  return api<VisitsReport>(`/api/admin/visits${search ? `?${search}` : ''}`);
};

export const visitsReportQuery = (range: VisitsReportQuery) =>
  queryOptions({ queryKey: visitsReportKeys.report(range), queryFn: () => getVisitsReport(range), placeholderData: keepPreviousData });

export const useVisitsReport = (range: VisitsReportQuery) => useQuery(visitsReportQuery(range));
