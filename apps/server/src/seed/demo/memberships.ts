import { eq } from 'drizzle-orm';
import { memberships } from '../../db/schema/memberships';
import { shops } from '../../db/schema/shops';
import type { DemoArea } from '../demo-world';
import { seededRandom } from '../random';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The free price id of Bluebird's Bean Club, so its pending requests offer 'Approve Free'. */
const DEMO_FREE_PRICE_ID = 'price_free_demo_bean_club';

/**
 * Membership tiers. Bluebird Coffee, besides 'Bluebird Regulars' from the base
 * world: a tier with a free price id, one reviewed by hand with a three-question questionnaire, and a weekend
 * tier with its discount switched off; the platform's own membership, which every shop sees and none may edit;
 * and a tier of Harbor Roasters Capitol Hill's own, which the Harbor Roasters chain shop sees with 'Memberships
 * for your shops must be managed at the individual shop level.'
 */
export const seedMemberships: DemoArea = async (tx, world) => {
  const random = seededRandom(7035);
  const daysAgo = (min: number, max: number) => new Date(world.now.getTime() - random.int(min, max) * DAY_MS);
  const dated = () => {
    const startedAt = daysAgo(200, 420);
    return { startedAt, updatedAt: new Date(Math.max(startedAt.getTime(), daysAgo(1, 60).getTime())) };
  };
  const { bluebird, harborShops } = world.shops;

  await tx.update(shops).set({ membershipEnabled: true }).where(eq(shops.id, bluebird));
  await tx.update(memberships).set(dated()).where(eq(memberships.shopId, bluebird));

  await tx.insert(memberships).values([
    {
      shopId: null,
      isPlatformMembership: true,
      name: 'Brewline Pass',
      priceCents: 2999,
      callToAction: 'One pass, every Brewline shop',
      description: 'A complimentary drink every day and member pricing at every shop on Brewline.',
      redemptionFrequencyHours: 24,
      termsUrl: 'https://brewline.app/terms',
      policyUrl: 'https://brewline.app/privacy',
      discountPercent: '5',
      benefits: [
        { title: 'Daily drink', description: 'One complimentary drink every 24 hours', icon: 'Benefit Drink' },
        { title: 'Everywhere', description: 'Use it at any shop on Brewline', icon: 'Exclusive' },
      ],
      ...dated(),
    },
    {
      shopId: bluebird,
      name: 'Bluebird Bean Club',
      priceCents: 2499,
      callToAction: 'Beans on us every month',
      description: 'A bag of house beans each month, a free drink every 8 hours and 15% off.',
      redemptionFrequencyHours: 8,
      termsUrl: 'https://bluebirdcoffee.example/terms',
      policyUrl: 'https://bluebirdcoffee.example/privacy',
      discountPercent: '15',
      freePriceId: DEMO_FREE_PRICE_ID,
      benefits: [
        { title: 'Monthly beans', description: 'One 12 oz bag of house beans', icon: 'Deal' },
        { title: 'Free drink', description: 'Any drink every 8 hours', icon: 'Benefit Drink' },
        { title: 'Cupping nights', description: 'Members-only tastings', icon: 'Event' },
      ],
      questions: [{ question: 'Whole bean or ground?', required: true }],
      ...dated(),
    },
    {
      shopId: bluebird,
      name: 'Bluebird Insiders',
      priceCents: 4999,
      callToAction: 'Apply to join our tasting panel',
      description: 'Unlimited drip, 20% off, first pick of new roasts. Reviewed by our team before approval.',
      redemptionFrequencyHours: 2,
      termsUrl: 'https://bluebirdcoffee.example/terms',
      policyUrl: 'https://bluebirdcoffee.example/privacy',
      discountPercent: '20',
      manualApproval: true,
      benefits: [
        { title: 'Unlimited drip', description: 'A drip coffee every 2 hours', icon: 'Benefit Drink' },
        { title: 'First pick', description: 'New roasts before anyone else', icon: 'Exclusive' },
        { title: 'Skip anytime', description: 'Pause or cancel from the app', icon: 'Cancel' },
      ],
      questions: [
        { question: 'Why would you like to join the tasting panel?', required: true },
        { question: 'How often do you visit Bluebird?', required: true },
        { question: 'Any allergies we should know about?', required: false },
      ],
      ...dated(),
    },
    {
      shopId: bluebird,
      name: 'Bluebird Weekender',
      priceCents: 899,
      callToAction: 'Make your weekends brighter',
      description: 'A free pastry with any drink on Saturdays and Sundays.',
      redemptionFrequencyHours: 12,
      discountEnabled: false,
      benefits: [{ title: 'Weekend pastry', description: 'With any drink', icon: 'Deal' }],
      ...dated(),
    },
    {
      shopId: harborShops[1]!,
      name: 'Capitol Hill Neighbors',
      priceCents: 1299,
      callToAction: 'For the neighborhood',
      description: 'A free drip every 6 hours at Harbor Roasters Capitol Hill.',
      redemptionFrequencyHours: 6,
      discountPercent: '10',
      benefits: [{ title: 'Neighborhood drip', description: 'One drip coffee every 6 hours', icon: 'Benefit Drink' }],
      ...dated(),
    },
  ]);
};
