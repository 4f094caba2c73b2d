import { z } from 'zod';
import { idParam } from './ids';
import { emailSchema } from './email';
import { msg } from '../messages';
import { PermissionSetSchema } from './permissions';
import { VersionSchema } from './shops';
import { singleLineText } from './text';
import { hasAnyFlag, USER_NAME_MAX_LENGTH } from '../users';

/** One shop of the chain as the permissions grid shows it. */
export const ChainShopRefSchema = z.object({ shopId: z.number().int(), shopName: z.string() });
export type ChainShopRef = z.infer<typeof ChainShopRefSchema>;

/** A login's flags at one shop. */
export const ShopPermissionEntrySchema = z.object({ shopId: z.number().int(), permissions: PermissionSetSchema });
export type ShopPermissionEntry = z.infer<typeof ShopPermissionEntrySchema>;

/** A staff user of the chain's shops: the login, their name and email, and their flags at each shop. */
export const UserSchema = z.object({
  loginId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Their entries at the chain's shops only (entries elsewhere are none of this chain's business). */
  shops: z.array(ShopPermissionEntrySchema),
  /** Sent back by Edit Permissions: a save from an older copy is refused with 409 staleCopy (decision 018). */
  version: VersionSchema,
  /** Invited and has not set a password yet. */
  invitationPending: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/** GET /api/shops/:shopId/users: the chain's shops (the grid's rows) and their users, the caller left out. */
export const UserListSchema = z.object({ shops: z.array(ChainShopRefSchema), users: z.array(UserSchema) });
export type UserList = z.infer<typeof UserListSchema>;

const entries = z
  .array(ShopPermissionEntrySchema)
  .max(200)
  .refine((list) => new Set(list.map((entry) => entry.shopId)).size === list.length, msg('invalidInput'));

const name = singleLineText().trim().min(1, msg('userFieldsRequired')).max(USER_NAME_MAX_LENGTH, msg('contactFieldTooLong'));

/**
 * POST /api/shops/:shopId/users. A new person gets the staff
 * invitation mail; an existing login gains the shops (flags are only added, never taken away, by this call).
 * At least one flag somewhere: a user with nothing ticked could do nothing.
 */
export const AddUserBodySchema = z.object({
  firstName: name,
  lastName: name,
  email: emailSchema({ required: 'userFieldsRequired', tooLong: 'contactFieldTooLong', invalid: 'emailInvalid' }),
  shops: entries.refine((list) => list.some((entry) => hasAnyFlag(entry.permissions)), msg('userNoPermission')),
});
export type AddUserBody = z.infer<typeof AddUserBodySchema>;

export const AddUserResultSchema = z.object({
  loginId: z.number().int(),
  /** True: a new login was made and mailed the invitation. False: an existing login gained the shops. */
  created: z.boolean(),
  invited: z.boolean(),
});
export type AddUserResult = z.infer<typeof AddUserResultSchema>;

/**
 * PUT /api/shops/:shopId/users/:loginId/permissions: the grid's rows for the
 * chain's shops, with the version the user was loaded at. A row with no flag removes the user from that shop;
 * shops left out are not changed.
 */
export const SetUserPermissionsBodySchema = z.object({ shops: entries, version: VersionSchema });
export type SetUserPermissionsBody = z.infer<typeof SetUserPermissionsBodySchema>;

export const UserParamsSchema = z.object({ shopId: idParam, loginId: idParam });
