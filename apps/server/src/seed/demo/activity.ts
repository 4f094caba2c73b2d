import { detailsOfChanges } from '../../lib/activity-changes.rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { logins } from '../../db/schema/accounts';
import { createActivityRepository } from '../../modules/activity/activity.repository';
import type { ActivityEntry } from '../../modules/activity/activity.types';
import type { DemoArea } from '../demo-world';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The shop's Wi-Fi, as the log would see it (a documentation address). */
const SHOP_ADDRESS = '203.0.113.24';

/**
 * The Activity screen's demo (decision 225): a week of Bluebird's changes, relative to the moment of seeding, so a
 * new user sees who did what at once: yesterday the owner changed the price of a Latte, this morning the barista
 * marked the muffins sold out, a failed sign-in, a permission given, a promo code, the hours, a download.
 */
export const seedActivity: DemoArea = async (tx, world) => {
  const { bluebird } = world.shops;
  const { owner, staff } = world.logins;
  const [barista] = await tx.select({ id: logins.id }).from(logins).where(eq(logins.email, 'barista@demo.brewline.app'));
  const ago = (ms: number) => new Date(world.now.getTime() - ms);
  const by = (loginId: number) => ({ loginId, clientAddress: SHOP_ADDRESS });
  const rows: ActivityEntry[] = [
    {
      shopId: bluebird,
      actor: by(owner),
      action: 'exportDownloaded',
      target: { id: 'TransactionsData.xlsx', name: 'TransactionsData.xlsx' },
      details: { file: 'TransactionsData.xlsx' },
      createdAt: ago(6 * DAY_MS + 3 * HOUR_MS),
    },
    { shopId: bluebird, actor: by(owner), action: 'shopHoursChanged', createdAt: ago(5 * DAY_MS + 2 * HOUR_MS) },
    { shopId: null, actor: by(staff), action: 'signInFailed', createdAt: ago(4 * DAY_MS + 5 * HOUR_MS) },
    { shopId: null, actor: by(staff), action: 'signedIn', createdAt: ago(4 * DAY_MS + 5 * HOUR_MS - 60_000) },
    {
      shopId: bluebird,
      actor: by(owner),
      action: 'permissionsChanged',
      target: { loginId: staff },
      details: { changes: [{ item: 'Bluebird Coffee', field: 'analytics', from: false, to: true }] },
      createdAt: ago(3 * DAY_MS + 4 * HOUR_MS),
    },
    {
      shopId: bluebird,
      actor: by(owner),
      action: 'promoCodeCreated',
      target: { id: 'demo', name: 'LATTELOVE' },
      createdAt: ago(2 * DAY_MS + 6 * HOUR_MS),
    },
    { shopId: null, actor: by(owner), action: 'signedIn', createdAt: ago(DAY_MS + 3 * HOUR_MS) },
    {
      shopId: bluebird,
      actor: by(owner),
      action: 'menuSaved',
      details: detailsOfChanges([
        { item: 'Latte (Small)', field: 'price', from: 425, to: 450 },
        { item: 'Latte (Medium)', field: 'price', from: 475, to: 500 },
      ]),
      createdAt: ago(DAY_MS + 2 * HOUR_MS),
    },
  ];
  if (barista) {
    rows.push({ shopId: null, actor: by(barista.id), action: 'signedIn', createdAt: ago(3 * HOUR_MS) });
    rows.push({
      shopId: bluebird,
      actor: by(barista.id),
      action: 'menuSaved',
      details: detailsOfChanges([{ item: 'Blueberry Muffin', field: 'available', from: true, to: false }]),
      createdAt: ago(3 * HOUR_MS - 5 * 60_000),
    });
  }
  const activity = createActivityRepository(tx as unknown as Database);
  for (const row of rows) await activity.insert(row);
};
