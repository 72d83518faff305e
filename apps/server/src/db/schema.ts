import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A tenant: every tenant-owned row carries its website id and every query is scoped by it. */
export const websites = pgTable(
  'websites',
  {
    // Identity "by default" so demo and imported websites can keep fixed ids (1, and 40 for the retail theme).
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    theme: text('theme').notNull().default('default'),
    supportEmail: text('support_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('websites_theme_check', sql`${t.theme} in ('default', 'retail')`)],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Stored lower-cased; unique across websites because it is the sign-in identifier. */
    email: text('email').notNull(),
    username: text('username'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('analyst'),
    license: text('license').notNull().default('standard'),
    /** Language of the e-mails we send this user; updated from the language they sign in with. */
    lang: text('lang').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_unique').on(t.username),
    index('users_website_idx').on(t.websiteId),
    check('users_role_check', sql`${t.role} in ('admin', 'analyst', 'viewer')`),
    check('users_lang_check', sql`${t.lang} in ('fr', 'en')`),
  ],
);

/** Bearer tokens: only the SHA-256 of the token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_unique').on(t.tokenHash),
    index('access_tokens_user_idx').on(t.userId),
  ],
);

/** The second step of sign-in: an opaque challenge and the e-mailed code, both stored hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeHash: text('challenge_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lang: text('lang').notNull().default('en'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was used or the challenge died (too many wrong codes). */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('verification_codes_challenge_unique').on(t.challengeHash)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Fixed-window request counters. Kept in the database rather than in memory so several stateless app
 * instances on one PostgreSQL share the same limits.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Brand profiles. The list's columns (name, status, dates) are columns so they can be sorted and searched;
 * the answers of the two steps are one JSON document validated by the shared zod schema.
 */
export const brandProfiles = pgTable(
  'brand_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').notNull().default('draft'),
    data: jsonb('data').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('brand_profiles_website_created_idx').on(t.websiteId, t.createdAt),
    index('brand_profiles_website_name_idx').on(t.websiteId, sql`lower(${t.name})`),
    check('brand_profiles_status_check', sql`${t.status} in ('draft', 'complete')`),
  ],
);
