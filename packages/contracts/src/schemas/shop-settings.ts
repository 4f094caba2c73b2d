import { z } from 'zod';
import { msg } from '../messages';
import { TaxPercentSchema, TaxTextSchema } from './shop-info';
import { VersionSchema } from './shops';
import { singleLineText } from './text';
import { isHttpUrl, SOCIAL_URL_MAX_LENGTH } from '../shop-settings';

/** A Facebook or Instagram address: empty (none), or an http(s) URL (issue 7). Trimmed. */
export const SocialUrlSchema = singleLineText()
  .trim()
  .max(SOCIAL_URL_MAX_LENGTH, msg('shopInfoTooLong'))
  .refine((value) => value === '' || isHttpUrl(value), msg('socialUrlInvalid'));

const miscFields = {
  isPaused: z.boolean(),
  isBusy: z.boolean(),
  facebookUrl: SocialUrlSchema,
  instagramUrl: SocialUrlSchema,
};

/**
 * PUT /api/shops/:shopId/settings: the Miscellaneous card: tax, live/paused, busy/not busy and the
 * two social addresses, with the settings' version it was loaded at (decision 018; 409 staleCopy otherwise).
 */
export const ShopSettingsBodySchema = z.object({ tax: TaxPercentSchema, ...miscFields, version: VersionSchema });
export type ShopSettingsBody = z.infer<typeof ShopSettingsBodySchema>;

/** The Miscellaneous card's form: tax as typed ('8.875', '8.875%'), the rest as sent. */
export const ShopSettingsFormSchema = z.object({ tax: TaxTextSchema, ...miscFields });
export type ShopSettingsFormInput = z.input<typeof ShopSettingsFormSchema>;

/** GET (and PUT's answer): the Miscellaneous values, the rewards switch and the settings' version. */
export const ShopSettingsSchema = z.object({
  tax: z.number(),
  isPaused: z.boolean(),
  isBusy: z.boolean(),
  facebookUrl: z.string(),
  instagramUrl: z.string(),
  rewardsEnabled: z.boolean(),
  /** The Miscellaneous values' version (the rewards switch is saved on its own, decision 031). */
  version: VersionSchema,
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

/**
 * PUT /api/shops/:shopId/settings/rewards: the Shop Rewards switch, with the value the screen showed when it was
 * loaded (`loaded`). A single on/off saved on its own: refused with 409 staleCopy when someone else changed it since
 * (decision 031), so it never moves the Miscellaneous card's version.
 */
export const ShopRewardsBodySchema = z.object({ rewardsEnabled: z.boolean(), loaded: z.boolean() });
export type ShopRewardsBody = z.infer<typeof ShopRewardsBodySchema>;
export const ShopRewardsSchema = z.object({ rewardsEnabled: z.boolean() });
export type ShopRewards = z.infer<typeof ShopRewardsSchema>;

/**
 * GET /api/shops/:shopId/access-info (the Shop Access Info card): the signed-in login's
 * email and name, whether the shop is a chain shop, the platform fee in percent, and the membership facts the screen
 * needs (decision 030).
 */
export const ShopAccessInfoSchema = z.object({
  email: z.string(),
  name: z.string(),
  isChainShop: z.boolean(),
  feePercent: z.number(),
  membershipEnabled: z.boolean(),
  /** The shop's own first membership tier, null when it has none. */
  membershipId: z.number().int().nullable(),
});
export type ShopAccessInfo = z.infer<typeof ShopAccessInfoSchema>;
