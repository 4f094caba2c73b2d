import { ALL_PERMISSIONS, NO_PERMISSIONS } from '@brewline/contracts/permissions';
import type { PermissionSet } from '@brewline/contracts/schemas/permissions';
import { eq } from 'drizzle-orm';
import { logins, shopPermissions } from '../../db/schema/accounts';
import type { DemoArea, DemoTx } from '../demo-world';

const only = (...flags: Array<keyof PermissionSet>): PermissionSet => ({
  ...NO_PERMISSIONS,
  ...Object.fromEntries(flags.map((flag) => [flag, true])),
});

/** Bluebird's staff besides the owner, Sam (staff@, analytics only) and Riley (invited): each a different set of flags. */
export const DEMO_BLUEBIRD_STAFF = [
  {
    email: 'manager@demo.brewline.app',
    firstName: 'Morgan',
    lastName: 'Ellis',
    permissions: only('analytics', 'shopManagement', 'membership', 'userManagement'),
  },
  { email: 'barista@demo.brewline.app', firstName: 'Priya', lastName: 'Nair', permissions: only('menuBuilding') },
  { email: 'members@demo.brewline.app', firstName: 'Diego', lastName: 'Alvarez', permissions: only('membership', 'analytics') },
  {
    email: 'supervisor@demo.brewline.app',
    firstName: 'Hannah',
    lastName: 'Okafor',
    permissions: only('analytics', 'menuBuilding', 'shopManagement'),
  },
] as const;

/** Harbor's staff: an operations lead on every shop, and one barista lead per branch. */
export const DEMO_HARBOR_STAFF_EMAILS = {
  operations: 'harbor.ops@demo.brewline.app',
  branchLeads: ['ballard@demo.brewline.app', 'capitol@demo.brewline.app', 'pier57@demo.brewline.app'],
} as const;

async function addStaff(
  tx: DemoTx,
  values: { email: string; firstName: string; lastName: string; passwordHash: string; verifiedAt: Date },
) {
  const [row] = await tx
    .insert(logins)
    .values({
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      passwordHash: values.passwordHash,
      emailVerifiedAt: values.verifiedAt,
    })
    .returning({ id: logins.id });
  return row!.id;
}

/**
 * Manage Users demo data (issue 7): at least four staff of Bluebird with different permissions (staff@ keeps
 * analytics only, Riley stays invited), and Harbor staff across its shops, so the chain's user list and the
 * permissions grid have rows of several shops. Every one signs in with the demo password.
 */
export const seedUsers: DemoArea = async (tx, world) => {
  // The demo password, as the other demo sign-ins have it (Sam's hash: one scrypt run fewer, and no import cycle).
  const [sam] = await tx.select({ passwordHash: logins.passwordHash }).from(logins).where(eq(logins.id, world.logins.staff));
  const passwordHash = sam!.passwordHash!;
  const verifiedAt = new Date(world.now.getTime() - 30 * 24 * 3600 * 1000);
  for (const person of DEMO_BLUEBIRD_STAFF) {
    const loginId = await addStaff(tx, { ...person, passwordHash, verifiedAt });
    await tx.insert(shopPermissions).values({ loginId, shopId: world.shops.bluebird, ...person.permissions });
  }

  const operations = await addStaff(tx, {
    email: DEMO_HARBOR_STAFF_EMAILS.operations,
    firstName: 'Noah',
    lastName: 'Lindqvist',
    passwordHash,
    verifiedAt,
  });
  await tx.insert(shopPermissions).values(
    [world.shops.harbor, ...world.shops.harborShops].map((shopId) => ({
      loginId: operations,
      shopId,
      ...ALL_PERMISSIONS,
      userManagement: false,
    })),
  );
  const leads = [
    { firstName: 'Grace', lastName: 'Tanaka' },
    { firstName: 'Omar', lastName: 'Haddad' },
    { firstName: 'Lucia', lastName: 'Romano' },
  ];
  for (const [index, shopId] of world.shops.harborShops.entries()) {
    const lead = leads[index % leads.length]!;
    const email = DEMO_HARBOR_STAFF_EMAILS.branchLeads[index] ?? `harbor.lead${index}@demo.brewline.app`;
    const loginId = await addStaff(tx, { email, ...lead, passwordHash, verifiedAt });
    await tx.insert(shopPermissions).values({ loginId, shopId, ...only('analytics', 'menuBuilding') });
  }
};
