import { normalizeEmail } from './email';
import type { PermissionFlag } from './permissions';
import type { PermissionSet } from './schemas/permissions';

/**
 * A customer's personal data (decision 291): erasing a customer and handing them what Brewline holds on them. A
 * customer is one `consumers` row, shared by every shop they bought at; their name, email, phone and the ordering
 * app's id of them are what erasure replaces, everywhere they are kept.
 */

/** The domain of an erased customer's email: `.invalid` is reserved, so no one can ever own or receive at it. */
const ERASED_EMAIL_DOMAIN = 'erased.brewline.invalid';

/** What stands in place of an erased customer's personal data: the consumer id is the only thing it tells. */
export interface ErasedTombstone {
  name: string;
  email: string;
  phone: string;
  appUserId: null;
}

/** The tombstone of the consumer `consumerId`: `Erased customer 4821`, a unique address no one owns, no phone, no app id. */
export function erasedTombstone(consumerId: number): ErasedTombstone {
  if (!Number.isSafeInteger(consumerId) || consumerId <= 0) throw new RangeError(`Not a consumer id: ${consumerId}`);
  return { name: `Erased customer ${consumerId}`, email: `erased-${consumerId}@${ERASED_EMAIL_DOMAIN}`, phone: '', appUserId: null };
}

/**
 * The erasure's confirmation: the email typed matches the customer's, as emails are compared everywhere (spaces
 * around it and case ignored). An empty one never matches.
 */
export function erasureConfirmed(typed: string, customerEmail: string): boolean {
  const email = normalizeEmail(typed);
  return email.length > 0 && email === normalizeEmail(customerEmail);
}

/** The two requests the ordering app sends for a person. */
export const CONSUMER_REQUEST_KINDS = ['erasure', 'access'] as const;
export type ConsumerRequestKind = (typeof CONSUMER_REQUEST_KINDS)[number];

/** The ordering app's own id of a request, its idempotency key: the same id again answers the same request. */
export const REQUEST_ID_MAX_LENGTH = 100;

/** Brewline's references: `cdr_` and 24 lower-case hex digits. */
export const CONSUMER_REQUEST_REFERENCE_PATTERN = /^cdr_[0-9a-f]{24}$/;

/** The file names of a customer's data. */
export const customerDataFileName = (customerId: number, extension: 'json' | 'xlsx') => `CustomerData-${customerId}.${extension}`;

/**
 * Who may erase a customer: whoever sees their profile (analytics) and also holds user management at the shop; an
 * owner holds both. Downloading their data needs the profile's access alone.
 */
export const CUSTOMER_ERASURE_PERMISSION = 'userManagement' as const satisfies PermissionFlag;
export const mayEraseCustomers = (permissions: Pick<PermissionSet, 'analytics' | 'userManagement'>): boolean =>
  permissions.analytics && permissions[CUSTOMER_ERASURE_PERMISSION];
