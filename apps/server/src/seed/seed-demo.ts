import { ALL_PERMISSIONS, NO_PERMISSIONS } from '@brewline/contracts/permissions';
import type { PermissionSet } from '@brewline/contracts/schemas/permissions';
import { DEFAULT_SHOP_HOURS } from '@brewline/contracts/shop-hours';
import type { ShopHoursRow } from '@brewline/contracts/schemas/shop-hours';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { logins, shopPermissions } from '../db/schema/accounts';
import { memberships } from '../db/schema/memberships';
import { mailOutbox } from '../db/schema/messaging';
import { shopHours, shops } from '../db/schema/shops';
import { issueOneTimeToken } from '../modules/accounts/accounts.repository';
import { STAFF_INVITE_TTL_DAYS, STAFF_INVITE_TTL_MS, staffVerifyLink } from '../modules/accounts/accounts.rules';
import { staffInvitationMail } from '../modules/accounts/mail-templates';
import { hashPassword } from '../lib/password';
import { seedOrders } from './demo/orders';
import { DEMO_AREAS } from './demo-areas';
import type { DemoWorld } from './demo-world';
import { CITIES, FIRST_NAMES, LAST_NAMES, SHOP_KINDS, SHOP_WORDS, seededRandom } from './random';

export const DEMO_PASSWORD = 'brewline-demo';
export const DEMO_SIGN_INS = [
  { email: 'owner@demo.brewline.app', who: 'owner of Bluebird Coffee (one onboarded shop, all five permissions)' },
  { email: 'chain@demo.brewline.app', who: 'owner of the Harbor Roasters chain (chain shop + 3 shops): the shop chooser' },
  { email: 'staff@demo.brewline.app', who: 'staff of Bluebird Coffee with the analytics permission only' },
  { email: 'admin@demo.brewline.app', who: 'a Brewline platform administrator' },
  { email: 'new@demo.brewline.app', who: 'owner of Fresh Start Cafe, which has not finished onboarding' },
] as const;
/** Invited to Bluebird Coffee, no password yet: the invitation waits at /dev/mailbox. */
export const DEMO_INVITED_STAFF = 'riley@demo.brewline.app';

type Db = Pick<Database, 'insert'>;
type NewShop = typeof shops.$inferInsert;

/** A café's week (day 0 is Sunday): weekdays from `weekdays`, shorter weekends from `saturday` and `sunday`. */
function cafeWeek(weekdays: [open: string, close: string], saturday: [string, string], sunday: [string, string]): ShopHoursRow[] {
  const minute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  return DEFAULT_SHOP_HOURS.map(({ day }) => {
    const [open, close] = day === 0 ? sunday : day === 6 ? saturday : weekdays;
    return { day, openMinute: minute(open), closeMinute: minute(close), isOpen: true };
  });
}

/**
 * The demo cafés keep believable hours (a new shop's 07:00 to 09:00 would read as a data bug on them); the shop still
 * being onboarded and the administrator's filler shops keep the default a new shop gets.
 */
const BLUEBIRD_HOURS = cafeWeek(['06:30', '18:00'], ['07:30', '17:00'], ['08:00', '15:00']);
const HARBOR_HOURS = cafeWeek(['06:00', '19:00'], ['07:00', '17:00'], ['07:00', '16:00']);

async function addShop(tx: Db, values: NewShop, hours: readonly ShopHoursRow[] = DEFAULT_SHOP_HOURS): Promise<number> {
  const [row] = await tx.insert(shops).values(values).returning({ id: shops.id });
  await tx.insert(shopHours).values(hours.map((day) => ({ ...day, shopId: row!.id })));
  return row!.id;
}

async function addLogin(tx: Db, values: typeof logins.$inferInsert): Promise<number> {
  const [row] = await tx.insert(logins).values(values).returning({ id: logins.id });
  return row!.id;
}

async function grant(tx: Db, loginId: number, shopId: number, permissions: PermissionSet) {
  await tx.insert(shopPermissions).values({ loginId, shopId, ...permissions });
}

/**
 * Loads the demo world into an empty database; answers whether it did. Same data on every run, except the
 * random token of the invitation link, which starts with `publicUrl` (the configured PUBLIC_URL).
 *
 * `orders: false` leaves out the 13 months of demo orders (a few seconds of work): API test files that never read
 * orders start faster. The product's own start always loads them.
 */
export async function seedDemoIfEmpty(db: Database, options: { publicUrl?: string; orders?: boolean } = {}): Promise<boolean> {
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(logins);
  if (count > 0) return false;
  const random = seededRandom(20201);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verified = new Date('2026-01-05T15:00:00Z');
  const address = (i: number) => {
    const place = CITIES[i % CITIES.length]!;
    return {
      address: `${random.int(10, 990)} ${random.pick(SHOP_WORDS)} Street`,
      city: place.city,
      state: place.state,
      zipCode: place.zip,
    };
  };

  await db.transaction(async (tx) => {
    const bluebird = await addShop(
      tx,
      {
        name: 'Bluebird Coffee',
        ownerName: 'Olivia Bennett',
        ownerEmail: 'owner@demo.brewline.app',
        phoneNumber: '5035550142',
        ...address(0),
        taxPercent: '8.875',
        isOnboarded: true,
        membershipEnabled: true,
        rewardsEnabled: true,
        facebookUrl: 'https://facebook.com/bluebirdcoffee',
        instagramUrl: 'https://instagram.com/bluebirdcoffee',
        paymentAccountId: 'acct_sandbox_demo_bluebird',
        paymentConnectedAt: verified,
      },
      BLUEBIRD_HOURS,
    );
    await tx.insert(memberships).values({
      shopId: bluebird,
      name: 'Bluebird Regulars',
      priceCents: 1499,
      callToAction: 'Join the flock',
      description: 'A free drip coffee every four hours and 10% off everything else.',
      discountPercent: '10',
      benefits: [{ title: 'Daily drip', description: 'One free drip coffee every 4 hours', icon: 'Benefit Drink' }],
      questions: [{ question: 'What is your usual order?', required: false }],
    });

    const harbor = await addShop(
      tx,
      {
        name: 'Harbor Roasters',
        ownerName: 'Bartholomew-James Whitaker',
        ownerEmail: 'chain@demo.brewline.app',
        phoneNumber: '2065550188',
        ...address(4),
        taxPercent: '10.1',
        isOnboarded: true,
        isChainShop: true,
        membershipEnabled: true,
        paymentAccountId: 'acct_sandbox_demo_harbor',
        paymentConnectedAt: verified,
      },
      HARBOR_HOURS,
    );
    await tx.insert(memberships).values({
      shopId: harbor,
      name: 'Harbor Club',
      priceCents: 2499,
      isChainMembership: true,
      isGlobalMembership: true,
      callToAction: 'One card, every Harbor',
      description: 'Member pricing at every Harbor Roasters shop.',
      discountPercent: '15',
    });
    const harborShops: number[] = [];
    for (const [i, branch] of ['Harbor Roasters Ballard', 'Harbor Roasters Capitol Hill', 'Harbor Roasters Pier 57'].entries()) {
      harborShops.push(
        await addShop(
          tx,
          {
            name: branch,
            ownerName: 'Bartholomew-James Whitaker',
            ownerEmail: 'chain@demo.brewline.app',
            phoneNumber: `20655501${90 + i}`,
            ...address(4),
            taxPercent: '10.1',
            isOnboarded: true,
            chainShopId: harbor,
            membershipEnabled: true,
            paymentAccountId: `acct_sandbox_demo_harbor_${i}`,
            paymentConnectedAt: verified,
          },
          HARBOR_HOURS,
        ),
      );
    }

    const freshStart = await addShop(tx, { name: 'Fresh Start Cafe', ownerEmail: 'new@demo.brewline.app', ...address(2) });

    // Other onboarded shops, so the administrator's 'Select a shop' list is a real list.
    const others: number[] = [];
    for (let i = 0; i < 8; i++) {
      const owner = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
      others.push(
        await addShop(tx, {
          name: `${SHOP_WORDS[i]} ${random.pick(SHOP_KINDS)}`,
          ownerName: owner,
          ownerEmail: `${owner.toLowerCase().replace(' ', '.')}@example.com`,
          phoneNumber: `${random.int(201, 989)}555${random.int(1000, 9999)}`,
          ...address(i),
          taxPercent: String(random.int(0, 10)),
          isOnboarded: i !== 7,
          membershipEnabled: random.next() > 0.5,
        }),
      );
    }

    const owner = await addLogin(tx, {
      email: 'owner@demo.brewline.app',
      passwordHash,
      firstName: 'Olivia',
      lastName: 'Bennett',
      emailVerifiedAt: verified,
    });
    await grant(tx, owner, bluebird, ALL_PERMISSIONS);

    const chain = await addLogin(tx, {
      email: 'chain@demo.brewline.app',
      passwordHash,
      firstName: 'Bartholomew-James',
      lastName: 'Whitaker',
      emailVerifiedAt: verified,
    });
    for (const shopId of [harbor, ...harborShops]) await grant(tx, chain, shopId, ALL_PERMISSIONS);

    const staff = await addLogin(tx, {
      email: 'staff@demo.brewline.app',
      passwordHash,
      firstName: 'Sam',
      lastName: 'Rivera',
      emailVerifiedAt: verified,
    });
    await grant(tx, staff, bluebird, { ...NO_PERMISSIONS, analytics: true });

    const admin = await addLogin(tx, {
      email: 'admin@demo.brewline.app',
      passwordHash,
      firstName: 'Ada',
      lastName: 'Admin',
      isPlatformAdmin: true,
      emailVerifiedAt: verified,
    });

    const newcomer = await addLogin(tx, {
      email: 'new@demo.brewline.app',
      passwordHash,
      firstName: 'Jordan',
      lastName: 'Lee',
      emailVerifiedAt: verified,
    });
    await grant(tx, newcomer, freshStart, ALL_PERMISSIONS);

    for (const shopId of others) {
      const first = random.pick(FIRST_NAMES);
      const login = await addLogin(tx, {
        email: `owner${shopId}@example.com`,
        passwordHash,
        firstName: first,
        lastName: random.pick(LAST_NAMES),
      });
      await grant(tx, login, shopId, ALL_PERMISSIONS);
    }

    // An invited staff member who has not set a password yet, last so every other id stays as it was. The
    // invitation goes straight to the outbox, so a fresh install can try the staff password setup.
    const riley = await addLogin(tx, { email: DEMO_INVITED_STAFF, firstName: 'Riley', lastName: 'Chen' });
    await grant(tx, riley, bluebird, { ...NO_PERMISSIONS, menuBuilding: true });
    const inviteToken = await issueOneTimeToken(tx, {
      purpose: 'staff_invite',
      loginId: riley,
      ttlMs: STAFF_INVITE_TTL_MS,
    });
    const invitation = staffInvitationMail({
      to: DEMO_INVITED_STAFF,
      firstName: 'Riley',
      shopName: 'Bluebird Coffee',
      link: staffVerifyLink(publicUrl, DEMO_INVITED_STAFF, inviteToken),
      signInLink: `${publicUrl}/signin`,
      ttlDays: STAFF_INVITE_TTL_DAYS,
    });
    await tx
      .insert(mailOutbox)
      .values({ toAddress: invitation.to, subject: invitation.subject, textBody: invitation.text, htmlBody: invitation.html ?? null });

    const world: DemoWorld = {
      now: new Date(),
      publicUrl,
      shops: { bluebird, harbor, harborShops, freshStart, others },
      logins: { owner, chain, staff, admin, newcomer, riley },
    };
    const areas = options.orders === false ? DEMO_AREAS.filter((area) => area !== seedOrders) : DEMO_AREAS;
    for (const area of areas) await area(tx, world);
  });
  return true;
}
