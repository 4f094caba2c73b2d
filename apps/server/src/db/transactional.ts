import type { Database } from './client';

/**
 * A repository whose queries can also run together in one transaction: `repository.find(...)` runs alone,
 * `repository.transaction(async (tx) => { await tx.a(...); await tx.b(...); })` runs a and b atomically, so a
 * service can keep the rule (what to write, in which order) while the repository keeps the Drizzle. An error thrown
 * inside `work` rolls the transaction back. `work` also gets the transaction's connection, to hand to another
 * module's service that writes in the same transaction (the ledger's writes with an order or a refund).
 */
export function transactional<Queries extends object>(db: Database, queries: (db: Database) => Queries) {
  return {
    ...queries(db),
    transaction: <T>(work: (tx: Queries, db: Database) => Promise<T>): Promise<T> => db.transaction((tx) => work(queries(tx), tx)),
  };
}
