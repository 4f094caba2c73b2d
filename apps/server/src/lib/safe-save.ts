import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { AppError, notFound } from '../errors';

/**
 * Safe concurrent saves (decision 018). A resource that several people edit carries an integer version; the
 * client sends back the version it loaded, and a save is taken only from the current version.
 *
 * The two halves, used in this order inside one transaction:
 * - the repository calls `claimVersion` first: one `UPDATE ... SET version = version + 1 WHERE id = $1 AND
 *   version = $2`, which also locks the row, so of two saves from the same version exactly one claims it;
 * - the service turns the claim into the new version with `claimedVersion`, which throws 404 for a resource that
 *   does not exist and 409 CONFLICT 'staleCopy' for a copy someone else has saved over since (the transaction
 *   then rolls back: nothing changes), before it writes anything else.
 */
export type VersionClaim = { outcome: 'claimed'; version: number } | { outcome: 'stale' } | { outcome: 'missing' };

/** The row whose version guards a resource: its id column and its version column (of the same table). */
export interface VersionedRow {
  id: PgColumn;
  version: PgColumn;
}

export async function claimVersion(db: Database, row: VersionedRow, id: number, expected: number): Promise<VersionClaim> {
  const table = row.version.table as PgTable;
  const versionKey = Object.entries(getTableColumns(table)).find(([, column]) => column === row.version)?.[0];
  if (!versionKey) throw new Error(`${row.version.name} is not a column of its table`);
  const [claimed] = await db
    .update(table)
    .set({ [versionKey]: sql`${row.version} + 1` })
    .where(and(eq(row.id, id), eq(row.version, expected)))
    .returning({ version: row.version });
  if (claimed) return { outcome: 'claimed', version: Number(claimed.version) };
  const [exists] = await db.select({ id: row.id }).from(table).where(eq(row.id, id)).limit(1);
  return exists ? { outcome: 'stale' } : { outcome: 'missing' };
}

/** The answer to a save from an out-of-date copy: 409 CONFLICT 'staleCopy' (the client reloads, decision 018). */
export const staleCopy = () => new AppError(409, 'CONFLICT', 'staleCopy');

/** The version a claimed save moves to; throws 404 or 409 for a claim that failed. */
export function claimedVersion(claim: VersionClaim): number {
  if (claim.outcome === 'missing') throw notFound();
  if (claim.outcome === 'stale') throw staleCopy();
  return claim.version;
}
