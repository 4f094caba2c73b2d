import { eq } from 'drizzle-orm';
import { shopPickupOptions, shops } from '../../db/schema/shops';
import type { DemoArea } from '../demo-world';

const plain = { memberOnly: false, requireTableNumber: false };

/**
 * Shop Info screen demo data: Bluebird's pick-up and dine-in options (a plain default, one asking for a table,
 * one for members only, since Bluebird has memberships enabled) with its rewards switched on; the Harbor shops
 * offer the counter only. Fresh Start has none yet, as a shop that just signed up. No pickup-station image: it is
 * optional, and the Shop Info screen shows the empty frame with its upload button.
 */
export const seedShopSettings: DemoArea = async (tx, world) => {
  const bluebird = [
    { label: 'Pick up at counter', ...plain },
    { label: 'Dine in', memberOnly: false, requireTableNumber: true },
    { label: 'Members lounge', memberOnly: true, requireTableNumber: false },
    { label: 'Curbside pickup', ...plain },
  ];
  const rows = [
    ...bluebird.map((option, position) => ({ ...option, position, shopId: world.shops.bluebird })),
    ...[world.shops.harbor, ...world.shops.harborShops].map((shopId) => ({ label: 'Pick up at counter', ...plain, position: 0, shopId })),
  ];
  await tx.insert(shopPickupOptions).values(rows);
  await tx.update(shops).set({ rewardsEnabled: true }).where(eq(shops.id, world.shops.bluebird));
};
