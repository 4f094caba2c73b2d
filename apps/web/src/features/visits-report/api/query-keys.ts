import type { VisitsReportQuery } from '@brewline/contracts/schemas/visits';

/**
 * Every query key of this feature. Keys follow the API path (/api/admin/visits), so a prefix names everything
 * below it: whatever changes visits invalidates `visitsReportKeys.all` and every range's report refetches.
 */
export const visitsReportKeys = {
  all: ['admin', 'visits'] as const,
  /** One range's report; an absent end is null, so {} and { from: undefined } share a cache entry. */
  report: (range: VisitsReportQuery) => [...visitsReportKeys.all, { from: range.from ?? null, to: range.to ?? null }] as const,
};
