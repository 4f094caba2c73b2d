import { z } from 'zod';
import { idParam, idSchema } from './ids';
import { msg } from '../messages';
import { singleLineText } from './text';
import { COMPLIMENTARY_VALUES_MAX, SUBSIDY_MAX_CENTS, VALUE_SOURCES } from '../menu-complimentary';

const id = idParam;

/** One tier as a complimentary dialog lists it. */
const tierFields = {
  membershipId: z.number().int(),
  name: z.string(),
  /** The platform's own tier (not a shop's or a chain's). */
  isPlatformMembership: z.boolean(),
  /** False: shown disabled (the platform's tiers for anyone but a platform administrator). */
  editable: z.boolean(),
};

/** GET /api/shops/:shopId/menu/items/:itemId/complimentary: every tier, whether the item is free for its members. */
export const ItemComplimentarySchema = z.object({ ...tierFields, complimentary: z.boolean() });
export type ItemComplimentary = z.infer<typeof ItemComplimentarySchema>;
export const ItemComplimentaryListSchema = z.array(ItemComplimentarySchema);

export const MenuItemParamsSchema = z.object({ shopId: idParam, itemId: id });

/** PUT's body: the tiers whose setting is sent (a tier not listed keeps its setting). */
export const SaveItemComplimentaryBodySchema = z.array(z.object({ membershipId: idSchema, complimentary: z.boolean() })).max(200);
export type SaveItemComplimentaryBody = z.infer<typeof SaveItemComplimentaryBodySchema>;
export const ValueComplimentaryQuerySchema = z.object({
  source: z.enum(VALUE_SOURCES).default('menu'),
  valueIds: singleLineText()
    .regex(/^\d+(,\d+)*$/)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(z.array(idSchema).min(1).max(COMPLIMENTARY_VALUES_MAX)),
});
export type ValueComplimentaryQuery = z.output<typeof ValueComplimentaryQuerySchema>;

/** GET /api/shops/:shopId/menu/values/complimentary: every tier, which of the asked values are free for its members. */
export const ValueComplimentarySchema = z.object({ ...tierFields, valueIds: z.array(z.number().int()) });
export type ValueComplimentary = z.infer<typeof ValueComplimentarySchema>;
export const ValueComplimentaryListSchema = z.array(ValueComplimentarySchema);

/** PUT's body: per tier sent, which of the query's values are free (the others of the query are not). */
export const SaveValueComplimentaryBodySchema = z
  .array(
    z.object({
      membershipId: idSchema,
      valueIds: z.array(idSchema).max(COMPLIMENTARY_VALUES_MAX),
    }),
  )
  .max(200);
export type SaveValueComplimentaryBody = z.infer<typeof SaveValueComplimentaryBodySchema>;

export const MenuValueParamsSchema = z.object({ shopId: idParam, valueId: id });

/**
 * GET /api/shops/:shopId/menu/values/:valueId/subsidies (platform administrators): one row per platform tier, with
 * the amount the platform pays for the value, null when none.
 */
export const SubsidySchema = z.object({
  membershipId: z.number().int(),
  name: z.string(),
  optionValueId: z.number().int(),
  amountCents: z.number().int().nullable(),
});
export type Subsidy = z.infer<typeof SubsidySchema>;
export const SubsidyListSchema = z.array(SubsidySchema);

const amount = z
  .number(msg('subsidyAmountInvalid'))
  .int(msg('subsidyAmountInvalid'))
  .min(0, msg('subsidyAmountInvalid'))
  .max(SUBSIDY_MAX_CENTS, msg('subsidyAmountInvalid'));

/** PUT's body: the amounts to keep; null (or a tier left out) removes that tier's subsidy. */
export const SaveSubsidiesBodySchema = z.array(z.object({ membershipId: idSchema, amountCents: amount.nullable() })).max(50);
export type SaveSubsidiesBody = z.infer<typeof SaveSubsidiesBodySchema>;
