/**
 * npm run restore -- FILE [--force] [--data-dir DIR]: a backup of npm run backup into a stopped app's DATA_DIR
 * (decision 230). Refuses while the app runs on that folder, and over an existing database without --force (the
 * replaced database is kept beside, renamed).
 */
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config';
import { RestoreRefused, restoreDataDir } from '../apps/server/src/db/restore';
import { parseRestoreArgs, RESTORE_USAGE, UsageError } from './backup/args';

const invokedFrom = process.env.INIT_CWD ?? process.cwd();

try {
  const args = parseRestoreArgs(process.argv.slice(2));
  const config = loadConfig(args.dataDir ? { ...process.env, DATA_DIR: args.dataDir } : process.env);
  if (config.databaseUrl) {
    process.stderr.write('DATABASE_URL is set: this restores the embedded database only. Use pg_restore for PostgreSQL.\n');
    process.exitCode = 1;
  } else {
    const result = await restoreDataDir({ archive: path.resolve(invokedFrom, args.file), dataDir: config.dataDir, force: args.force });
    process.stdout.write(`Restored into ${result.pgdata}: ${result.shops} shops, ${result.orders} orders.\n`);
    if (result.replaced) process.stdout.write(`The database that was there is kept in ${result.replaced}; delete it when you are sure.\n`);
    process.stdout.write('Start the app as usual (npm start / npm run serve).\n');
  }
} catch (err) {
  if (!(err instanceof UsageError) && !(err instanceof RestoreRefused)) throw err;
  if (process.env.npm_config_force === 'true' && !process.argv.includes('--force')) {
    process.stderr.write('npm took --force for itself: write npm run restore -- FILE --force\n');
  }
  process.stderr.write(`${err.message || RESTORE_USAGE}\n`);
  process.exitCode = err.message ? 1 : 0;
}
