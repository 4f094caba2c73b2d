import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, PID_FILE } from '../../db/client';
import { RestoreRefused, restoreDataDir } from '../../db/restore';
import { menuCategories, menuItems, menuOptionValues, menuOptions, menus } from '../../db/schema/menu';
import { modifierSalesByDay, itemSalesByDay, orders, salesByHour, shopCustomers } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { addServiceKey, createTestApp, type TestApp } from '../../test/test-app';
import { buildLedger } from '../ledger/ledger.module';

/**
 * Decision 230: a backup of the running app's embedded database, taken while orders arrive, restores into a fresh
 * folder with every order the intake had acknowledged before the backup began, and with its rollups equal to what
 * its raw orders give (no transaction half in it).
 */
const onPostgres = process.env.TEST_DB === 'postgres';
let t: TestApp;
let admin: string;
const scratch = mkdtempSync(path.join(tmpdir(), 'brewline-backup-test-'));

beforeAll(async () => {
  t = await createTestApp({ pgliteOnDisk: true });
  admin = (await t.signIn('admin@demo.brewline.app')).authorization;
}, 180_000);
afterAll(async () => {
  await t?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('GET /api/admin/backup: who may', () => {
  it('refuses without a session (401) and to a shop owner (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/backup' })).statusCode).toBe(401);
    const owner = await t.signIn('owner@demo.brewline.app');
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/backup', headers: { authorization: owner.authorization } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.messageKey).toBe('adminOnly');
  });
});

describe.runIf(onPostgres)('GET /api/admin/backup on PostgreSQL', () => {
  it('refuses (409), naming pg_dump', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/backup', headers: { authorization: admin } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'CONFLICT', messageKey: 'backupUsePgDump' });
    expect(refused.json().error.message).toContain('pg_dump');
  });
});

/** A one-item menu of Bluebird's: the orders below are made of it. */
async function addLatte(db: Database, shopId: number) {
  const [menu] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.shopId, shopId), eq(menus.isActive, true)));
  const [category] = await db
    .insert(menuCategories)
    .values({ menuId: menu!.id, position: 90, title: 'Backup Coffee', kind: 'drink', view: 'list' })
    .returning({ id: menuCategories.id });
  const [item] = await db
    .insert(menuItems)
    .values({ categoryId: category!.id, shopId, position: 0, name: 'Backup Latte', pickupTime: '5-10 min' })
    .returning({ id: menuItems.id });
  const [option] = await db
    .insert(menuOptions)
    .values({ menuItemId: item!.id, position: 0, title: 'Size', widgetType: 'exactly_one' })
    .returning({ id: menuOptions.id });
  const values = await db
    .insert(menuOptionValues)
    .values([
      { optionId: option!.id, position: 0, value: 'Small', priceCents: 400 },
      { optionId: option!.id, position: 1, value: 'Large', priceCents: 500 },
    ])
    .returning({ id: menuOptionValues.id });
  return { itemId: item!.id, valueIds: values.map((value) => value.id) };
}

/** The report rollups as kept, ordered, for comparing with their rebuild from the raw rows. */
const rollups = async (db: Database) => ({
  hours: await db.select().from(salesByHour).orderBy(salesByHour.shopId, salesByHour.hour),
  items: await db.select().from(itemSalesByDay).orderBy(itemSalesByDay.shopId, itemSalesByDay.day, itemSalesByDay.menuItemId),
  modifiers: await db
    .select()
    .from(modifierSalesByDay)
    .orderBy(
      modifierSalesByDay.shopId,
      modifierSalesByDay.day,
      modifierSalesByDay.menuItemId,
      modifierSalesByDay.optionTitle,
      modifierSalesByDay.value,
    ),
  customers: await db.select().from(shopCustomers).orderBy(shopCustomers.shopId, shopCustomers.consumerId),
});

describe.skipIf(onPostgres)('a backup while orders arrive, restored', () => {
  const restored = path.join(scratch, 'restored');
  let archive = '';
  let latte: Awaited<ReturnType<typeof addLatte>> | undefined;
  let shopId = 0;

  it('holds every order acknowledged before it began, and its rollups equal its raw orders', { timeout: 300_000 }, async () => {
    const [bluebird] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.name, 'Bluebird Coffee'));
    shopId = bluebird!.id;
    const menu = await addLatte(t.db, shopId);
    latte = menu;
    const key = await addServiceKey(t.db, shopId, 'backup test');

    const posted: string[] = [];
    const acknowledged: string[] = [];
    let stop = false;
    let sequence = 0;
    const worker = async (lane: number) => {
      while (!stop) {
        const appOrderId = `backup-${lane}-${++sequence}`;
        posted.push(appOrderId);
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { authorization: `Bearer ${key}` },
          payload: {
            appOrderId,
            shopId,
            consumer: { name: `Backup Tester ${lane}`, email: `backup.${lane}@example.com`, phone: '(503) 555-0100' },
            items: [{ menuItemId: menu.itemId, quantity: 1 + (sequence % 3), optionValueIds: [menu.valueIds[sequence % 2]!] }],
            tipCents: 50,
          },
        });
        if (answer.statusCode !== 201) throw new Error(`order ${appOrderId}: ${answer.statusCode} ${answer.body}`);
        acknowledged.push(appOrderId);
      }
    };
    const lanes = Array.from({ length: 4 }, (_, lane) => worker(lane));
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 10));

    const beforeBackup = [...acknowledged];
    const answer = await t.app.inject({ method: 'GET', url: '/api/admin/backup', headers: { authorization: admin } });
    const afterBackup = acknowledged.length;
    while (acknowledged.length < afterBackup + 10) await new Promise((resolve) => setTimeout(resolve, 10));
    stop = true;
    await Promise.all(lanes);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/gzip');
    const fileName = /filename="([^"]+)"/.exec(String(answer.headers['content-disposition']))?.[1] ?? '';
    expect(fileName).toMatch(/^brewline-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/);
    // Orders kept arriving while the backup was taken: the test did race them.
    expect(acknowledged.length).toBeGreaterThan(beforeBackup.length);
    archive = path.join(scratch, fileName);
    writeFileSync(archive, answer.rawPayload);

    const result = await restoreDataDir({ archive, dataDir: restored, force: false });
    expect(result).toMatchObject({ pgdata: path.join(restored, 'pgdata'), replaced: null });
    const copy = await openDatabase({ dataDir: restored });
    try {
      const inCopy = (
        await copy.db
          .select({ appOrderId: orders.appOrderId })
          .from(orders)
          .where(and(eq(orders.shopId, shopId), like(orders.appOrderId, 'backup-%')))
      ).map((row) => row.appOrderId);
      expect(inCopy.length).toBeGreaterThanOrEqual(beforeBackup.length);
      expect(beforeBackup.filter((id) => !inCopy.includes(id))).toEqual([]);
      expect(inCopy.filter((id) => !posted.includes(id))).toEqual([]);
      expect(result.orders).toBeGreaterThanOrEqual(inCopy.length);

      const kept = await rollups(copy.db);
      expect(kept.hours.length).toBeGreaterThan(0);
      await buildLedger(copy.db).rebuildRollups([shopId]);
      expect(await rollups(copy.db)).toEqual(kept);
    } finally {
      await copy.close();
    }
  });

  it(
    'never makes an order wait for the copy: one posted after the files are read is answered before the backup ends, and is in it',
    { timeout: 120_000 },
    async () => {
      // Decision 288: the copy is PostgreSQL's online base backup, and only its start and end take turns with the orders.
      // Were the files read under the database's lock again, the order below would be answered only after the backup.
      expect(latte).toBeDefined();
      const key = await addServiceKey(t.db, shopId, 'backup wait test');
      const events: string[] = [];
      const archive = await t.database.dumpDataDir!({
        afterFilesRead: async () => {
          events.push('files read');
          const posted = t.app
            .inject({
              method: 'POST',
              url: '/api/orders',
              headers: { authorization: `Bearer ${key}` },
              payload: {
                appOrderId: 'during-backup-1',
                shopId,
                consumer: { name: 'Backup Waiter', email: 'backup.waiter@example.com', phone: '(503) 555-0101' },
                items: [{ menuItemId: latte!.itemId, quantity: 1, optionValueIds: [latte!.valueIds[0]!] }],
              },
            })
            .then((answer) => events.push(`order answered ${answer.statusCode}${answer.statusCode === 201 ? '' : ` ${answer.body}`}`));
          // Not a timing: a guard, so that an order held behind the backup fails the test instead of hanging it.
          const held = new Promise((resolve) => setTimeout(resolve, 60_000)).then(() => events.push('order still waiting'));
          await Promise.race([posted, held]);
        },
      });
      events.push('backup ended');
      expect(events).toEqual(['files read', 'order answered 201', 'backup ended']);

      const file = path.join(scratch, 'during.tar.gz');
      writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
      const into = path.join(scratch, 'during');
      await restoreDataDir({ archive: file, dataDir: into, force: false });
      const copy = await openDatabase({ dataDir: into });
      try {
        const found = await copy.db.select({ id: orders.id }).from(orders).where(eq(orders.appOrderId, 'during-backup-1'));
        expect(found).toHaveLength(1);
        const kept = await rollups(copy.db);
        await buildLedger(copy.db).rebuildRollups([shopId]);
        expect(await rollups(copy.db)).toEqual(kept);
      } finally {
        await copy.close();
      }
    },
  );

  it('refuses to restore over an existing database without --force, and keeps the old one aside with it', { timeout: 60_000 }, async () => {
    expect(archive).not.toBe('');
    await expect(restoreDataDir({ archive, dataDir: restored, force: false })).rejects.toThrow(/already holds a database.*--force/);
    const forced = await restoreDataDir({ archive, dataDir: restored, force: true, now: new Date('2026-11-27T04:00:00Z') });
    expect(forced.replaced).toBe(path.join(restored, 'pgdata.before-restore-2026-11-27T040000Z'));
    expect(existsSync(path.join(forced.replaced!, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(restored, 'pgdata', 'PG_VERSION'))).toBe(true);
  });

  it('refuses while the app runs on the folder, even with --force', async () => {
    expect(existsSync(path.join(t.config.dataDir, PID_FILE))).toBe(true);
    await expect(restoreDataDir({ archive, dataDir: t.config.dataDir, force: true })).rejects.toThrow(
      new RegExp(`Brewline is running on .* \\(process ${process.pid}\\)`),
    );
  });

  it('refuses a file that is not a backup, leaving the database in place untouched', { timeout: 60_000 }, async () => {
    const junk = path.join(scratch, 'junk.tar.gz');
    writeFileSync(junk, 'not a backup');
    await expect(restoreDataDir({ archive: junk, dataDir: restored, force: true })).rejects.toBeInstanceOf(RestoreRefused);
    await expect(restoreDataDir({ archive: path.join(scratch, 'missing.tar.gz'), dataDir: restored, force: true })).rejects.toThrow(
      /No backup file/,
    );
    const copy = await openDatabase({ dataDir: restored });
    try {
      expect((await copy.db.select({ id: shops.id }).from(shops)).length).toBeGreaterThan(0);
    } finally {
      await copy.close();
    }
  });
});
