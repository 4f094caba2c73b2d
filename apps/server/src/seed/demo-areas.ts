import { seedActivity } from './demo/activity';
import { seedAnnouncements } from './demo/announcements';
import { seedEvents } from './demo/events';
import { seedMembers } from './demo/members';
import { seedMemberships } from './demo/memberships';
import { seedMenu } from './demo/menu';
import { seedOrders } from './demo/orders';
import { seedPromoCodes } from './demo/promo-codes';
import { seedShopSettings } from './demo/shop-settings';
import { seedUsers } from './demo/users';
import type { DemoArea } from './demo-world';

/**
 * The demo data of each area, in the order they load: later areas may read what earlier ones wrote (members
 * need the membership tiers). Each area lives in its feature's seed file; add yours here.
 */
export const DEMO_AREAS: DemoArea[] = [
  seedShopSettings,
  seedMemberships,
  seedMembers,
  seedAnnouncements,
  seedUsers,
  seedMenu,
  seedPromoCodes,
  seedOrders,
  seedEvents,
  seedActivity,
];
