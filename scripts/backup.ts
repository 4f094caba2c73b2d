/**
 * npm run backup: a consistent copy of the running app's embedded database (decision 230). The database belongs to
 * the process that has it open, so the copy is taken by the server (GET /api/admin/backup, platform administrators only)
 * and saved here as DIR/brewline-<UTC time>.tar.gz. It signs in as a platform administrator and signs out after.
 * Options and environment: see BACKUP_USAGE in scripts/backup/args.ts. On PostgreSQL the server refuses: use pg_dump.
 */
import { chmodSync, createWriteStream, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { backupFileName } from '../apps/server/src/modules/backup/backup.rules';
import { BACKUP_USAGE, type BackupArgs, parseBackupArgs, UsageError } from './backup/args';

/** npm runs scripts at the package's root: a relative --out is taken from where npm was called. */
const invokedFrom = process.env.INIT_CWD ?? process.cwd();

interface ApiError {
  error?: { message?: string };
}

async function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) throw new UsageError('No terminal to ask the password at: set BREWLINE_ADMIN_PASSWORD.');
  process.stderr.write(question);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new UsageError('Cancelled.'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

const messageOf = async (response: Response) => ((await response.json().catch(() => null)) as ApiError | null)?.error?.message;

async function backup(args: BackupArgs): Promise<void> {
  const password = process.env.BREWLINE_ADMIN_PASSWORD || (await askHidden(`Password of ${args.email}: `));
  let signIn: Response;
  try {
    signIn = await fetch(`${args.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: args.email, password }),
    });
  } catch {
    throw new UsageError(`Nothing answers at ${args.baseUrl}: is the app running? (--url or BASE_URL to point elsewhere)`);
  }
  if (!signIn.ok) throw new UsageError(`Sign-in of ${args.email} refused: ${(await messageOf(signIn)) ?? signIn.status}`);
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const authorization = `Bearer ${accessToken}`;
  try {
    const started = Date.now();
    const at = new Date();
    const answer = await fetch(`${args.baseUrl}/api/admin/backup`, { headers: { authorization } });
    if (answer.status === 403) throw new UsageError(`${args.email} is not a platform administrator: only one can take a backup.`);
    if (!answer.ok || !answer.body) throw new UsageError(`The app refused the backup: ${(await messageOf(answer)) ?? answer.status}`);
    const outDir = path.resolve(invokedFrom, args.outDir);
    mkdirSync(outDir, { recursive: true });
    const file = path.join(outDir, backupFileName(at));
    const partial = `${file}.partial`;
    try {
      // The backup holds every account's password hash: only its owner may read it.
      await pipeline(Readable.fromWeb(answer.body as NodeReadableStream<Uint8Array>), createWriteStream(partial, { mode: 0o600 }));
      chmodSync(partial, 0o600);
      renameSync(partial, file);
    } catch (err) {
      rmSync(partial, { force: true });
      throw err;
    }
    const megabytes = (statSync(file).size / 1024 / 1024).toFixed(1);
    process.stdout.write(`Backup saved: ${file} (${megabytes} MB in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
    const shown = path.relative(invokedFrom, file);
    process.stdout.write(`Restore it into a stopped app with: npm run restore -- ${shown.startsWith('..') ? file : shown}\n`);
  } finally {
    await fetch(`${args.baseUrl}/api/auth/sign-out`, { method: 'POST', headers: { authorization } }).catch(() => undefined);
  }
}

try {
  await backup(parseBackupArgs(process.argv.slice(2), process.env));
} catch (err) {
  if (!(err instanceof UsageError)) throw err;
  process.stderr.write(`${err.message || BACKUP_USAGE}\n`);
  process.exitCode = err.message ? 1 : 0;
}
