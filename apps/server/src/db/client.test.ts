import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client';

describe('the embedded database (PGlite)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
  });
  afterAll(() => database?.close());

  it('lets the event loop turn between queries, so other work is not held until a chain of queries ends', async () => {
    const queries = 200;
    let done = 0;
    let doneWhenTheTimerRan: number | null = null;
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        doneWhenTheTimerRan = done;
        resolve();
      }, 0),
    );
    for (let i = 0; i < queries; i++) {
      await database.db.execute(sql`select ${i}::int as n`);
      done += 1;
    }
    await timer;
    // Without the turns, the whole chain runs as one stretch of promise callbacks and the timer waits for all of it.
    expect(doneWhenTheTimerRan).not.toBeNull();
    expect(doneWhenTheTimerRan!).toBeLessThan(queries);
  });

  it('still runs a transaction as one: its statements see each other and a failure rolls them all back', async () => {
    await database.db.execute(sql`create table turns_probe (n int)`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into turns_probe values (1)`);
        const seen = (await tx.execute(sql`select count(*)::int as c from turns_probe`)) as unknown as { rows: Array<{ c: number }> };
        expect(seen.rows[0]!.c).toBe(1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const after = (await database.db.execute(sql`select count(*)::int as c from turns_probe`)) as unknown as { rows: Array<{ c: number }> };
    expect(after.rows[0]!.c).toBe(0);
  });
});
