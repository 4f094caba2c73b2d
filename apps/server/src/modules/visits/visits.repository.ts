import type { RecordVisitBody } from '@brewline/contracts/schemas/visits';
import { and, count, desc, gte, lt, max, min, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { visits } from '../../db/schema/messaging';

export function createVisitsRepository(db: Database) {
  return {
    async insert(visit: RecordVisitBody): Promise<void> {
      await db.insert(visits).values({ source: visit.source, path: visit.path });
    },

    /** Visits per source with created_at in [from, before), most visits first, then the most recent. */
    async countBySource(range: { from: Date | null; before: Date | null }) {
      const conditions: SQL[] = [];
      if (range.from) conditions.push(gte(visits.createdAt, range.from));
      if (range.before) conditions.push(lt(visits.createdAt, range.before));
      const total = count();
      const last = max(visits.createdAt);
      return db
        .select({ source: visits.source, visits: total, firstVisitAt: min(visits.createdAt), lastVisitAt: last })
        .from(visits)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .groupBy(visits.source)
        .orderBy(desc(total), desc(last), visits.source);
    },
  };
}
export type VisitsRepository = ReturnType<typeof createVisitsRepository>;
