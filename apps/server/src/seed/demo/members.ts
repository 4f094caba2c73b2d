import type { MemberStatus } from '@brewline/contracts/members';
import { and, eq, inArray } from 'drizzle-orm';
import { consumers } from '../../db/schema/consumers';
import { membershipAnswers, memberships, userMemberships } from '../../db/schema/memberships';
import type { DemoArea, DemoTx } from '../demo-world';
import { FIRST_NAMES, LAST_NAMES, type SeededRandom, seededRandom } from '../random';

const DAY_MS = 86_400_000;
/** The history spans 13 months before the seed, so the stats' 12-month chart starts with members already there. */
const HISTORY_DAYS = 395;

/** How many of Bluebird's about 200 requests end in each status (every status of the table, at least 5 pending). */
const BLUEBIRD_MIX: Array<[MemberStatus, number]> = [
  ['pending', 9],
  ['approved', 107],
  ['declined', 11],
  ['request_cancelled', 5],
  ['cancelled_by_customer', 38],
  ['cancelled_by_shop', 10],
  ['renewal_failed', 16],
];
const HARBOR_MIX: Array<[MemberStatus, number]> = [
  ['pending', 2],
  ['approved', 9],
  ['cancelled_by_customer', 2],
  ['renewal_failed', 1],
];

/** Plausible answers, chosen by what the question asks (the tiers' questions come from the memberships area). */
const ANSWERS: Array<[RegExp, string[]]> = [
  [/order|drink/i, ['Oat milk flat white', 'Large drip, black', 'Iced vanilla latte', 'Cortado', 'Chai with almond milk', 'Cold brew']],
  [/bean|ground/i, ['Whole bean', 'Ground for drip', 'Ground for espresso', 'Whole bean, please']],
  [
    /why|join|panel/i,
    [
      'I love trying single origins and would enjoy giving feedback.',
      'I come in every morning and want to help shape the menu.',
      'My partner and I taste coffee at home and keep notes.',
      'A friend is on the panel and recommended it.',
      'I used to work as a barista and miss cupping.',
    ],
  ],
  [/often|visit/i, ['Every weekday', 'Two or three times a week', 'Mostly weekends', 'Once a week', 'Almost every day']],
  [/allerg/i, ['None', 'Tree nuts', 'Dairy, I take oat milk', 'No allergies', '']],
];
const GENERIC_ANSWERS = ['Yes', 'Not sure yet', 'Happy to help', 'Mornings work best'];

function answerTo(question: string, random: SeededRandom): string {
  const pool = ANSWERS.find(([pattern]) => pattern.test(question))?.[1] ?? GENERIC_ANSWERS;
  return random.pick(pool);
}

type Tier = typeof memberships.$inferSelect;

interface Customer {
  name: string;
  email: string;
  phone: string;
}

/** Every first and last name pair once, in a seeded order: believable names, and emails that are unique. */
function customers(random: SeededRandom): Customer[] {
  const pairs = FIRST_NAMES.flatMap((first) => LAST_NAMES.map((last) => [first, last] as const));
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
  }
  return pairs.map(([first, last]) => ({
    name: `${first} ${last}`,
    email: `${first}.${last}@example.com`.toLowerCase(),
    phone: random.next() < 0.85 ? `${random.int(201, 989)}555${String(random.int(0, 9999)).padStart(4, '0')}` : '',
  }));
}

/** Inserts the customers (another area may have written some already: they are shared by email) and answers their ids. */
async function customerIds(tx: DemoTx, people: Customer[]): Promise<number[]> {
  await tx.insert(consumers).values(people).onConflictDoNothing({ target: consumers.email });
  const rows = await tx
    .select({ id: consumers.id, email: consumers.email })
    .from(consumers)
    .where(
      inArray(
        consumers.email,
        people.map((person) => person.email),
      ),
    );
  const byEmail = new Map(rows.map((row) => [row.email, row.id]));
  return people.map((person) => byEmail.get(person.email)!);
}

/**
 * One request's history. Joins grow over the 13 months (more recent months have more), a request is approved
 * within two days (a hand-reviewed tier takes longer), and endings fall between the approval and now.
 */
function history(status: MemberStatus, tier: Tier, now: number, random: SeededRandom) {
  const days = (n: number) => n * DAY_MS;
  if (status === 'pending') {
    const requestedAt = now - days(random.int(0, 12)) - random.int(1, 20) * 3_600_000;
    return { requestedAt, approvedAt: null, requestCancelledAt: null, cancelledAt: null, renewalFailedAt: null, updatedAt: requestedAt };
  }
  // Memberships that have ended began earlier (evenly over the year before the last 45 days); the others skew
  // towards the present (sqrt), so the membership grows month after month.
  const ended = status === 'cancelled_by_customer' || status === 'cancelled_by_shop' || status === 'renewal_failed';
  const requestedAt = ended
    ? now - days(45) - Math.floor(random.next() * days(HISTORY_DAYS - 45))
    : now - Math.floor(days(HISTORY_DAYS) * (1 - Math.sqrt(random.next()))) - days(1);
  const reviewed = requestedAt + (tier.manualApproval ? days(random.int(1, 4)) : random.int(5, 180) * 60_000);
  if (status === 'declined') {
    return {
      requestedAt,
      approvedAt: null,
      requestCancelledAt: null,
      cancelledAt: null,
      renewalFailedAt: null,
      updatedAt: Math.min(reviewed, now),
    };
  }
  const approvedAt = Math.min(reviewed, now - 3_600_000);
  const between = (from: number, to: number) => from + Math.floor(random.next() * Math.max(0, to - from));
  const base = { requestedAt, approvedAt, requestCancelledAt: null, cancelledAt: null, renewalFailedAt: null };
  switch (status) {
    case 'approved':
      return { ...base, updatedAt: approvedAt };
    case 'request_cancelled': {
      const at = between(Math.max(approvedAt, now - days(20)), now);
      return { ...base, requestCancelledAt: at, updatedAt: at };
    }
    case 'cancelled_by_customer':
    case 'cancelled_by_shop': {
      // Most memberships that end do so in their first months: the square puts the ending early in the span.
      const span = Math.max(0, now - approvedAt - days(14));
      const at = approvedAt + days(14) + Math.floor(span * random.next() ** 2);
      return { ...base, cancelledAt: Math.min(at, now), updatedAt: Math.min(at, now) };
    }
    default: {
      // renewal_failed: a monthly renewal that did not go through.
      const months = Math.max(1, Math.floor((now - approvedAt) / days(30)));
      const at = Math.min(approvedAt + days(30) * random.int(1, months), now - 3_600_000);
      return { ...base, renewalFailedAt: at, updatedAt: at };
    }
  }
}

interface Plan {
  tiers: Tier[];
  shopId: (tier: Tier) => number;
  mix: Array<[MemberStatus, number]>;
  people: Customer[];
}

async function seedRequests(tx: DemoTx, plan: Plan, now: number, random: SeededRandom) {
  if (plan.tiers.length === 0) return;
  const ids = await customerIds(tx, plan.people);
  const statuses = plan.mix.flatMap(([status, n]) => Array.from({ length: n }, () => status));
  const reviewedByHand = plan.tiers.filter((tier) => tier.manualApproval);
  const withQuestions = plan.tiers.filter((tier) => tier.questions.length > 0);
  for (const [i, status] of statuses.entries()) {
    // Pending requests wait mostly on the hand-reviewed tier, and always on one with a questionnaire when there is one.
    const pendingTiers = reviewedByHand.length > 0 ? reviewedByHand : withQuestions.length > 0 ? withQuestions : plan.tiers;
    const tier = status === 'pending' && i % 4 !== 3 ? random.pick(pendingTiers) : random.pick(plan.tiers);
    const times = history(status, tier, now, random);
    const date = (at: number | null) => (at === null ? null : new Date(at));
    const free = Boolean(tier.freePriceId) && status !== 'pending' && status !== 'declined' && random.next() < 0.15;
    const [row] = await tx
      .insert(userMemberships)
      .values({
        membershipId: tier.id,
        shopId: plan.shopId(tier),
        consumerId: ids[i]!,
        status,
        isFree: free,
        priceCents: tier.priceCents,
        requestedAt: new Date(times.requestedAt),
        approvedAt: date(times.approvedAt),
        requestCancelledAt: date(times.requestCancelledAt),
        cancelledAt: date(times.cancelledAt),
        renewalFailedAt: date(times.renewalFailedAt),
        providerSubscriptionId: times.approvedAt === null || free ? null : `sub_demo_${tier.id}_${ids[i]}`,
        updatedAt: new Date(times.updatedAt),
      })
      .returning({ id: userMemberships.id });
    if (tier.questions.length > 0)
      await tx.insert(membershipAnswers).values(
        tier.questions.map(({ question, required }, position) => ({
          userMembershipId: row!.id,
          position,
          question,
          response: !required && random.next() < 0.3 ? '' : answerTo(question, random),
        })),
      );
  }
}

/**
 * Members of Bluebird Coffee (about 200, every status, 13 months of joins and cancellations) and a few of Harbor
 * Roasters' chain tier at its shops. Reads the tiers the memberships area wrote; runs after it.
 */
export const seedMembers: DemoArea = async (tx, world) => {
  const random = seededRandom(40);
  const now = world.now.getTime();
  const people = customers(random);
  const bluebirdCount = BLUEBIRD_MIX.reduce((sum, [, n]) => sum + n, 0);
  const tiersOf = (shopIds: number[]) =>
    tx
      .select()
      .from(memberships)
      .where(and(inArray(memberships.shopId, shopIds), eq(memberships.isPlatformMembership, false)))
      .orderBy(memberships.id);

  await seedRequests(
    tx,
    {
      tiers: await tiersOf([world.shops.bluebird]),
      shopId: () => world.shops.bluebird,
      mix: BLUEBIRD_MIX,
      people: people.slice(0, bluebirdCount),
    },
    now,
    random,
  );

  const harborShops = world.shops.harborShops;
  await seedRequests(
    tx,
    {
      tiers: await tiersOf([world.shops.harbor, ...harborShops]),
      // A chain tier is joined at one of the chain's shops; a shop's own tier at that shop.
      shopId: (tier) => (tier.shopId === world.shops.harbor ? harborShops[random.int(0, harborShops.length - 1)]! : tier.shopId!),
      mix: HARBOR_MIX,
      people: people.slice(bluebirdCount),
    },
    now,
    random,
  );
};
