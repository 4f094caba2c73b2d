import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/** A person who signs in to the dashboard: shop owner, staff member or platform administrator. */
export const logins = pgTable(
  'logins',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased and trimmed; unique. */
    email: text('email').notNull(),
    /** scrypt hash in the form scrypt$N$r$p$salt$hash; null for an invited staff member who has not set one. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Safe concurrent saves of this login's permission entries across a chain's shops (decision 018). */
    permissionsVersion: integer('permissions_version').notNull().default(0),
    /**
     * Bumped by database triggers whenever what a session of this login is allowed or answered changes (its
     * permission entries, its names, the names and flags of its shops): cached principals check it (decision 024).
     */
    authVersion: integer('auth_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('logins_email_key').on(t.email)],
);

/** A login's permission entry for one shop: without a row, no access to the shop. */
export const shopPermissions = pgTable(
  'shop_permissions',
  {
    loginId: integer('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    analytics: boolean('analytics').notNull().default(false),
    shopManagement: boolean('shop_management').notNull().default(false),
    membership: boolean('membership').notNull().default(false),
    menuBuilding: boolean('menu_building').notNull().default(false),
    userManagement: boolean('user_management').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.loginId, t.shopId] }), index('shop_permissions_shop_idx').on(t.shopId)],
);

/** An access token's server side: only its SHA-256 is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    loginId: integer('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser's User-Agent at sign-in, cut to USER_AGENT_MAX_LENGTH; null when it sent none. */
    userAgent: text('user_agent'),
    /** The client address at sign-in (request.ip: behind the proxies TRUST_PROXY names). */
    clientAddress: text('client_address'),
    /** The last request made with the session, written at most once a minute (decision 215). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set at sign-in when a shop of the login requires two-step sign-in and the login has not set it up: the session
     * reaches only the set-up until it is done (decision 223). Cleared on every session of the login when it is.
     */
    twoStepSetupPending: boolean('two_step_setup_pending').notNull().default(false),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_login_idx').on(t.loginId)],
);

/**
 * A login's authenticator (TOTP, decision 220). The secret is kept encrypted (AES-256-GCM with a key from
 * app_secrets) and never sent again after the set-up; enabledAt stays null until a right code turned it on.
 */
export const twoStepLogins = pgTable('two_step_logins', {
  loginId: integer('login_id')
    .primaryKey()
    .references(() => logins.id, { onDelete: 'cascade' }),
  /** base64url of iv (12 bytes) | tag (16 bytes) | ciphertext. */
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last time step a code was taken for: a code of that step or an earlier one is refused (replay). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, kept as HMAC-SHA256 under a key from app_secrets (decision 221). */
export const twoStepRecoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    id: serial('id').primaryKey(),
    loginId: integer('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_step_recovery_codes_login_hash_key').on(t.loginId, t.codeHash)],
);

/** The second step of a sign-in: a right password made it; only its SHA-256 is kept; not a session. */
export const twoStepChallenges = pgTable(
  'two_step_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    loginId: integer('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    /** Wrong codes tried with it; past the limit it is spent. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_step_challenges_token_hash_key').on(t.tokenHash), index('two_step_challenges_expires_idx').on(t.expiresAt)],
);

/** Devices remembered for 30 days (decision 222): the token's SHA-256, bound to the login; revoked together. */
export const twoStepDevices = pgTable(
  'two_step_devices',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    loginId: integer('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_step_devices_token_hash_key').on(t.tokenHash), index('two_step_devices_login_idx').on(t.loginId)],
);

export const ONE_TIME_TOKEN_PURPOSES = ['password_reset', 'staff_invite', 'email_verify'] as const;

/** Single-use links sent by mail (password reset, staff invitation, email verification); stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    loginId: integer('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash), index('one_time_tokens_login_idx').on(t.loginId, t.purpose)],
);

/** Fixed-window counters for rate limiting, shared by every app process through the database. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_hits_window_idx').on(t.windowStart)],
);
