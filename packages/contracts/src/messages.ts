/**
 * Every user-facing message the server can send or the forms can show, keyed.
 * The English texts are the specification's own words; the web app registers this
 * object as its English "messages" namespace and translates the other languages by key.
 */
export const messages = {
  // sign-in and sign-up (spec 000 §5, §8)
  allFieldsRequired: 'All fields must be filled',
  emailInvalid: 'Email is not valid',
  passwordTooShort: 'Password must be at least 8 characters.',
  invalidCredentials: 'Invalid Email or Password',
  connectionFailed:
    'Error connecting to server. If you would, let us know the issue by emailing us at support. Thanks!',
  emailTaken: 'An account with this email already exists. Sign in instead, or reset your password.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  noShopAccess: 'This account is not linked to any shop yet. Ask the shop owner to add you, or create a shop account.',
  // account links: password reset, staff password setup, email verification (spec 000 §5, §8)
  resetEmailRequired: 'Please enter your email.',
  passwordsNotSame: 'Passwords are not the same.',
  passwordResetExpired: 'Password Reset must be expired',
  staffPasswordTooShort: 'Passwords must be 8 characters.',
  staffPasswordsMismatch: 'Passwords do not match.',
  staffVerifyFailed: 'There was an issue setting your password. Please contact support.',
  emailVerifyFailed: 'There was an issue verifying your email. Please contact support.',
  // session and access
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do that for this shop.',
  adminOnly: 'Only a Brewline administrator can do that.',
  notFound: 'Sorry, an error occurred. Page not found!',
  serverError: 'Sorry, the server is wrong',
  invalidInput: 'Some of the information sent is not valid.',
} as const;

export type MessageKey = keyof typeof messages;

/** A zod issue message is a message key; this keeps the key checked at compile time. */
export const msg = (key: MessageKey): MessageKey => key;

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(messages, value);
