import { and, asc, eq } from 'drizzle-orm';
import { membershipUpdates, memberships } from '../../db/schema/memberships';
import type { DemoArea } from '../demo-world';
import { seededRandom } from '../random';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** What Bluebird has told its members, newest first: [days ago, message, call to action, URL, retracted after hours]. */
const SENT: ReadonlyArray<readonly [number, string, string, string, number | null]> = [
  [0.2, 'Members: double stamps on every cold brew today only.', 'Order ahead', 'https://bluebird.example/order', null],
  [1, 'Our spring blend, Meadowlark, is here. Members taste it first.', 'See the blend', 'https://bluebird.example/meadowlark', null],
  [2, 'The patio is open again from 7 am. Bring a friend!', '', '', null],
  [3, 'Closed Monday for a private event: sorry for the wrong date!', '', '', 2],
  [5, 'Latte art class Saturday at 10 am, free for members.', 'Save a seat', 'https://bluebird.example/latte-class', null],
  [8, 'New oat milk supplier: creamier, and no extra charge for members.', '', '', null],
  [12, 'Holiday hours: we close at 3 pm on Friday.', '', '', null],
  [16, 'Win a bag of beans: tag us in your morning cup photo.', 'Enter now', 'https://instagram.com/bluebirdcoffee', 30],
  [20, 'Members pick next month’s single origin. Vote by Sunday.', 'Vote', 'https://bluebird.example/vote', null],
  [27, 'Pastry menu refresh: cardamom buns are here to stay.', '', '', null],
  [34, 'Thank you for 500 members! A free drip is on us this week.', 'Show your card', '', null],
  [41, 'Wrong price in the app for the Bean Club this morning; fixed now.', '', '', 5],
  [48, 'We are hiring baristas. Know someone great?', 'Apply', 'https://bluebird.example/jobs', null],
  [55, 'Welcome to member announcements: news arrives here first.', '', '', null],
];

/**
 * Announcements (the Announcements and Announcement History screens): fourteen from Bluebird Coffee over the last
 * eight weeks, relative to the moment of seeding, so the history shows every status: Active (within 6 days),
 * Expired and Retracted (one still young, two old). Each goes to one of Bluebird's own tiers (read from the
 * memberships area), the first tier most often.
 */
export const seedAnnouncements: DemoArea = async (tx, world) => {
  const random = seededRandom(7045);
  const { bluebird } = world.shops;
  const tiers = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.shopId, bluebird), eq(memberships.isPlatformMembership, false)))
    .orderBy(asc(memberships.id));
  if (tiers.length === 0) return;
  const now = world.now.getTime();
  await tx.insert(membershipUpdates).values(
    SENT.map(([daysAgo, updateText, cta, url, retractedAfterHours]) => {
      // A few minutes of jitter so no two share a time, never into the future.
      const createdAt = new Date(now - daysAgo * DAY_MS - random.int(1, 50) * 60 * 1000);
      return {
        shopId: bluebird,
        membershipId: random.next() < 0.6 ? tiers[0]!.id : random.pick(tiers).id,
        updateText,
        cta,
        url,
        createdAt,
        retractedAt: retractedAfterHours === null ? null : new Date(createdAt.getTime() + retractedAfterHours * HOUR_MS),
      };
    }),
  );
};
