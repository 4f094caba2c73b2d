import type { VisitsReport, VisitsReportQuery } from '@brewline/contracts/schemas/visits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { visitsReportKeys } from './query-keys';

export const getVisitsReport = (range: VisitsReportQuery) =>
  api<VisitsReport>('/api/admin/visits', { query: { from: range.from, to: range.to } });

export const visitsReportQuery = (range: VisitsReportQuery) =>
  queryOptions({ queryKey: visitsReportKeys.report(range), queryFn: () => getVisitsReport(range), placeholderData: keepPreviousData });

export const useVisitsReport = (range: VisitsReportQuery) => useQuery(visitsReportQuery(range));
