import type { Database } from './client';

/**
 * A repository whose queries can also run together in one transaction: `repository.find(...)` runs alone,
 * `repository.transaction(async (tx) => { await tx.a(...); await tx.b(...); })` runs a and b atomically, so a
 * service can keep the rule (what to write, in which order) while the repository keeps the Drizzle. An error thrown
 * inside `work` rolls the transaction back.
 */
export function transactional<Queries extends object>(db: Database, queries: (db: Database) => Queries) {
  return {
    ...queries(db),
    transaction: <T>(work: (tx: Queries) => Promise<T>): Promise<T> => db.transaction((tx) => work(queries(tx))),
  };
}
