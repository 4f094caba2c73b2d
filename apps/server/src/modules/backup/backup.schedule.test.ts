import { readdirSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema/messaging';
import type * as Restore from '../../db/restore';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The next readBackup truncates its file first, as a disk that lost the end of it would. */
const damage = vi.hoisted(() => ({ next: false }));
vi.mock('../../db/restore', async (original) => {
  const real = await original<typeof Restore>();
  return {
    ...real,
    readBackupContents: async (file: string) => {
      if (damage.next) {
        damage.next = false;
        truncateSync(file, Math.floor(statSync(file).size / 2));
      }
      return real.readBackupContents(file);
    },
  };
});

/**
 * Decision 286: the nightly backup of the embedded database, taken at BACKUP_SCHEDULE by the minute tick (a fake
 * clock here), verified by opening it, listed for the platform administrator, pruned past BACKUP_KEEP, and a failure
 * mailed to the administrators.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
let t: TestApp;
let admin: string;
let clock = new Date(2026, 10, 27, 2, 0);
const at = (day: number, hour: number, minute = 0) => (clock = new Date(2026, 10, day, hour, minute));

beforeAll(async () => {
  t = await createTestApp({ env: { BACKUP_SCHEDULE: '03:00', BACKUP_KEEP: '2' }, backups: { now: () => clock } });
  admin = (await t.signIn('admin@demo.brewline.app')).authorization;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const list = async (authorization = admin) => t.app.inject({ method: 'GET', url: '/api/admin/backups', headers: { authorization } });
const dir = () => t.config.backups.dir;

describe('GET /api/admin/backups: who may', () => {
  it('refuses without a session (401) and to a shop owner (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/backups' })).statusCode).toBe(401);
    const owner = await t.signIn('owner@demo.brewline.app');
    const refused = await list(owner.authorization);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.messageKey).toBe('adminOnly');
  });
});

describe.runIf(onPostgres)('the nightly backup on PostgreSQL', () => {
  it('is off: its own tools back it up', async () => {
    at(28, 3);
    expect(await t.app.backupService.tick()).toBeNull();
    expect((await list()).json()).toMatchObject({ scheduled: false, nextAt: null, backups: [] });
  });
});

describe.skipIf(onPostgres)('the nightly backup on PGlite', () => {
  it('waits for its time, then a tick writes one verified backup, even when it fires twice', { timeout: 60_000 }, async () => {
    at(27, 2, 59);
    expect(await t.app.backupService.tick()).toBeNull();
    expect((await list()).json()).toMatchObject({ scheduled: true, time: '03:00', keep: 2, last: null, backups: [] });

    at(27, 3);
    const [first, second] = await Promise.all([t.app.backupService.tick(), t.app.backupService.tick()]);
    expect(first).toMatchObject({ ok: true, reason: null, fileName: expect.stringMatching(/^brewline-scheduled-.*\.tar\.gz$/) });
    expect(second).toEqual(first);
    // The tick after, in the same minute, takes none.
    expect(await t.app.backupService.tick()).toBeNull();
    expect(readdirSync(dir()).filter((name) => name.endsWith('.tar.gz'))).toEqual([first!.fileName]);
    expect(statSync(path.join(dir(), first!.fileName)).mode & 0o777).toBe(0o600);

    const answer = await list();
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.last).toMatchObject({ ok: true, fileName: first!.fileName });
    expect(body.nextAt).toBe(new Date(2026, 10, 28, 3, 0).toISOString());
    expect(body.backups).toEqual([
      {
        fileName: first!.fileName,
        bytes: statSync(path.join(dir(), first!.fileName)).size,
        takenAt: clock.toISOString().replace(/\.\d{3}Z$/, '.000Z'),
        scheduled: true,
        check: 'verified',
        reason: null,
      },
    ]);
  });

  it('keeps the newest BACKUP_KEEP scheduled backups, and never one taken by hand', { timeout: 60_000 }, async () => {
    const byHand = 'brewline-2026-11-01T120000Z.tar.gz';
    writeFileSync(path.join(dir(), byHand), 'taken by npm run backup');
    at(28, 3, 0);
    expect(await t.app.backupService.tick()).toMatchObject({ ok: true });
    at(29, 3, 1);
    const third = await t.app.backupService.tick();
    expect(third).toMatchObject({ ok: true });
    const backups = (await list()).json().backups as Array<{ fileName: string; scheduled: boolean; check: string }>;
    expect(backups.map((b) => [b.fileName.slice(0, 30), b.check])).toEqual([
      [expect.stringContaining('brewline-scheduled-'), 'verified'],
      [expect.stringContaining('brewline-scheduled-'), 'verified'],
      [byHand.slice(0, 30), 'unchecked'],
    ]);
    expect(backups[0]!.fileName).toBe(third!.fileName);
    // The first day's backup and its check are gone.
    expect(readdirSync(dir()).filter((name) => name.includes('2026-11-27'))).toEqual([]);
  });

  it('reports a backup that does not open as failed, keeps the older ones and mails the administrators', { timeout: 60_000 }, async () => {
    const before = (await list()).json().backups as Array<{ fileName: string }>;
    damage.next = true;
    at(30, 3);
    const failed = await t.app.backupService.tick();
    expect(failed).toMatchObject({ ok: false, reason: expect.stringMatching(/does not open as a Brewline backup/) });
    const body = (await list()).json();
    expect(body.last).toMatchObject({ ok: false, fileName: failed!.fileName });
    expect(body.backups[0]).toMatchObject({ fileName: failed!.fileName, check: 'failed', reason: failed!.reason ?? '' });
    expect(body.backups.slice(1)).toEqual(before);

    const mails = await t.db
      .select({ to: mailOutbox.toAddress, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Brewline: the nightly backup failed'));
    expect(mails.map((mail) => mail.to)).toEqual(['admin@demo.brewline.app']);
    expect(mails[0]!.text).toContain(failed!.fileName);
    // The metrics say so, for an alert.
    const failedMetrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(failedMetrics).toMatch(/^brewline_backup_last_ok 0$/m);
    expect(failedMetrics).toMatch(new RegExp(`^brewline_backup_last_run_timestamp_seconds ${Date.parse(failed!.at) / 1000}$`, 'm'));

    // The next night's verified backup replaces the failed one; the newest two verified ones stay.
    at(31, 3, 0);
    const next = await t.app.backupService.tick();
    expect(next).toMatchObject({ ok: true });
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).body).toMatch(/^brewline_backup_last_ok 1$/m);
    const after = (await list()).json().backups as Array<{ fileName: string; check: string }>;
    expect(after.map((b) => b.fileName)).toEqual([next!.fileName, before[0]!.fileName, before[2]!.fileName]);
  });
});
