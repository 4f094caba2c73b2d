import type { Database } from '../db/client';

/** A transaction of the demo seed: each area writes its rows in the one transaction that loads the world. */
export type DemoTx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The ids of the demo world's shops and logins, handed to each area's seed (memberships, members, menus,
 * orders ...) so areas add their rows without knowing how the base world was made. `now` is the moment the
 * database is seeded: time-shaped data (members' histories, orders) is generated relative to it.
 */
export interface DemoWorld {
  now: Date;
  publicUrl: string;
  shops: { bluebird: number; harbor: number; harborShops: number[]; freshStart: number; others: number[] };
  logins: { owner: number; chain: number; staff: number; admin: number; newcomer: number; riley: number };
}

/** One area's demo rows. Each area uses its own seeded random generator, so adding an area changes no other's data. */
export type DemoArea = (tx: DemoTx, world: DemoWorld) => Promise<void>;
