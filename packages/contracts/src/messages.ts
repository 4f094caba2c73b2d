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
  // contact form (spec 000 §5, §8) — the spec's spelling is kept on purpose
  contactFirstNameRequired: 'Please enter your first name.',
  contactLastNameRequired: 'Please enter your last name.',
  contactSubjectRequired: 'Please enter your subject.',
  contactMessageRequired: 'Please enter your message.',
  contactEmailRequired: 'Please enter your email.',
  contactEmailInvalid: 'Please make sure the email is valid',
  contactFieldTooLong: 'This field is too long. Please shorten it.',
  contactSent: 'Email was sucessfully sent!',
  contactSendFailed: 'Could not send email. Contact the support address if the problem persists.',
  // landing-page visit sources (spec 000 §2 ref parameter)
  visitSourceInvalid: 'A visit source is 1 to 64 letters, digits, dots, dashes or underscores.',
  visitPathInvalid: 'A visit path must be a page path of this site.',
  visitRangeInvalid: 'The start date must be on or before the end date.',
  // onboarding wizard, shop info, hours, images and card payments (spec 000 §4-§8, 001 §5, §8)
  shopInfoFieldsRequired: 'All Fields must be filled',
  shopInfoPhoneInvalid: 'Enter a 10-digit phone number that does not start with 0.',
  shopInfoStateInvalid: 'Choose a US state from the list.',
  shopInfoZipInvalid: 'Enter a 5-digit ZIP code.',
  shopInfoTaxInvalid: 'Enter the tax as a percent below 100 with at most three decimals, like 8.875.',
  shopInfoTooLong: 'This field is too long. Please shorten it.',
  shopInfoSaved: 'The new Shop Info is now saved in Brewline!',
  shopInfoSaveFailed: "There was an Error saving the Shop's Info. Are you sure this is the correct address?",
  hoursSaved: 'The new shop hours are now in Brewline!',
  hoursSaveFailed: 'Make sure the hours are correct! If the problem persists contact support.',
  hoursCloseBeforeOpen: 'The closing time must be after the opening time.',
  hoursTimeInvalid: 'A time must be between 12:00 am and 11:59 pm.',
  hoursWeekIncomplete: 'Send exactly one row for each day of the week.',
  imageTooLarge: 'Images must be less than 10MB.',
  imageEmpty: 'The file is empty. Choose a JPEG or PNG image.',
  imageWrongType: 'Images must be JPEG or PNG files.',
  imageUnreadable: 'The image could not be read. Choose another JPEG or PNG file.',
  imageTooManyPixels: 'The image is too big to process. Choose an image under 50 megapixels.',
  imagesBothRequired: 'You must add both a logo and a banner to continue.',
  paymentsNoUrl: 'Unable to get the card payment onboarding URL. Please try again.',
  paymentsSetupFailed: 'An error occurred while setting up your card payment account. Please try again.',
  shopInfoLoadFailed: 'An error occurred while getting shop information. Please try again.',
  paymentsSaveFailed: 'Failed to save payment Info. Contact the support address if this continues.',
  termsRequired: 'You must agree to the Terms and Conditions.',
} as const;

export type MessageKey = keyof typeof messages;

/** A zod issue message is a message key; this keeps the key checked at compile time. */
export const msg = (key: MessageKey): MessageKey => key;

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(messages, value);
