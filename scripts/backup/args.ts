/**
 * The arguments of `npm run backup` and `npm run restore` (decision 230): pure, so they are unit-tested. The password
 * is never an argument (a command line shows in the process list and the shell's history): it comes from
 * BREWLINE_ADMIN_PASSWORD or is asked for at the terminal.
 */
export class UsageError extends Error {}

export const BACKUP_USAGE = `Usage: npm run backup [-- --out DIR] [--url URL] [--email EMAIL]
  Saves a consistent copy of the running app's embedded database as DIR/brewline-<UTC time>.tar.gz.
  --out DIR      folder of the backups (default: BACKUP_DIR, else ./backups)
  --url URL      the running app (default: BASE_URL, else http://localhost:$PORT, PORT default 3000)
  --email EMAIL  a platform administrator's sign-in (default: BREWLINE_ADMIN_EMAIL)
  The password comes from BREWLINE_ADMIN_PASSWORD, or is asked for at the terminal.`;

export const RESTORE_USAGE = `Usage: npm run restore -- FILE [--force] [--data-dir DIR]
  Restores a backup into a stopped app's DATA_DIR (the database goes to DATA_DIR/pgdata).
  --force         replace an existing database (it is kept beside, as pgdata.before-restore-<time>)
  --data-dir DIR  the app's data folder (default: DATA_DIR, else ./data)
  Write the -- after restore: without it npm takes --force for itself.`;

export interface BackupArgs {
  outDir: string;
  baseUrl: string;
  email: string;
}

export interface RestoreArgs {
  file: string;
  force: boolean;
  dataDir: string | undefined;
}

type Env = Record<string, string | undefined>;

/** Splits `--name value` and `--name=value`; answers the options and the rest. */
function options(argv: readonly string[], withValue: readonly string[], flags: readonly string[]) {
  const values = new Map<string, string>();
  const set = new Set<string>();
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') throw new UsageError('');
    if (!arg.startsWith('--')) {
      rest.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (flags.includes(name) && inline === undefined) set.add(name);
    else if (withValue.includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined || value === '' || (inline === undefined && value.startsWith('--'))) {
        throw new UsageError(`--${name} needs a value.`);
      }
      values.set(name, value);
    } else throw new UsageError(`Unknown option ${arg}.`);
  }
  return { values, set, rest };
}

export function parseBackupArgs(argv: readonly string[], env: Env): BackupArgs {
  const { values, rest } = options(argv, ['out', 'url', 'email', 'password'], []);
  if (values.has('password')) throw new UsageError('Give the password in BREWLINE_ADMIN_PASSWORD or at the prompt, not as an argument.');
  if (rest.length > 0) throw new UsageError(`Unexpected argument ${rest[0]}.`);
  const email = values.get('email') ?? env.BREWLINE_ADMIN_EMAIL;
  if (!email) throw new UsageError("Name a platform administrator's sign-in: --email or BREWLINE_ADMIN_EMAIL.");
  const baseUrl = (values.get('url') ?? env.BASE_URL ?? `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(baseUrl)) throw new UsageError(`${baseUrl} is not an http(s) address.`);
  return { outDir: values.get('out') ?? (env.BACKUP_DIR || 'backups'), baseUrl, email };
}

export function parseRestoreArgs(argv: readonly string[]): RestoreArgs {
  const { values, set, rest } = options(argv, ['data-dir'], ['force']);
  if (rest.length === 0) throw new UsageError('Name the backup file to restore.');
  if (rest.length > 1) throw new UsageError(`One backup file at a time (got ${rest.join(', ')}).`);
  return { file: rest[0]!, force: set.has('force'), dataDir: values.get('data-dir') };
}
