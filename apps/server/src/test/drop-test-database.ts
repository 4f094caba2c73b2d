import pg from 'pg';

/**
 * Waits (briefly) until the server has seen every connection to database `name` go. pool.end() resolves before the
 * server has: a forced drop would kill them mid-goodbye, and a copy from a template still connected to is refused.
 */
export async function untilNobodyIsConnected(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Drops a test's database on the PostgreSQL server at `serverUrl`, once the connections it had are gone. */
export async function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await untilNobodyIsConnected(admin, name);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
