import { z } from 'zod';
import { msg } from '../messages';
import { VersionSchema } from './shops';
import { singleLineText } from './text';
import { PICKUP_LABEL_MAX_LENGTH, PICKUP_OPTIONS_MAX } from '../pickup-options';

export const PickupOptionSchema = z.object({
  label: singleLineText().trim().min(1, msg('pickupLabelRequired')).max(PICKUP_LABEL_MAX_LENGTH, msg('pickupLabelTooLong')),
  memberOnly: z.boolean(),
  requireTableNumber: z.boolean(),
});
export type PickupOption = z.infer<typeof PickupOptionSchema>;

/**
 * The whole list, in order (every add, edit or delete replaces it). The first option is the default:
 * it cannot be members-only or require a table number, and there is always one, so it cannot be deleted.
 * Labels are unique (case-insensitive), so a customer can tell the options apart.
 */
export const PickupOptionListSchema = z
  .array(PickupOptionSchema)
  .min(1, msg('pickupOptionsRequired'))
  .max(PICKUP_OPTIONS_MAX, msg('pickupOptionsTooMany'))
  .superRefine((options, context) => {
    const first = options[0];
    if (first?.memberOnly) context.addIssue({ code: 'custom', message: msg('pickupDefaultMemberOnly'), path: [0, 'memberOnly'] });
    if (first?.requireTableNumber) {
      context.addIssue({ code: 'custom', message: msg('pickupDefaultTableNumber'), path: [0, 'requireTableNumber'] });
    }
    const seen = new Set<string>();
    options.forEach((option, index) => {
      const label = option.label.trim().toLowerCase();
      if (label && seen.has(label)) context.addIssue({ code: 'custom', message: msg('pickupLabelDuplicate'), path: [index, 'label'] });
      seen.add(label);
    });
  });

/** The card's form: the list alone (issues at options, options.<index>.<field>). */
export const PickupOptionsFormSchema = z.object({ options: PickupOptionListSchema });
export type PickupOptionsForm = z.output<typeof PickupOptionsFormSchema>;

/** PUT /api/shops/:shopId/pickup-options: the whole list and the version it was loaded at (decision 018). */
export const PickupOptionsBodySchema = z.object({ options: PickupOptionListSchema, version: VersionSchema });
export type PickupOptionsBody = z.output<typeof PickupOptionsBodySchema>;

/**
 * GET and PUT's answer: the list (empty until the shop adds one), its version, and whether the shop has memberships
 * enabled (members-only is offered, and accepted by the server, only then).
 */
export const PickupOptionsSchema = z.object({
  options: z.array(PickupOptionSchema),
  version: VersionSchema,
  membershipEnabled: z.boolean(),
});
export type PickupOptions = z.infer<typeof PickupOptionsSchema>;
