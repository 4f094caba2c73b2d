import type { RecordVisitBody, VisitsReport, VisitsReportQuery } from '@brewline/contracts/schemas/visits';
import type { VisitsRepository } from './visits.repository';

const DAY_MS = 86_400_000;
const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);

export function createVisitsService({ repository }: { repository: VisitsRepository }) {
  return {
    record(visit: RecordVisitBody) {
      return repository.insert(visit);
    },

    /** Whole UTC days: `to` includes its own day. */
    async report(query: VisitsReportQuery): Promise<VisitsReport> {
      const rows = await repository.countBySource({
        from: query.from ? utcDay(query.from) : null,
        before: query.to ? new Date(utcDay(query.to).getTime() + DAY_MS) : null,
      });
      const sources = rows.map((row) => ({
        source: row.source,
        visits: Number(row.visits),
        firstVisitAt: new Date(row.firstVisitAt!).toISOString(),
        lastVisitAt: new Date(row.lastVisitAt!).toISOString(),
      }));
      return {
        from: query.from ?? null,
        to: query.to ?? null,
        totalVisits: sources.reduce((sum, row) => sum + row.visits, 0),
        sources,
      };
    },
  };
}
export type VisitsService = ReturnType<typeof createVisitsService>;
