import { MAX_CATEGORIES, menuDocumentIssues } from '@brewline/contracts/menu';
import {
  AvailabilityWindowsSchema,
  DefaultOptionSchema,
  MenuCategorySchema,
  MenuItemSchema,
  MenuSchema,
} from '@brewline/contracts/schemas/menu';
import { isMessageKey, type MessageKey } from '@brewline/contracts/messages';
import { z } from 'zod';
import { itemToWire, toMenu } from './draft';
import type { AvailabilityWindow, Draft, DraftItem, FieldErrors } from './types';

/**
 * Validation of a draft with the contracts' own schemas: the server judges the saved menu with the same
 * `MenuSchema`, so the builder and the server never disagree. Errors are message keys by dotted field path.
 * This module brings zod and the menu's schemas: the builder loads it when a check is first needed
 * (`loadMenuChecks`), never before its first items are drawn (decision 321).
 */

/** A field's path as the errors map names it: 'categories.0.items.2.name'. */
export const pathKey = (path: readonly PropertyKey[]): string => path.map(String).join('.');

/** The first message of each field; a message zod made itself (not one of ours) reads as 'this is required'. */
export const issuesToErrors = (issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = pathKey([...prefix, ...issue.path]);
    if (key in errors) continue;
    const message: MessageKey = isMessageKey(issue.message) ? issue.message : 'menuFieldRequired';
    errors[key] = message;
  }
  return errors;
};

/** The whole menu judged at once by `MenuSchema`, as the server judges it. */
export const validateMenuAtOnce = (draft: Draft): FieldErrors => {
  const result = MenuSchema.safeParse(toMenu(draft));
  return result.success ? {} : issuesToErrors(result.error.issues);
};

// The same schemas, part by part: an item's own errors are kept by the item object, so after an edit only the items
// it changed are judged again (typing in a 500-item menu once it was found invalid stays fast).
const MenuFieldsSchema = z.object({
  name: MenuSchema.shape.name,
  drinkMenuView: MenuSchema.shape.drinkMenuView,
  foodMenuView: MenuSchema.shape.foodMenuView,
});
const CategoryFieldsSchema = MenuCategorySchema.omit({ items: true });
const itemErrorsCache = new WeakMap<DraftItem, FieldErrors>();

const itemErrors = (item: DraftItem): FieldErrors => {
  let errors = itemErrorsCache.get(item);
  if (!errors) {
    const result = MenuItemSchema.safeParse(itemToWire(item));
    errors = result.success ? {} : issuesToErrors(result.error.issues);
    itemErrorsCache.set(item, errors);
  }
  return errors;
};

const addPrefixed = (into: FieldErrors, prefix: string, errors: FieldErrors) => {
  for (const [path, message] of Object.entries(errors)) {
    const key = path ? `${prefix}.${path}` : prefix;
    if (!(key in into)) into[key] = message;
  }
};

/**
 * Every field error of the draft's menu, by dotted path; empty when the menu may be saved. The same rules as
 * `MenuSchema` (each part's schema, then the whole-menu rules of `menuDocumentIssues`), with the whole-menu messages
 * shown even while some fields are still wrong.
 */
export const validateDraft = (draft: Draft): FieldErrors => {
  const { menu } = draft;
  if (menu.categories.length > MAX_CATEGORIES) return validateMenuAtOnce(draft);
  const fields = MenuFieldsSchema.safeParse(menu);
  const errors: FieldErrors = fields.success ? {} : issuesToErrors(fields.error.issues);
  menu.categories.forEach((category, c) => {
    const own = CategoryFieldsSchema.safeParse(category);
    if (!own.success) addPrefixed(errors, `categories.${c}`, issuesToErrors(own.error.issues));
    category.items.forEach((item, i) => addPrefixed(errors, `categories.${c}.items.${i}`, itemErrors(item)));
  });
  for (const issue of menuDocumentIssues(menu)) {
    const key = pathKey(issue.path);
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
};

/**
 * A list of default modifiers (the Default Modifiers screen, 'default modifiers are checked the same
 * way'): paths are '<index>.title', '<index>.values.<v>.priceCents'…
 */
export const validateDefaultModifiers = (options: readonly unknown[]): FieldErrors => {
  let errors: FieldErrors = {};
  options.forEach((option, index) => {
    const result = DefaultOptionSchema.safeParse(option);
    if (!result.success) errors = { ...errors, ...issuesToErrors(result.error.issues, [index]) };
  });
  return errors;
};

/** The contracts schema's messages for a list of availability windows, by path ('0.endMinute'; '' for the list), the first of each. */
export function windowIssues(windows: readonly AvailabilityWindow[]): FieldErrors {
  const result = AvailabilityWindowsSchema.safeParse(windows);
  const errors: FieldErrors = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
