import type {
  brandProfileListQuerySchema,
  propertyListQuerySchema,
  reportListQuerySchema,
} from '@cakemix/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type Columns, type ListSort, listSortIndexes, trigramIndex } from './list-sorts.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Who created and last changed an edited record, and when ("last updated at {datetime} by {user}"). */
const authorship = () => ({
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A tenant: every tenant-owned row carries its website id and every query is scoped by it. */
export const websites = pgTable(
  'websites',
  {
    // Identity "by default" so demo and imported websites can keep fixed ids (1, and 40 for the retail theme).
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    theme: text('theme').notNull().default('default'),
    /** The website's own primary colour, `#rrggbb` in lower case; null wears its theme's. */
    primaryColor: text('primary_color'),
    supportEmail: text('support_email').notNull(),
    /** Generated demo data (the demo websites and their benchmark set): said wherever its figures show. */
    demo: boolean('demo').notNull().default(false),
    /** Whether the admins get an e-mail 90 and 30 days before a contract ends (issue 31); an admin turns it off. */
    renewalReminders: boolean('renewal_reminders').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('websites_theme_check', sql`${t.theme} in ('default', 'retail')`),
    check('websites_primary_color_check', sql`${t.primaryColor} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/**
 * A website's logo, at most one, set with the admin CLI. Kept in the database (not on one server's disk) so
 * any instance serves it; in a table of its own so that reading a website does not read its image.
 */
export const websiteLogos = pgTable(
  'website_logos',
  {
    websiteId: integer('website_id')
      .primaryKey()
      .references(() => websites.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    /** SHA-256 of the data, hex: the version in the logo's address, and its ETag. */
    sha256: text('sha256').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'website_logos_content_type_check',
      sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')`,
    ),
  ],
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
    /**
     * The user's language: the interface takes it at every sign-in and e-mails go out in it. Until the user
     * chooses one (`langChosenAt`), it follows the language of the sign-in page (decision 020).
     */
    lang: text('lang').notNull().default('en'),
    /** When the user chose `lang` (the language switch, or an admin creating the account with one). */
    langChosenAt: timestamp('lang_chosen_at', { withTimezone: true }),
    /** A deactivated member cannot sign in and holds no session; an admin can reactivate them. */
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_unique').on(t.username),
    index('users_website_idx').on(t.websiteId),
    check('users_role_check', sql`${t.role} in ('admin', 'analyst', 'viewer')`),
    check('users_lang_check', sql`${t.lang} in ('fr', 'en')`),
    check('users_status_check', sql`${t.status} in ('active', 'deactivated')`),
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
    /** Last request made with the token, to the minute (a session's "last use"). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** The browser's User-Agent and the client address at sign-in, so the owner can tell sessions apart. */
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
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
    /**
     * Tries at the current code, each counted before it is compared (decision 025): at the maximum the
     * challenge is dead. A right try ends the challenge, so the count of a dead one is all wrong tries.
     */
    codeTries: integer('failed_attempts').notNull().default(0),
    lang: text('lang').notNull().default('en'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was used, or when a password change ended the sign-in. */
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

/** One definition for every sort a list's query accepts. */
type SortsOf<Schema extends z.ZodType<{ sort: string }>> = Record<z.output<Schema>['sort'], ListSort>;

/** The brand profiles list's sorts (each read off an index: db/list-sorts.ts). */
export const brandProfileSorts = (c: Columns<'name' | 'createdAt' | 'updatedAt' | 'status'>) => {
  const name = { key: sql`lower(${c.name})`, from: c.name };
  return {
    name: [name],
    created_at: [{ key: c.createdAt }],
    updated_at: [{ key: c.updatedAt }],
    // Sorted by status, each status lists its profiles by name (A to Z), as the report pickers show them.
    status: [{ key: c.status }, { ...name, fixed: 'asc' }],
  } satisfies SortsOf<typeof brandProfileListQuerySchema>;
};

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
    ...authorship(),
  },
  (t) => [
    ...listSortIndexes('brand_profiles', t.websiteId, t.id, brandProfileSorts(t)),
    trigramIndex('brand_profiles_name_trgm_idx', t.name),
    check('brand_profiles_status_check', sql`${t.status} in ('draft', 'complete')`),
  ],
);

/** The properties list's sorts (each read off an index: db/list-sorts.ts). */
export const propertySorts = (
  c: Columns<
    | 'name'
    | 'createdAt'
    | 'updatedAt'
    | 'startDate'
    | 'askedPriceCents'
    | 'valueCents'
    | 'status'
    | 'cityName'
    | 'sponsorshipType'
  >,
) => {
  const name = { key: sql`lower(${c.name})`, from: c.name };
  return {
    name: [name],
    created_at: [{ key: c.createdAt }],
    updated_at: [{ key: c.updatedAt }],
    start_date: [{ key: c.startDate, nullable: true }],
    asked_price: [{ key: c.askedPriceCents, nullable: true }],
    value: [{ key: c.valueCents, nullable: true }],
    // Sorted by status, each status lists its rows by name (A to Z): the report pickers show complete
    // properties, then drafts, alphabetically, page after page.
    status: [{ key: c.status }, { ...name, fixed: 'asc' }],
    city: [{ key: sql`lower(${c.cityName})`, nullable: true }],
    type: [{ key: c.sponsorshipType, nullable: true }],
  } satisfies SortsOf<typeof propertyListQuerySchema>;
};

/**
 * Sponsorship properties. What the list shows, sorts and filters on is in columns (name, type, category,
 * city, dates, asked price, value, status); the other answers of the nine steps are one JSON document, and
 * the repeating items are rows of `property_items`. See docs/decisions/007-property-storage.md.
 */
export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('draft'),
    name: text('name').notNull(),
    sponsorshipType: text('sponsorship_type'),
    category: text('category'),
    cityId: text('city_id'),
    cityName: text('city_name'),
    cityRegion: text('city_region'),
    cityCountry: text('city_country'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** The rights fee (management step), the price the property asks. */
    askedPriceCents: bigint('asked_price_cents', { mode: 'number' }),
    /** The property's stand-alone valuation (neutral brand), written by the engine on every change;
     * null while nothing can be valued. */
    valueCents: bigint('value_cents', { mode: 'number' }),
    /** Methodology version `value_cents` was computed with; rows of an older version are revalued at start. */
    valueVersion: text('value_version'),
    /** The rest of the stand-alone valuation, for industry comparables: cost, ratio, effective CPM. */
    costCents: bigint('cost_cents', { mode: 'number' }),
    ratio: doublePrecision('ratio'),
    effectiveCpmCents: bigint('effective_cpm_cents', { mode: 'number' }),
    /** Delivered impressions of the stand-alone valuation: the audience size of comparables and benchmarks. */
    impressions: bigint('impressions', { mode: 'number' }),
    sponsorshipLevel: text('sponsorship_level'),
    data: jsonb('data').notNull(),
    ...authorship(),
  },
  (t) => [
    // The status and type filters read the indexes of their sorts, which begin with (website, status|type).
    ...listSortIndexes('properties', t.websiteId, t.id, propertySorts(t)),
    trigramIndex('properties_name_trgm_idx', t.name),
    check('properties_status_check', sql`${t.status} in ('draft', 'complete')`),
  ],
);

/**
 * How many properties a website has of each status and sponsorship type ('' for none yet), kept by triggers
 * on `properties` (migration 0019): the list's total is read here instead of counting the website's rows at
 * every page (issue 32). A search still counts its matches.
 */
export const propertyCounts = pgTable(
  'property_counts',
  {
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    sponsorshipType: text('sponsorship_type').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.status, t.sponsorshipType] })],
);

export const PROPERTY_ITEM_KINDS = [
  'digital_audience',
  'social_handle',
  'contractual_benefit',
  'hospitality_item',
  'activation_item',
  'custom_metric',
] as const;
export type PropertyItemKind = (typeof PROPERTY_ITEM_KINDS)[number];

/**
 * The repeating items of a property, one row each so one can be edited or deleted alone. The id is the
 * client-made UUID of the payload; it is unique within its property (the key is property + id), so two
 * properties, or two websites, can never collide on an id a client chose.
 */
export const propertyItems = pgTable(
  'property_items',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    websiteId: integer('website_id').notNull(),
    kind: text('kind').notNull(),
    position: integer('position').notNull(),
    /** The item's fields but its id. */
    data: jsonb('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.id] }),
    index('property_items_order_idx').on(t.propertyId, t.kind, t.position),
    check(
      'property_items_kind_check',
      sql.raw(`kind in (${PROPERTY_ITEM_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);

/**
 * Comments on a custom metric. They hang on the metric item, so deleting the metric (alone, or by leaving
 * it out of a whole-property save) deletes them; editing it keeps them.
 */
export const propertyComments = pgTable(
  'property_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteId: integer('website_id').notNull(),
    propertyId: integer('property_id').notNull(),
    metricId: uuid('metric_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The poster's name when posting, so the comment still says who wrote it once they are gone. */
    posterName: text('poster_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'property_comments_metric_fk',
      columns: [t.propertyId, t.metricId],
      foreignColumns: [propertyItems.propertyId, propertyItems.id],
    }).onDelete('cascade'),
    index('property_comments_metric_idx').on(t.propertyId, t.metricId, t.createdAt),
  ],
);

/** The six categories of the sponsorship benefits catalogue (seeded by a migration, for every install). */
export const benefitCategories = pgTable('benefit_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  key: text('key').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  position: integer('position').notNull(),
});

/**
 * The benefits catalogue: what a sponsor can be offered, with the unit it is counted in and how one unit is
 * valued by default — from impressions and a channel's CPM, or from its face value.
 */
export const benefits = pgTable(
  'benefits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => benefitCategories.id),
    key: text('key').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    unit: text('unit').notNull(),
    basis: text('basis').notNull(),
    defaultImpressionsPerUnit: integer('default_impressions_per_unit'),
    cpmChannel: text('cpm_channel'),
    defaultUnitValueCents: bigint('default_unit_value_cents', { mode: 'number' }),
    position: integer('position').notNull(),
  },
  (t) => [
    index('benefits_category_idx').on(t.categoryId, t.position),
    check(
      'benefits_basis_check',
      sql`(${t.basis} = 'impressions' and ${t.defaultImpressionsPerUnit} is not null and ${t.cpmChannel} is not null)
        or (${t.basis} = 'face_value' and ${t.defaultUnitValueCents} is not null)`,
    ),
  ],
);

/** The reports list's sorts (each read off an index: db/list-sorts.ts). */
export const reportSorts = (c: Columns<'createdAt' | 'title' | 'ratio'>) =>
  ({
    created_at: [{ key: c.createdAt }],
    title: [{ key: sql`lower(${c.title})`, from: c.title }],
    ratio: [{ key: c.ratio, nullable: true }],
  }) satisfies SortsOf<typeof reportListQuerySchema>;

/**
 * Reports: what they were computed from is kept in `snapshot` (properties, profiles, rates, results,
 * comparables), so a report reads the same after its inputs change or disappear. The list's columns are
 * copied out of it. A share link is a random token stored as its SHA-256.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    propertyName: text('property_name').notNull(),
    profileName: text('profile_name').notNull(),
    entryCount: integer('entry_count').notNull(),
    ratio: doublePrecision('ratio'),
    /**
     * The verdict of the combination whose ratio the list shows (method 1.2): its band, or the two its
     * P10–P90 reaches; null before 1.2 (the list then bands the ratio itself) and while preliminary.
     */
    ratioBands: text('ratio_bands').array(),
    /** Whether a property or a profile was in progress when the report was made (method 1.1 snapshots). */
    fromDraft: boolean('from_draft').notNull().default(false),
    /** Whether an entry is preliminary (method 1.1): its ratio gets no band. */
    preliminary: boolean('preliminary').notNull().default(false),
    methodologyVersion: text('methodology_version').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
    shareTokenHash: text('share_token_hash'),
    shareCreatedAt: timestamp('share_created_at', { withTimezone: true }),
    ...authorship(),
  },
  (t) => [
    ...listSortIndexes('reports', t.websiteId, t.id, reportSorts(t)),
    trigramIndex('reports_title_trgm_idx', t.title),
    uniqueIndex('reports_share_token_unique').on(t.shareTokenHash),
    check('reports_type_check', sql`${t.type} in ('detailed', 'comparative')`),
  ],
);

/** The property and profile ids a report was made from, to find reports by source and regenerate them. */
export const reportSources = pgTable(
  'report_sources',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    brandProfileId: integer('brand_profile_id').references(() => brandProfiles.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.position] })],
);

/**
 * PDF exports: one row per report, language and generation of the report, rendered by a job of the queue
 * (pg-boss, in its own `pgboss` schema) that any instance may run. The file is kept in the database, not on
 * one server's disk, so any instance can hand it out and a second download is instant. Retention: per report
 * and language only the newest finished export of the current generation is kept (see exports retention).
 */
export const reportExports = pgTable(
  'report_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    /** The report's generated_at this export was made from: a regenerated report needs a new PDF. */
    reportGeneratedAt: timestamp('report_generated_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    file: bytea('file'),
    error: text('error'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The queue's job (pg-boss id), for an operator following one export. */
    jobId: text('job_id'),
    /** Renders started: more than one when the server rendering it stopped and another tried again. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('report_exports_report_idx').on(t.reportId, t.lang, t.reportGeneratedAt),
    // The place in the queue and a person's queued exports are counted among the unfinished ones.
    index('report_exports_unfinished_idx')
      .on(t.status, t.requestedBy)
      .where(sql`${t.status} in ('pending', 'running')`),
    check('report_exports_status_check', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
    check(
      'report_exports_error_check',
      sql`${t.error} is null or ${t.error} in ('render_failed', 'worker_lost')`,
    ),
  ],
);

/**
 * Support requests: stored before they are e-mailed to the website's support address, so a
 * request whose mail failed is kept, marked failed.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The path of the app the sender was on. */
    page: text('page'),
    lang: text('lang').notNull(),
    status: text('status').notNull().default('sent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_requests_website_idx').on(t.websiteId, t.createdAt),
    check('support_requests_status_check', sql`${t.status} in ('sent', 'failed')`),
    check('support_requests_lang_check', sql`${t.lang} in ('fr', 'en')`),
  ],
);

/**
 * A website's rate card: each row sets one entry of the rate table (`key`, e.g. `cpm.tv`) from a date on;
 * a null value goes back to the default. Rows are never changed or deleted: they are the history (who, when,
 * old → new). The rates of a day are, per key, the newest row effective on or before it.
 */
export const rateCardEntries = pgTable(
  'rate_card_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The new value; null: the default again. */
    value: doublePrecision('value'),
    /** The value in effect on `effective_from` before this row (null: the default). */
    previousValue: doublePrecision('previous_value'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name when written, kept when the account goes. */
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    /** When the website's stored property values were recomputed with this row (null: not yet effective). */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    index('rate_card_entries_website_key_idx').on(t.websiteId, t.key, t.effectiveFrom),
    index('rate_card_entries_pending_idx').on(t.effectiveFrom).where(sql`${t.appliedAt} is null`),
  ],
);

/**
 * Industry benchmarks as readers see them, computed by the `benchmarks_refresh` job: per cell (a family of
 * groupings and the group's key) of a pool (demo or live websites), the view of readers with no member in
 * the cell (reader 0) and, where it differs, the view of each website with members there, computed from the
 * other websites' members only (docs/decisions/022-benchmarks-no-reader-sees-through.md). Nothing here
 * names a property; a hidden view stores no figure.
 */
export const benchmarkViews = pgTable(
  'benchmark_views',
  {
    pool: text('pool').notNull(),
    family: text('family').notNull(),
    key: text('key').notNull(),
    /** 0: readers with no member in the cell; otherwise the website whose own members are left out. */
    reader: integer('reader').notNull(),
    /** How many members the reader's view holds; null while hidden from it. */
    memberCount: integer('member_count'),
    /** Rounded quartiles of value, cost, ratio and effective CPM; null while hidden. */
    figures: jsonb('figures'),
    /** Since when these readers have been shown these figures; null while hidden. */
    computedAt: timestamp('computed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.pool, t.family, t.key, t.reader] }),
    check('benchmark_views_pool_check', sql`${t.pool} in ('demo', 'live')`),
  ],
);

/**
 * Invitations to join a website: the e-mailed link's token is stored as its SHA-256 only. A pending one is
 * neither accepted nor revoked and unexpired; accepting it creates the account, once.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** Lower-cased, as users.email. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** The invitee's language, chosen by the admin: the mails and the account's first language. */
    lang: text('lang').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The last time the link was e-mailed; a resend replaces the token and the expiry. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_token_unique').on(t.tokenHash),
    index('invitations_website_idx').on(t.websiteId, t.createdAt),
    // One open invitation per address: inviting again while one waits is a resend, not a second link.
    uniqueIndex('invitations_open_email_unique')
      .on(t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('invitations_role_check', sql`${t.role} in ('admin', 'analyst', 'viewer')`),
    check('invitations_lang_check', sql`${t.lang} in ('fr', 'en')`),
  ],
);

/**
 * The audit log: one row per write to an audited table, written by a database trigger in the same
 * transaction as the write (migration 0016, docs/decisions/028-audit-log-in-the-database.md), so a write
 * that fails leaves none and one that succeeds always has one. `actor_id` is the user the app named for
 * the transaction (`cakemix.actor`); null means the command line. `changes` maps each changed column (or
 * `data.<answer>`, `items.<kind>`) to `[old, new]`; secrets and computed columns never enter it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    websiteId: integer('website_id').notNull(),
    /** No foreign key: the entry keeps who it was after the account is removed. */
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    recordName: text('record_name'),
    action: text('action').notNull(),
    changes: jsonb('changes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first by date (then id), for the website, a person or a record: each reads its page in order.
    index('audit_log_website_idx').on(t.websiteId, t.createdAt, t.id),
    index('audit_log_actor_idx').on(t.websiteId, t.actorId, t.createdAt, t.id),
    index('audit_log_record_idx').on(t.websiteId, t.recordType, t.recordId, t.createdAt, t.id),
    check('audit_log_action_check', sql`${t.action} in ('create', 'update', 'delete')`),
  ],
);

/**
 * Renewal reminders sent: one row per contract (a property and its end date) and threshold (90 or 30 days).
 * The row is written before the e-mail goes, and only the instance whose insert took sends it, so a reminder
 * goes once whichever instance runs the daily job. A new end date (a renewed contract) gets its own reminders.
 */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    websiteId: integer('website_id').notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.endDate, t.days] }),
    check('renewal_reminders_days_check', sql`${t.days} in (90, 30)`),
  ],
);
