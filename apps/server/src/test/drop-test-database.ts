import pg from 'pg';

/** Drops a test's database on the PostgreSQL server at `serverUrl`, once the connections it had are gone. */
export async function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // pool.end() resolves before the server has seen every connection go; a forced drop would then
  // kill them mid-goodbye and surface as an unhandled error, so wait (briefly) for them to leave.
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
