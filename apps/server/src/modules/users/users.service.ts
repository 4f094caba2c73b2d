import { canActOnShop, NO_PERMISSIONS, PERMISSION_FLAGS } from '@brewline/contracts/permissions';
import type { PermissionSet } from '@brewline/contracts/schemas/permissions';
import { hasAnyFlag } from '@brewline/contracts/users';
import type { AddUserBody, AddUserResult, SetUserPermissionsBody, ShopPermissionEntry, UserList } from '@brewline/contracts/schemas/users';
import type { ActivityChange } from '@brewline/contracts/schemas/activity';
import { AppError, forbidden, notFound } from '../../errors';
import type { Actor } from '../../lib/actor';
import type { AuthenticatedPrincipal } from '../../lib/principal';
import { claimedVersion } from '../../lib/safe-save';
import type { AccountsService } from '../accounts/accounts.service';
import type { ActivityRecorder } from '../activity/activity.service';
import type { UsersRepository } from './users.repository';

const sameFlags = (a: PermissionSet, b: PermissionSet) => PERMISSION_FLAGS.every((flag) => a[flag] === b[flag]);
const union = (a: PermissionSet, b: PermissionSet): PermissionSet =>
  Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, a[flag] || b[flag]])) as PermissionSet;

/**
 * The escalation rule (decision 050): an editor changes a user's entry at a shop only where the editor holds
 * userManagement, and turns a flag on only where the editor holds that flag. Taking a flag away needs
 * userManagement there, nothing more. Administrators hold everything.
 */
function assertMayChange(editor: AuthenticatedPrincipal, shopId: number, before: PermissionSet, after: PermissionSet) {
  if (sameFlags(before, after)) return;
  if (!canActOnShop(editor, shopId, 'userManagement')) throw forbidden('permissionShopNotHeld');
  for (const flag of PERMISSION_FLAGS) {
    if (after[flag] && !before[flag] && !canActOnShop(editor, shopId, flag)) throw forbidden('permissionFlagNotHeld');
  }
}

/** The flags that differ between two entries at a shop, for the activity log (decision 225). */
const flagChanges = (shopName: string, before: PermissionSet, after: PermissionSet): ActivityChange[] =>
  PERMISSION_FLAGS.filter((flag) => before[flag] !== after[flag]).map((flag) => ({
    item: shopName,
    field: flag,
    from: before[flag],
    to: after[flag],
  }));

/** Every shop id of the body must be one of the chain's (404 otherwise, like any id of another shop). */
function assertInChain(entries: ShopPermissionEntry[], chainIds: Set<number>) {
  if (entries.some((entry) => !chainIds.has(entry.shopId))) throw notFound();
}

export function createUsersService({
  repository,
  ...deps
}: {
  repository: UsersRepository;
  accounts: Pick<AccountsService, 'inviteStaffMember'>;
  activity: ActivityRecorder;
}) {
  async function chainOf(shopId: number) {
    const shops = await repository.shopsOfChain(shopId);
    if (shops.length === 0) throw notFound();
    return { shops, ids: new Set(shops.map((shop) => shop.shopId)) };
  }

  return {
    /** Manage Users' list: the users of every shop of the chain, the caller left out, and the chain's shops. */
    async list(shopId: number, editor: AuthenticatedPrincipal): Promise<UserList> {
      const { shops, ids } = await chainOf(shopId);
      return { shops, users: await repository.usersOf([...ids], editor.loginId) };
    },

    /** The names of the people with an entry at the shop, by name (a tip pool offers them). */
    async namesAt(shopId: number): Promise<string[]> {
      const users = await repository.usersOf([shopId], 0);
      return users.map((user) => `${user.firstName} ${user.lastName}`.trim()).filter((name) => name !== '');
    },

    /**
     * Add a Shop User: a new person gets a login without a password and the staff invitation mail (its link sets
     * the password at /staff-verify); an existing login gains the shops, its flags only ever added to. A login
     * still waiting to set its password is mailed a fresh invitation.
     */
    async add(shopId: number, editor: AuthenticatedPrincipal, body: AddUserBody, actor: Actor): Promise<AddUserResult> {
      const { shops, ids } = await chainOf(shopId);
      assertInChain(body.shops, ids);
      const names = { firstName: body.firstName, lastName: body.lastName };
      const shopName = (id: number) => shops.find((shop) => shop.shopId === id)?.shopName ?? '';
      const result = await repository.transaction(async (tx, db) => {
        let login = await tx.findLoginByEmail(body.email);
        let created = false;
        if (!login) {
          const id = await tx.insertLogin({ email: body.email, ...names });
          created = id !== null;
          // null: someone added the same email a moment ago; it is now an existing login.
          login = id === null ? await tx.findLoginByEmail(body.email) : { id, ...names, hasPassword: false };
          if (!login) throw notFound();
        }
        const loginId = login.id;
        if (loginId === editor.loginId) throw forbidden('ownPermissionsLocked');
        if (!created) await tx.fillEmptyNames(loginId, names);
        const current = await tx.entriesOf(
          loginId,
          body.shops.map((entry) => entry.shopId),
        );
        for (const entry of body.shops) {
          if (!hasAnyFlag(entry.permissions)) continue;
          const before = current.get(entry.shopId) ?? NO_PERMISSIONS;
          const after = union(before, entry.permissions);
          assertMayChange(editor, entry.shopId, before, after);
          if (!sameFlags(before, after) || !current.has(entry.shopId)) {
            await tx.upsertEntry(loginId, entry.shopId, after);
            await deps.activity.within(db).record({
              shopId: entry.shopId,
              actor,
              action: current.has(entry.shopId) ? 'permissionsChanged' : 'userAdded',
              target: { loginId },
              details: { email: body.email, changes: flagChanges(shopName(entry.shopId), before, after) },
            });
          }
        }
        await tx.bumpVersion(loginId);
        return { loginId, created, needsInvitation: !login.hasPassword };
      });
      if (result.needsInvitation) {
        const shopName = shops.find((shop) => shop.shopId === shopId)?.shopName;
        await deps.accounts.inviteStaffMember(result.loginId, { shopName });
      }
      return { loginId: result.loginId, created: result.created, invited: result.needsInvitation };
    },

    /**
     * Edit User Permissions: the grid's rows, saved in one transaction from the version they were loaded at. A row
     * with no flag removes the user from that shop. Refused: changing yourself, a shop or flag the editor lacks
     * (403), taking userManagement from a shop's last holder (409), an out-of-date copy (409 staleCopy).
     */
    async setPermissions(
      shopId: number,
      editor: AuthenticatedPrincipal,
      loginId: number,
      body: SetUserPermissionsBody,
      actor: Actor,
    ): Promise<{ version: number }> {
      const { shops, ids } = await chainOf(shopId);
      assertInChain(body.shops, ids);
      if (loginId === editor.loginId) throw forbidden('ownPermissionsLocked');
      const shopName = (id: number) => shops.find((shop) => shop.shopId === id)?.shopName ?? '';
      return repository.transaction(async (tx, db) => {
        const current = await tx.entriesOf(loginId, [...ids]);
        // A login with no entry at any of the chain's shops is not one of this chain's users.
        if (current.size === 0) throw notFound();
        const version = claimedVersion(await tx.claimVersion(loginId, body.version));
        const losing: number[] = [];
        for (const entry of body.shops) {
          const before = current.get(entry.shopId) ?? NO_PERMISSIONS;
          assertMayChange(editor, entry.shopId, before, entry.permissions);
          if (before.userManagement && !entry.permissions.userManagement) losing.push(entry.shopId);
        }
        const managers = await tx.userManagersOf(losing);
        for (const shop of losing) {
          if (!managers.some((holder) => holder.shopId === shop && holder.loginId !== loginId)) {
            throw new AppError(409, 'CONFLICT', 'lastUserManager');
          }
        }
        for (const entry of body.shops) {
          const before = current.get(entry.shopId);
          if (hasAnyFlag(entry.permissions)) {
            if (!before || !sameFlags(before, entry.permissions)) await tx.upsertEntry(loginId, entry.shopId, entry.permissions);
          } else if (before) {
            await tx.deleteEntry(loginId, entry.shopId);
          }
          const changes = flagChanges(shopName(entry.shopId), before ?? NO_PERMISSIONS, entry.permissions);
          if (changes.length > 0) {
            await deps.activity.within(db).record({
              shopId: entry.shopId,
              actor,
              action: 'permissionsChanged',
              target: { loginId },
              details: { changes },
            });
          }
        }
        return { version };
      });
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
