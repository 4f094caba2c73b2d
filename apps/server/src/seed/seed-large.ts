/**
 * A large, deterministic dataset for trying the dashboard and its queries at scale:
 *
 *   npm run seed:large -- --shops 20 --users 200 [--orders N] [--force] [--no-demo]
 *
 * Writes onboarded shops with default hours (every tenth one a chain shop with up to three member shops),
 * one owner login per shop or chain, and staff logins with permission entries, in batched inserts, to the
 * database the server would use (DATABASE_URL, else PGlite in DATA_DIR, default ./data). An empty database
 * first gets the demo world, so the five demo sign-ins keep working. Every login's password is the demo password.
 * With --orders N, the shops then get N orders over the last three years, the first shop the most (shop i gets a
 * share in proportion to 1/i), with their lines, modifiers, transactions, weekly payouts and rollups, written with
 * set-based SQL (large-orders.ts) and progress printed step by step.
 * The same arguments give the same data (names, emails, permissions, dates); only serial ids and password
 * salts differ between databases. Stop a server that uses the same PGlite folder first: PGlite is single-process.
 */
import { parseArgs } from 'node:util';
import { NO_PERMISSIONS, PERMISSION_FLAGS } from '@brewline/contracts/permissions';
import type { PermissionSet } from '@brewline/contracts/schemas/permissions';
import { DEFAULT_SHOP_HOURS } from '@brewline/contracts/shop-hours';
import { inArray, like, sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { logins, shopPermissions } from '../db/schema/accounts';
import { shopHours, shops } from '../db/schema/shops';
import { hashPassword } from '../lib/password';
import { generateLargeOrders, ordersPerShop } from './large-orders';
import { CITIES, FIRST_NAMES, LAST_NAMES, SHOP_KINDS, SHOP_WORDS, seededRandom } from './random';
import { DEMO_PASSWORD, seedDemoIfEmpty } from './seed-demo';

/** Every generated login lives under this reserved domain, which is also how --force finds an earlier run. */
const DOMAIN = 'large.example.com';
const BATCH = 500;
const CHAIN_EVERY = 10;
const CHAIN_MEMBERS = 3;
const EPOCH = Date.UTC(2025, 0, 1);
const DAY_MS = 86_400_000;
/** Orders: up to 50 million (5 million is what the issue asks of PostgreSQL, 1 million of PGlite). */
const MAX_ORDERS = 50_000_000;

interface Options {
  shops: number;
  users: number;
  orders: number;
  force: boolean;
  demo: boolean;
}

function readOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      shops: { type: 'string', default: '20' },
      users: { type: 'string', default: '200' },
      orders: { type: 'string', default: '0' },
      force: { type: 'boolean', default: false },
      'no-demo': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log('Usage: npm run seed:large -- --shops 20 --users 200 [--orders N] [--force] [--no-demo]');
    process.exit(0);
  }
  const count = (name: string, raw: string, min: number, max = 1_000_000) => {
    const value = Number(raw.replaceAll('_', ''));
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`--${name} must be a whole number from ${min} to ${max} (got ${raw})`);
    }
    return value;
  };
  const options = {
    shops: count('shops', values.shops, 1),
    users: count('users', values.users, 1),
    orders: count('orders', values.orders, 0, MAX_ORDERS),
    force: values.force,
    demo: !values['no-demo'],
  };
  return options;
}

/** The generated world, before ids exist: shops refer to their chain and logins to their shops by index. */
function planLargeDataset(options: { shops: number; users: number }) {
  const random = seededRandom(7_260_000 + options.shops * 7919 + options.users);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  const width = String(Math.max(options.shops, options.users)).length;

  const plannedShops: Array<{ values: typeof shops.$inferInsert; chainIndex: number | null }> = [];
  /** For each shop, the index of the owner login (shared by a chain and its member shops). */
  const ownerOf: number[] = [];
  const plannedLogins: Array<typeof logins.$inferInsert> = [];
  const grants: Array<{ loginIndex: number; shopIndex: number; permissions: PermissionSet }> = [];
  const allFlags: PermissionSet = { analytics: true, shopManagement: true, membership: true, menuBuilding: true, userManagement: true };

  const brands: string[] = [];
  let chainIndex: number | null = null;
  let chainMembersLeft = 0;
  for (let i = 0; i < options.shops; i++) {
    const isChain = i % CHAIN_EVERY === 0 && i + 1 < options.shops;
    const inChain = !isChain && chainMembersLeft > 0 ? chainIndex : null;
    if (isChain) {
      chainIndex = i;
      chainMembersLeft = CHAIN_MEMBERS;
    } else if (inChain !== null) {
      chainMembersLeft--;
    }
    const place = CITIES[i % CITIES.length]!;
    const ownerFirst = random.pick(FIRST_NAMES);
    const ownerLast = random.pick(LAST_NAMES);
    const createdAt = new Date(EPOCH + random.int(0, 364) * DAY_MS + random.int(0, 86_399) * 1000);
    const brand = inChain !== null ? brands[inChain]! : `${random.pick(SHOP_WORDS)} ${random.pick(SHOP_KINDS)}`;
    brands.push(brand);
    const name = inChain !== null ? `${brand} ${place.city} ${pad(i + 1, width)}` : `${brand} ${pad(i + 1, width)}`;

    let ownerIndex: number;
    if (inChain !== null) {
      ownerIndex = ownerOf[inChain]!;
    } else {
      ownerIndex = plannedLogins.length;
      plannedLogins.push({
        email: `owner-${pad(i + 1, width)}@${DOMAIN}`,
        firstName: ownerFirst,
        lastName: ownerLast,
        emailVerifiedAt: createdAt,
        createdAt,
      });
    }
    ownerOf.push(ownerIndex);
    const owner = plannedLogins[ownerIndex]!;
    plannedShops.push({
      chainIndex: inChain,
      values: {
        name,
        ownerName: `${owner.firstName} ${owner.lastName}`,
        ownerEmail: owner.email,
        phoneNumber: `${random.int(201, 989)}555${pad(random.int(0, 9999), 4)}`,
        address: `${random.int(10, 990)} ${random.pick(SHOP_WORDS)} Street`,
        city: place.city,
        state: place.state,
        zipCode: place.zip,
        taxPercent: (random.int(0, 10_250) / 1000).toFixed(3),
        isOnboarded: true,
        isChainShop: isChain,
        membershipEnabled: random.next() < 0.6,
        rewardsEnabled: random.next() < 0.5,
        paymentAccountId: `acct_sandbox_large_${pad(i + 1, width)}`,
        paymentConnectedAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      },
    });
    grants.push({ loginIndex: ownerIndex, shopIndex: i, permissions: allFlags });
  }

  const owners = plannedLogins.length;
  const staffCount = Math.max(0, options.users - owners);
  for (let s = 0; s < staffCount; s++) {
    const shopIndex = random.int(0, options.shops - 1);
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const createdAt = new Date(EPOCH + random.int(0, 364) * DAY_MS + random.int(0, 86_399) * 1000);
    const loginIndex = plannedLogins.length;
    plannedLogins.push({
      email: `staff-${pad(s + 1, width)}@${DOMAIN}`,
      firstName: first,
      lastName: last,
      // One staff member in five was invited and has not verified yet.
      emailVerifiedAt: random.next() < 0.8 ? createdAt : null,
      createdAt,
    });
    // At least one flag each; analytics is the most common grant.
    const permissions: PermissionSet = { ...NO_PERMISSIONS };
    for (const flag of PERMISSION_FLAGS) permissions[flag] = random.next() < (flag === 'analytics' ? 0.7 : 0.3);
    if (!PERMISSION_FLAGS.some((flag) => permissions[flag])) permissions.analytics = true;
    grants.push({ loginIndex, shopIndex, permissions });
    // Half the staff of a chain's member shop also see the chain shop's analytics.
    const chain = plannedShops[shopIndex]!.chainIndex;
    if (chain !== null && random.next() < 0.5) {
      grants.push({ loginIndex, shopIndex: chain, permissions: { ...NO_PERMISSIONS, analytics: true } });
    }
  }
  return { shops: plannedShops, logins: plannedLogins, grants, owners, staff: staffCount };
}

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function countRows(db: Database) {
  const [shopCount] = await db.select({ count: sql<number>`count(*)::int` }).from(shops);
  const [loginCount] = await db.select({ count: sql<number>`count(*)::int` }).from(logins);
  return { shops: shopCount?.count ?? 0, logins: loginCount?.count ?? 0 };
}

async function removeEarlierRun(db: Database) {
  await db.transaction(async (tx) => {
    const earlier = await tx
      .select({ id: shops.id })
      .from(shops)
      .where(like(shops.ownerEmail, `%@${DOMAIN}`));
    if (earlier.length > 0) {
      const ids = sql.join(
        earlier.map((shop) => sql`${shop.id}`),
        sql`, `,
      );
      // Orders and transactions keep their shop, items and customers (restrict): they go first, then the menus'
      // items, then the shops (which take their rollups, memberships, menus and the rest with them).
      await tx.execute(sql`delete from transactions where shop_id in (${ids})`);
      await tx.execute(sql`delete from payouts where shop_id in (${ids})`);
      await tx.execute(sql`delete from orders where shop_id in (${ids})`);
      await tx.execute(sql`delete from menu_items where shop_id in (${ids})`);
      for (const batch of chunks(earlier.map((shop) => shop.id))) await tx.delete(shops).where(inArray(shops.id, batch));
    }
    await tx.execute(sql`delete from consumers where email like ${`customer-%@${DOMAIN}`}`);
    await tx.delete(logins).where(like(logins.email, `%@${DOMAIN}`));
  });
}

async function main() {
  const started = performance.now();
  const options = readOptions(process.argv.slice(2));
  if (options.users < options.shops) {
    console.log(
      `Note: --users ${options.users} is below --shops ${options.shops}; every shop still gets its owner, so there will be no staff.`,
    );
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  try {
    const before = await countRows(database.db);
    if ((before.shops > 0 || before.logins > 0) && !options.force) {
      console.error(
        `The database (${where}) already holds ${before.shops} shops and ${before.logins} logins; nothing written.\n` +
          'Run again with --force to add the large dataset anyway (it replaces an earlier large dataset), or point DATA_DIR at an empty folder.',
      );
      process.exitCode = 1;
      return;
    }
    console.log(`Writing ${options.shops} shops and ${options.users} logins to ${where}...`);

    await database.withStartupLock(async () => {
      if (options.demo && (await seedDemoIfEmpty(database.db))) console.log('Loaded the demo dataset first (demo sign-ins keep working).');
      if (options.force) await removeEarlierRun(database.db);

      const plan = planLargeDataset(options);
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      const shopIds: number[] = [];
      await database.db.transaction(async (tx) => {
        for (const batch of chunks(plan.shops)) {
          const rows = await tx
            .insert(shops)
            .values(batch.map(({ values }) => values))
            .returning({ id: shops.id });
          shopIds.push(...rows.map((row) => row.id));
        }
        // A chain's id is known only once it is written: link the member shops afterwards.
        const members = new Map<number, number[]>();
        plan.shops.forEach((shop, index) => {
          if (shop.chainIndex !== null) members.set(shop.chainIndex, [...(members.get(shop.chainIndex) ?? []), shopIds[index]!]);
        });
        for (const [chainIndex, memberIds] of members) {
          await tx.update(shops).set({ chainShopId: shopIds[chainIndex]! }).where(inArray(shops.id, memberIds));
        }
        const hours = shopIds.flatMap((shopId) => DEFAULT_SHOP_HOURS.map((day) => ({ ...day, shopId })));
        for (const batch of chunks(hours)) await tx.insert(shopHours).values(batch);

        const loginIds: number[] = [];
        for (const batch of chunks(plan.logins)) {
          const rows = await tx
            .insert(logins)
            .values(batch.map((login) => ({ ...login, passwordHash })))
            .returning({ id: logins.id });
          loginIds.push(...rows.map((row) => row.id));
        }
        const entries = plan.grants.map((grant) => ({
          loginId: loginIds[grant.loginIndex]!,
          shopId: shopIds[grant.shopIndex]!,
          ...grant.permissions,
        }));
        for (const batch of chunks(entries)) await tx.insert(shopPermissions).values(batch).onConflictDoNothing();
      });

      console.log(`  shops and logins written (${((performance.now() - started) / 1000).toFixed(1)} s)`);

      let ordersLine = '  orders written:       none (--orders N adds them)';
      if (options.orders > 0) {
        console.log(`Writing ${options.orders.toLocaleString('en-US')} orders over the last three years...`);
        const shares = ordersPerShop(options.orders, shopIds.length);
        const ordersStarted = performance.now();
        const written = await generateLargeOrders(database.db, {
          shops: shopIds.map((shopId, i) => ({ shopId, orders: shares[i]! })).filter((shop) => shop.orders > 0),
          now: new Date(),
          seed: 0.26 + (options.shops % 1000) / 10_000,
          emailDomain: DOMAIN,
          progress: (step, rows, ms) =>
            console.log(
              `  ${step.padEnd(28)} ${rows > 0 ? `${rows.toLocaleString('en-US').padStart(12)} rows` : ''.padStart(17)}  ${(ms / 1000).toFixed(1).padStart(7)} s`,
            ),
        });
        const seconds = (performance.now() - ordersStarted) / 1000;
        ordersLine =
          `  orders written:       ${written.orders.toLocaleString('en-US')} in ${seconds.toFixed(1)} s ` +
          `(${Math.round(written.orders / seconds).toLocaleString('en-US')} a second), ${written.lines.toLocaleString('en-US')} lines, ` +
          `${written.modifiers.toLocaleString('en-US')} modifiers, ${written.transactions.toLocaleString('en-US')} transactions, ` +
          `${written.payouts.toLocaleString('en-US')} payouts, ${written.customers.toLocaleString('en-US')} customers; ` +
          `the busiest shop (${plan.shops[0]!.values.name}) has ${shares[0]!.toLocaleString('en-US')}`;
      }

      const chains = plan.shops.filter((shop) => shop.values.isChainShop).length;
      const inChains = plan.shops.filter((shop) => shop.chainIndex !== null).length;
      const after = await countRows(database.db);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        [
          `Done in ${seconds} s.`,
          `  shops written:        ${plan.shops.length} (${chains} chain shops, ${inChains} shops in a chain), each with 7 rows of hours`,
          `  logins written:       ${plan.logins.length} (${plan.owners} owners, ${plan.staff} staff), emails *@${DOMAIN}`,
          `  permission entries:   ${plan.grants.length}`,
          ordersLine,
          `  database now holds:   ${after.shops} shops, ${after.logins} logins`,
          `  password of every generated login: ${DEMO_PASSWORD}  (e.g. ${plan.logins[0]?.email ?? '-'})`,
        ].join('\n'),
      );
    });
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
