import { once } from 'node:events';
import { closeSync, fstatSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { createGzip, type ZlibOptions } from 'node:zlib';

/** Runs one statement between transactions (the database's own queue) and answers its rows. */
export type BackupStatement = (sql: string) => Promise<Array<Record<string, unknown>>>;

export interface OnlineBackupOptions {
  /** The data folder PostgreSQL writes (PGlite's `DATA_DIR/pgdata`, mounted from disk). */
  pgdata: string;
  statement: BackupStatement;
  /**
   * Tests only: awaited once the data files are read and before the backup ends, with the database free: an order
   * posted here is answered at once, and is in the copy through the WAL (decision 288).
   */
  afterFilesRead?: () => Promise<void>;
}

/**
 * What a base backup leaves out (PostgreSQL's own list, basebackup.c): folders rebuilt at start whose contents would
 * only mislead, and files a running server owns. The WAL (`pg_wal`) is added apart, from the backup's start to its end.
 */
const SKIPPED_CONTENTS = new Set([
  'pg_wal',
  'pg_stat_tmp',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'current_logfiles',
  'pg_internal.init',
]);
const CONTROL_FILE = 'global/pg_control';
const WAL_SEGMENT = /^[0-9A-F]{24}$/;
const BLOCK = 512;
const CHUNK = 1 << 20;
/**
 * The files are read in this process, between the orders: synchronously, in slices of at most this long, then the
 * event loop takes its turn, so no request waits for the copy longer than a slice (a statement of an order takes as
 * long). Awaiting each read instead made the copy wait behind every queued order and crawl under a steady intake.
 */
const SLICE_MS = 20;

/**
 * A consistent copy of a running PGlite's data folder that orders never wait for (decision 288): PostgreSQL's own
 * online base backup. `pg_backup_start` (an immediate CHECKPOINT) and `pg_backup_stop` are two statements, each taking
 * its turn between transactions like any query; between them the files are read from disk while the database goes
 * on writing them. A page read half written is no harm: from the backup's start PostgreSQL writes each page's first
 * change whole into the WAL, and the copy holds the WAL from its start to its end, with the `backup_label` that makes
 * the restored database replay it when it is first opened, as after a crash. The restored copy is the database as at
 * `pg_backup_stop`: every transaction committed before it, none after. Answers a gzipped tar in PGlite's own layout
 * (entries named from the data folder's root), which `new PGlite({ loadDataDir })` opens.
 */
export async function onlineBackup({ pgdata, statement, afterFilesRead }: OnlineBackupOptions): Promise<Blob> {
  // Compressed on libuv's threads as the tar is written; a deep buffer so that the reads rarely wait for it (zlib's
  // streams take a stream's options too, which its options' type does not name).
  const gzip = createGzip({ highWaterMark: 16 * CHUNK } as ZlibOptions);
  const compressed: Array<Uint8Array<ArrayBuffer>> = [];
  gzip.on('data', (chunk: Buffer<ArrayBuffer>) => compressed.push(chunk));
  const finished = once(gzip, 'end');
  const copy = new SlicedCopy(pgdata, gzip);

  const [begun] = await statement(`select pg_walfile_name(lsn) as wal from pg_backup_start('brewline', true) as lsn`);
  let stopped = false;
  try {
    await copy.folder('');
    await copy.file(CONTROL_FILE);
    await afterFilesRead?.();
    const [end] = await statement(
      `select labelfile as label, spcmapfile as map, pg_walfile_name(lsn) as wal from pg_backup_stop(wait_for_archive => false)`,
    );
    stopped = true;
    // The WAL from the backup's first segment to its last: PGlite checkpoints only when asked, so none is recycled
    // meanwhile, and the last is complete (pg_backup_stop switched to the next).
    const first = String(begun!.wal);
    const last = String(end!.wal);
    await copy.folder('pg_wal', (name) => !WAL_SEGMENT.test(name) || (name >= first && name <= last));
    await copy.write(entry('backup_label', Buffer.from(String(end!.label))));
    if (end!.map) await copy.write(entry('tablespace_map', Buffer.from(String(end!.map))));
  } catch (err) {
    gzip.destroy();
    throw err;
  } finally {
    if (!stopped) await statement('select pg_backup_stop(wait_for_archive => false)').catch(() => undefined);
  }
  await copy.write(Buffer.alloc(BLOCK * 2));
  gzip.end();
  await finished;
  return new Blob(compressed, { type: 'application/gzip' });
}

/** The tar of the data folder, written into the gzip stream in slices of synchronous reads (SLICE_MS). */
class SlicedCopy {
  private sliceStarted = performance.now();

  constructor(
    private readonly root: string,
    private readonly out: Writable,
  ) {}

  /** Writes bytes to the archive; between slices, and when the compression is behind, lets the event loop turn. */
  async write(bytes: Uint8Array): Promise<void> {
    if (!this.out.write(bytes)) await once(this.out, 'drain');
    else if (performance.now() - this.sliceStarted > SLICE_MS) await new Promise<void>((resolve) => setImmediate(resolve));
    else return;
    this.sliceStarted = performance.now();
  }

  /** A folder's entry and everything under it but what a base backup leaves out; `only` picks this folder's files. */
  async folder(relative: string, only?: (name: string) => boolean): Promise<void> {
    if (relative) await this.write(header(relative, 0, 5, 0o700, Date.now()));
    if (relative !== 'pg_wal' && SKIPPED_CONTENTS.has(relative)) return;
    let names: string[];
    try {
      names = readdirSync(path.join(this.root, relative)).sort();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const name of names) {
      const child = relative ? `${relative}/${name}` : name;
      if (child === CONTROL_FILE || SKIPPED_FILES.has(name) || name.startsWith('pgsql_tmp')) continue;
      if (!relative && name === 'pg_wal') continue; // the WAL is added after the backup's end
      let kind;
      try {
        kind = statSync(path.join(this.root, child));
      } catch {
        continue; // gone meanwhile (a dropped table): the WAL replays its removal
      }
      if (kind.isDirectory()) await this.folder(child);
      else if (kind.isFile() && (!only || only(name))) await this.file(child);
    }
  }

  /**
   * One file as it is on disk, while the database goes on writing it. Its size is taken as it is opened: a file that
   * grows meanwhile is cut there and one that shrinks is padded with zeros, as pg_basebackup does; the WAL replay
   * writes what changed after the backup's start either way.
   */
  async file(relative: string): Promise<void> {
    let fd: number;
    try {
      fd = openSync(path.join(this.root, relative), 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    try {
      const { size, mtimeMs } = fstatSync(fd);
      await this.write(header(relative, size, 0, 0o600, mtimeMs));
      for (let done = 0; done < size;) {
        // A fresh buffer each time: the stream keeps it until compressed. Zeros past what was read, if it shrank.
        const buffer = Buffer.alloc(Math.min(CHUNK, size - done));
        readSync(fd, buffer, 0, buffer.length, done);
        done += buffer.length;
        await this.write(buffer);
      }
      const padding = (BLOCK - (size % BLOCK)) % BLOCK;
      if (padding) await this.write(Buffer.alloc(padding));
    } finally {
      closeSync(fd);
    }
  }
}

/** A small file of the copy made from bytes in hand (the backup label). */
function entry(name: string, bytes: Buffer): Buffer {
  const padding = (BLOCK - (bytes.length % BLOCK)) % BLOCK;
  return Buffer.concat([header(name, bytes.length, 0, 0o600, Date.now()), bytes, Buffer.alloc(padding)]);
}

/** A ustar header (type 0 a file, 5 a folder), as PGlite's own tar reader expects it. */
function header(name: string, size: number, type: 0 | 5, mode: number, mtimeMs: number): Buffer {
  if (Buffer.byteLength(name) > 99) throw new Error(`A data-folder path too long for the backup's tar: ${name}`);
  const block = Buffer.alloc(BLOCK);
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0') + '\0';
  block.write(name, 0, 100, 'utf8');
  block.write(octal(mode, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtimeMs / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write(String(type), 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return block;
}
