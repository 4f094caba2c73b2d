import { z } from 'zod';
import { idParam } from './ids';
import { PASSWORD_MAX_LENGTH, SHOP_NAME_MAX_LENGTH, SIGN_UP_PASSWORD_MIN_LENGTH } from '../constants';
import { emailSchema } from './email';
import { msg } from '../messages';
import { WeekSchema } from './shop-hours';
import { ADDRESS_MAX_LENGTH, CITY_MAX_LENGTH, PHONE_PATTERN, phoneDigits, TAX_PATTERN, US_STATES, ZIP_PATTERN } from '../shop-info';
import { TaxPercentSchema } from './shop-info';
import { singleLineText } from './text';

/** Manage Shops: a chain shop's member shops. */
export const ChainShopSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  city: z.string(),
  state: z.string(),
  /** Live in the app: not paused (a shop added here stays paused until support turns it on, decision 053). */
  isLive: z.boolean(),
});
export type ChainShop = z.infer<typeof ChainShopSchema>;
export const ChainShopListSchema = z.array(ChainShopSchema);

export const ChainMemberParamsSchema = z.object({ shopId: idParam, memberShopId: idParam });

/** Every field of Add Shop must be filled: 'All fields must be filled'. */
const filled = (max: number) => singleLineText().trim().min(1, msg('allFieldsRequired')).max(max, msg('shopInfoTooLong'));

/**
 * POST /api/shops/:shopId/manage-shops (the chain is the path's shop). The phone is
 * sent as digits, the tax as a number of percent (default 0), the hours default to 7:00 am - 9:00 am, all open.
 */
export const AddChainShopBodySchema = z.object({
  shopName: filled(SHOP_NAME_MAX_LENGTH),
  loginEmail: emailSchema({ required: 'allFieldsRequired', tooLong: 'shopInfoTooLong', invalid: 'emailInvalid' }),
  password: singleLineText(msg('allFieldsRequired'))
    .min(1, msg('allFieldsRequired'))
    .min(SIGN_UP_PASSWORD_MIN_LENGTH, msg('passwordTooShort'))
    .max(PASSWORD_MAX_LENGTH, msg('shopInfoTooLong')),
  address: filled(ADDRESS_MAX_LENGTH),
  city: filled(CITY_MAX_LENGTH),
  state: filled(2).pipe(z.enum(US_STATES, msg('shopInfoStateInvalid'))),
  zipCode: filled(10).pipe(z.string().regex(ZIP_PATTERN, msg('shopInfoZipInvalid'))),
  tax: TaxPercentSchema,
  phoneNumber: filled(20)
    .transform(phoneDigits)
    .pipe(z.string().regex(PHONE_PATTERN, msg('shopInfoPhoneInvalid'))),
  hours: WeekSchema,
});
export type AddChainShopBody = z.output<typeof AddChainShopBodySchema>;

/** The Add Shop dialog's text fields as typed: tax as '0%' text, phone masked; hours are the week's rows. */
export const AddChainShopFormSchema = AddChainShopBodySchema.extend({
  tax: singleLineText()
    .trim()
    .min(1, msg('allFieldsRequired'))
    .transform((value) => value.replace(/%$/, '').trim())
    .pipe(z.string().regex(TAX_PATTERN, msg('shopInfoTaxInvalid')))
    .transform(Number),
});
export type AddChainShopFormInput = z.input<typeof AddChainShopFormSchema>;

export const AddChainShopResultSchema = z.object({
  shopId: z.number().int(),
  /** False: the login email already had an account, which gained the shop (its password did not change). */
  loginCreated: z.boolean(),
});
export type AddChainShopResult = z.infer<typeof AddChainShopResultSchema>;

export const CopiedInfoSchema = z.object({
  ownerName: z.string(),
  ownerEmail: z.string(),
  phoneNumber: z.string(),
  tax: z.number(),
  facebookUrl: z.string(),
  instagramUrl: z.string(),
});
export type CopiedInfo = z.infer<typeof CopiedInfoSchema>;

/** GET .../manage-shops/:memberShopId/info: the shop's current values beside the chain's, before anything is replaced. */
export const InfoComparisonSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  chainShopName: z.string(),
  current: CopiedInfoSchema,
  chain: CopiedInfoSchema,
});
export type InfoComparison = z.infer<typeof InfoComparisonSchema>;

/** How big a menu is, for the Overwrite Shop Menu confirmation: its categories and its items (archived ones not counted). */
export const MenuSizeSchema = z.object({ categories: z.number().int(), items: z.number().int() });
export type MenuSize = z.infer<typeof MenuSizeSchema>;

/**
 * GET .../manage-shops/:memberShopId/menu: before Overwrite Shop Menu, how many categories and items the member shop's
 * menu has (they will be replaced) and how many the chain's has (decision 063).
 */
export const MenuOverwritePreviewSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  chainShopName: z.string(),
  current: MenuSizeSchema,
  chain: MenuSizeSchema,
});
export type MenuOverwritePreview = z.infer<typeof MenuOverwritePreviewSchema>;
