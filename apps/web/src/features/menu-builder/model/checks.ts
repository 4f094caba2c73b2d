import type { Draft, DraftCheck } from './types';

/**
 * The builder's checks (`validate.ts`: zod and the menu's schemas, about 30 KB as sent) and the reader of a kept draft
 * (`stored-draft.ts`, zod too) are loaded when first needed (a Save, a dialog's Save, a draft kept in the browser), so
 * the builder's first items are drawn without them (decision 321). Each loads once; later calls share its module.
 */
export const loadMenuChecks = () => import('./validate');
export type MenuChecks = Awaited<ReturnType<typeof loadMenuChecks>>;
export const loadStoredDraftReader = () => import('./stored-draft');

/**
 * After a save found the menu invalid ('Once a menu has been found invalid, it is re-validated after
 * every change'): the draft shows its errors and re-validates with `check` after every action from now on.
 */
export const markInvalid = (draft: Draft, check: DraftCheck): Draft => ({ ...draft, revalidate: check, errors: check(draft) });
