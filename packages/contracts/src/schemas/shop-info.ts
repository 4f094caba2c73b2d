import { z } from 'zod';
import { SHOP_NAME_MAX_LENGTH } from '../constants';
import { emailSchema } from './email';
import { msg } from '../messages';
import { VersionSchema } from './shops';
import { singleLineText } from './text';
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  OWNER_NAME_MAX_LENGTH,
  PHONE_PATTERN,
  phoneDigits,
  TAX_PATTERN,
  US_STATES,
  ZIP_PATTERN,
} from '../shop-info';

const filled = (max: number) => singleLineText().trim().min(1, msg('shopInfoFieldsRequired')).max(max, msg('shopInfoTooLong'));

const phoneNumber = filled(20)
  .transform(phoneDigits)
  .pipe(z.string().regex(PHONE_PATTERN, msg('shopInfoPhoneInvalid')));
const state = filled(2).pipe(z.enum(US_STATES, msg('shopInfoStateInvalid')));
const zipCode = filled(10).pipe(z.string().regex(ZIP_PATTERN, msg('shopInfoZipInvalid')));
/** Tax as sent: a number of percent, 0 to 99.999, at most three decimals. */
export const TaxPercentSchema = z
  .number(msg('shopInfoTaxInvalid'))
  .min(0, msg('shopInfoTaxInvalid'))
  .max(99.999, msg('shopInfoTaxInvalid'))
  .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, msg('shopInfoTaxInvalid'));
/** Tax as typed: '8.875' or '8.875%' (the percent sign is stripped), read as a number. */
export const TaxTextSchema = singleLineText()
  .trim()
  .min(1, msg('shopInfoFieldsRequired'))
  .transform((value) => value.replace(/%$/, '').trim())
  .pipe(z.string().regex(TAX_PATTERN, msg('shopInfoTaxInvalid')))
  .transform(Number);

const infoFields = {
  shopName: filled(SHOP_NAME_MAX_LENGTH),
  ownerName: filled(OWNER_NAME_MAX_LENGTH),
  ownerEmail: emailSchema({ required: 'shopInfoFieldsRequired', tooLong: 'shopInfoTooLong', invalid: 'emailInvalid' }),
  phoneNumber,
  address: filled(ADDRESS_MAX_LENGTH),
  city: filled(CITY_MAX_LENGTH),
  state,
  zipCode,
};

/**
 * What a shop-info form saves. Every field must be filled ('All Fields must be filled').
 * tax is sent by the onboarding step only; the Shop Info screen keeps it on its Miscellaneous card.
 */
export const ShopInfoFieldsSchema = z.object({ ...infoFields, tax: TaxPercentSchema.optional() });
export type ShopInfoFields = z.infer<typeof ShopInfoFieldsSchema>;

/** PUT /api/shops/:shopId/info: the fields and the version of the info they were loaded at (decision 018). */
export const ShopInfoBodySchema = ShopInfoFieldsSchema.extend({ version: VersionSchema });
export type ShopInfoBody = z.infer<typeof ShopInfoBodySchema>;

/** The onboarding step 1 form: masked phone and tax text in, the PUT body (tax included) out. */
export const OnboardingShopInfoFormSchema = z.object({ ...infoFields, tax: TaxTextSchema });
export type OnboardingShopInfoFormInput = z.input<typeof OnboardingShopInfoFormSchema>;

export const ShopInfoSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  /** Digits only; empty until filled in. */
  phoneNumber: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  tax: z.number(),
  isOnboarded: z.boolean(),
  /** The info's version: sent back with the next save (after a PUT, the version the save moved it to). */
  version: VersionSchema,
});
export type ShopInfo = z.infer<typeof ShopInfoSchema>;
