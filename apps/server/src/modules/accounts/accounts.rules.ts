/** The accounts' rules, pure: how long each mailed link works, and where a staff invitation's link leads. */
const HOUR_MS = 3_600_000;

/** How long each mailed link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const STAFF_INVITE_TTL_DAYS = 7;
export const EMAIL_VERIFY_TTL_HOURS = 48;
export const EMAIL_VERIFY_TTL_MS = EMAIL_VERIFY_TTL_HOURS * HOUR_MS;

/** How long a staff invitation's link works. */
export const STAFF_INVITE_TTL_MS = STAFF_INVITE_TTL_DAYS * 24 * HOUR_MS;

/** The link a staff invitation mails: {PUBLIC_URL}/staff-verify?email=…&token=…. */
export const staffVerifyLink = (publicUrl: string, email: string, token: string) =>
  `${publicUrl}/staff-verify?${new URLSearchParams({ email, token })}`;
