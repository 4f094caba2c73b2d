import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export function createHealthRepository(db: Database) {
  return {
    /** Whether the database answers `select 1`; any failure is simply "not reachable". */
    async isReachable(): Promise<boolean> {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
  };
}
export type HealthRepository = ReturnType<typeof createHealthRepository>;
