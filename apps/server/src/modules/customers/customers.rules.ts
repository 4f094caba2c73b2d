/**
 * The Customers search (decision 289): part of a name or an email, case ignored, or part of a phone number's digits.
 * `%`, `_` and `\` typed are matched as themselves.
 */

/** The LIKE pattern of a text anywhere in a lower-cased value. */
export const searchPattern = (search: string): string => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The digits a phone search looks for: a search of digits and separators only, 3 digits or more; else none. */
export function searchDigits(search: string): string | null {
  if (!/^[\d\s().+-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  return digits.length >= 3 ? digits : null;
}
