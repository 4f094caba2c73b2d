import { CUSTOMER_SEGMENTS, type CustomerSegment, SEGMENT_NAMES } from '@brewline/contracts/customers';

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

/**
 * The segment contact list (decision 290): the columns mailing tools import, a full name split into first and last,
 * and the customer's segments as tags.
 */

export const CONTACT_LIST_COLUMNS = ['Email Address', 'First Name', 'Last Name', 'Tags'] as const;

/**
 * A full name split as mailing tools want it: the last word is the last name, every word before it the first name;
 * one word is a first name alone. Spaces are trimmed and runs of them made one.
 */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1]! };
}

/** The Tags cell: the names of the segments the customer is in, in the chips' order, comma-separated. */
export const contactTags = (segments: readonly CustomerSegment[]): string =>
  CUSTOMER_SEGMENTS.filter((segment) => segments.includes(segment))
    .map((segment) => SEGMENT_NAMES[segment])
    .join(', ');

/** A row of the contact list: email, first name, last name, tags (CONTACT_LIST_COLUMNS). */
export function contactCells(row: { email: string; name: string; segments: readonly CustomerSegment[] }): string[] {
  const { firstName, lastName } = splitName(row.name);
  return [row.email, firstName, lastName, contactTags(row.segments)];
}
