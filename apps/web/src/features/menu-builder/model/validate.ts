import { DefaultOptionSchema, MenuSchema } from '@brewline/contracts/menu';
import { isMessageKey, type MessageKey } from '@brewline/contracts/messages';
import type { z } from 'zod';
import { toMenu } from './draft';
import type { Draft, FieldErrors } from './types';

/**
 * Validation of a draft with the contracts' own schemas (spec 002 §5): the server judges the saved menu with the same
 * `MenuSchema`, so the builder and the server never disagree. Errors are message keys by dotted field path.
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

/** Every field error of the draft's menu; empty when the menu may be saved. */
export const validateDraft = (draft: Draft): FieldErrors => {
  const result = MenuSchema.safeParse(toMenu(draft));
  return result.success ? {} : issuesToErrors(result.error.issues);
};

/**
 * A list of default modifiers (the Default Modifiers screen, spec 002 §5 'default modifiers are checked the same
 * way'): paths are '<index>.title', '<index>.values.<v>.priceCents'…
 */
export const validateDefaultOptions = (options: readonly unknown[]): FieldErrors => {
  let errors: FieldErrors = {};
  options.forEach((option, index) => {
    const result = DefaultOptionSchema.safeParse(option);
    if (!result.success) errors = { ...errors, ...issuesToErrors(result.error.issues, [index]) };
  });
  return errors;
};

export const isDraftValid = (draft: Draft): boolean => Object.keys(validateDraft(draft)).length === 0;

/**
 * After a save found the menu invalid (spec 002 §4 'Once a menu has been found invalid, it is re-validated after
 * every change'): the draft shows its errors and re-validates after every action from now on.
 */
export const markInvalid = (draft: Draft): Draft => ({ ...draft, validateOnChange: true, errors: validateDraft(draft) });

/** The draft's errors at or below a path ('categories.0.items.2' -> that item's fields, options and values). */
export const errorsUnder = (errors: FieldErrors, pathPrefix: string): FieldErrors => {
  const under: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path === pathPrefix || path.startsWith(`${pathPrefix}.`)) under[path] = message;
  }
  return under;
};

/** Whether anything at or below a path has an error (a category button or an item row shows a mark). */
export const hasErrorsUnder = (errors: FieldErrors, pathPrefix: string): boolean =>
  Object.keys(errors).some((path) => path === pathPrefix || path.startsWith(`${pathPrefix}.`));
