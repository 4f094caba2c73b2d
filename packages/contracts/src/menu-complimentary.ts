/**
 * Complimentary settings and subsidies (decisions
 * 061, 062). A shop's menu item or option value can be complimentary (free) for members of a membership tier: the
 * shop's own tiers, its chain's tiers and the platform's own membership. The platform's own tiers can be changed only
 * by a platform administrator (others see them disabled); subsidies (what the platform pays the shop when its members
 * take a value) are for platform administrators only, and only for the platform's own tiers.
 */

/** Ours: a dialog asks about one option's values, so a few dozen at most. */
export const COMPLIMENTARY_VALUES_MAX = 100;
/** Subsidies are money in cents, up to the highest menu price. */
export const SUBSIDY_MAX_CENTS = 100_000;

/**
 * The option values a value dialog is about, in the query: `valueIds=12,13,14`; `source` says whether they are an
 * item's own option values ('menu') or a default modifier's ('default', the Default Modifiers screen and default
 * modifiers dropped into items). Only saved values have ids: an unsaved value ('new-…') cannot be asked about, and
 * the builder says 'Please add all modifiers and save the new menu before editing the complimentary status.'
 */
export const VALUE_SOURCES = ['menu', 'default'] as const;
export type ValueSource = (typeof VALUE_SOURCES)[number];

/**
 * A subsidy typed in dollars ('1.25', '$1.25', '2') as cents; null for an empty field (no subsidy); 'invalid' for
 * anything else or past the limit.
 */
export function subsidyCentsFromText(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (trimmed === '') return null;
  if (!/^\d{1,5}(\.\d{0,2})?$/.test(trimmed)) return 'invalid';
  const cents = Math.round(Number(trimmed) * 100);
  return cents > SUBSIDY_MAX_CENTS ? 'invalid' : cents;
}

/** Cents as the subsidy field shows them: '1.25'; '' for none. */
export const subsidyText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
