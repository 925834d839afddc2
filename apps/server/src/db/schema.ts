import type { TemplateField } from '@nfc/contract/card-templates';
import type { LinkRule } from '@nfc/contract/link-rules';
import type { DeliveryAddress } from '@nfc/contract/orders';
import type { CardAppearance, CardLink } from '@nfc/contract/vcards';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    tagLimit: integer('tag_limit').notNull(),
    /** Members (with open invitations) an organisation on this plan may have; null: unlimited. */
    seatLimit: integer('seat_limit'),
    isActive: boolean('is_active').notNull().default(true),
    priceMonthlyCents: integer('price_monthly_cents').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    stripePriceId: text('stripe_price_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** German name, description and features; null: the English ones (shown in the request's language). */
    nameDe: text('name_de'),
    descriptionDe: text('description_de'),
    featuresDe: jsonb('features_de').$type<string[]>(),
    /** The plan pricing pages mark as recommended (at most one is meant to be, the admin's choice). */
    isRecommended: boolean('is_recommended').notNull().default(false),
    /** Months of scans kept (older month partitions are dropped whole); null: unlimited. */
    scanRetentionMonths: integer('scan_retention_months'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('plans_name_unique').on(sql`lower(${table.name})`),
    check('plans_tag_limit_non_negative', sql`${table.tagLimit} >= 0`),
    check('plans_seat_limit_positive', sql`${table.seatLimit} is null or ${table.seatLimit} >= 1`),
    check('plans_price_non_negative', sql`${table.priceMonthlyCents} >= 0`),
    check(
      'plans_scan_retention_positive',
      sql`${table.scanRetentionMonths} is null or ${table.scanRetentionMonths} >= 1`,
    ),
  ],
);

/**
 * A business on the platform (decision 017): it owns the tags, cards, orders, leads, webhooks, QR style, plan and
 * subscription; its users are its members. Accounts from before teams each became an organisation with the
 * user's own id, so rows that named the user (scans, leads) name the organisation without being rewritten.
 */
export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    street: text('street'),
    number: text('number'),
    plz: text('plz'),
    city: text('city'),
    country: text('country'),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    tagQuota: integer('tag_quota'),
    subscriptionStatus: text('subscription_status', {
      enum: ['active', 'active_cancel_pending', 'past_due', 'canceled'],
    }),
    planExpiresAt: timestamp('plan_expires_at', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** Activated by a plan or by an admin (the spec's isAccountActive): until then its cards are not public. */
    isActive: boolean('is_active').notNull().default(false),
    /** Brand kit: colours and layout, logo and cover that new cards, templates, QR codes and orders start from. */
    brandAppearance: jsonb('brand_appearance').$type<CardAppearance>(),
    brandLogoPath: text('brand_logo_path'),
    brandCoverPath: text('brand_cover_path'),
    /** The template a new card starts from; with requireTemplate a member's card cannot leave it. */
    defaultTemplateId: uuid('default_template_id').references((): AnyPgColumn => cardTemplates.id, {
      onDelete: 'set null',
    }),
    requireTemplate: boolean('require_template').notNull().default(false),
    /** The custom link domain (issue 33) tags and cards without their own use; null: the app's host. */
    defaultLinkDomainId: uuid('default_link_domain_id').references((): AnyPgColumn => linkDomains.id, {
      onDelete: 'set null',
    }),
    /** Leads older than this many months are deleted daily; null: kept until deleted (issue 27). */
    leadRetentionMonths: integer('lead_retention_months'),
    /** Set by the owner's deletion request: from then on members see only the notice; at this time all goes. */
    deletionScheduledAt: timestamp('deletion_scheduled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('organisations_tag_quota_non_negative', sql`${table.tagQuota} is null or ${table.tagQuota} >= 0`),
    check(
      'organisations_lead_retention_range',
      sql`${table.leadRetentionMonths} is null or ${table.leadRetentionMonths} between 1 and 120`,
    ),
    index('organisations_deletion_idx')
      .on(table.deletionScheduledAt)
      .where(sql`${table.deletionScheduledAt} is not null`),
    index('organisations_provider_customer_idx').on(table.providerCustomerId),
  ],
);

/** The organisation a row belongs to; deleting the organisation deletes the row. */
const organisationId = () =>
  uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'regular'] })
      .notNull()
      .default('regular'),
    /** False: an owner or admin deactivated the member, who can then not sign in (their cards stay public). */
    isActive: boolean('is_active').notNull().default(true),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    contactFirstName: text('contact_first_name'),
    contactLastName: text('contact_last_name'),
    language: text('language', { enum: ['en', 'de'] })
      .notNull()
      .default('en'),
    tokenVersion: integer('token_version').notNull().default(0),
    organisationId: organisationId(),
    teamRole: text('team_role', { enum: ['owner', 'admin', 'member'] })
      .notNull()
      .default('owner'),
    /** The identity provider's subject (OIDC `sub`, SAML NameID) of the member's first single sign-on. */
    ssoSubject: text('sso_subject'),
    /** SCIM: the identity provider's own id for the person, and when it deprovisioned them (no seat, no cards). */
    scimExternalId: text('scim_external_id'),
    deprovisionedAt: timestamp('deprovisioned_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_organisation_idx').on(table.organisationId),
    uniqueIndex('users_one_owner_per_organisation').on(table.organisationId).where(sql`${table.teamRole} = 'owner'`),
    index('users_created_at_idx').on(table.createdAt),
  ],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_tokens_hash_unique').on(table.tokenHash),
    index('email_tokens_user_idx').on(table.userId, table.purpose),
  ],
);

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_pending_idx').on(table.status, table.nextAttemptAt)],
);

export const pricingTiers = pgTable(
  'pricing_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    productType: text('product_type', { enum: ['nfc_card', 'pet_tag', 'food_counter', 'all'] })
      .notNull()
      .default('nfc_card'),
    basePriceCents: integer('base_price_cents').notNull(),
    currency: text('currency', { enum: ['EUR', 'USD', 'GBP'] })
      .notNull()
      .default('EUR'),
    minQuantity: integer('min_quantity').notNull().default(1),
    maxQuantity: integer('max_quantity'),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    hasMonthlyFee: boolean('has_monthly_fee').notNull().default(false),
    monthlyFeeCents: integer('monthly_fee_cents').notNull().default(0),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /** German name, description and features; null: the English ones. */
    nameDe: text('name_de'),
    descriptionDe: text('description_de'),
    featuresDe: jsonb('features_de').$type<string[]>(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('pricing_tiers_price_non_negative', sql`${table.basePriceCents} >= 0`),
    check('pricing_tiers_min_quantity', sql`${table.minQuantity} >= 1`),
    check(
      'pricing_tiers_max_quantity',
      sql`${table.maxQuantity} is null or ${table.maxQuantity} > ${table.minQuantity}`,
    ),
    check('pricing_tiers_discount_range', sql`${table.discountPercentage} >= 0 and ${table.discountPercentage} <= 100`),
  ],
);

export const customizations = pgTable(
  'customizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency', { enum: ['EUR', 'USD', 'GBP'] })
      .notNull()
      .default('EUR'),
    category: text('category', { enum: ['design', 'engraving', 'material', 'shipping'] })
      .notNull()
      .default('design'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('customizations_price_non_negative', sql`${table.priceCents} >= 0`)],
);

export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    region: text('region', {
      enum: ['Europe', 'North America', 'South America', 'Asia', 'Africa', 'Oceania'],
    })
      .notNull()
      .default('Europe'),
    country: text('country', { enum: ['DE', 'AT', 'CH', 'NL', 'BE'] }).notNull(),
    baseRateCents: integer('base_rate_cents').notNull(),
    perItemRateCents: integer('per_item_rate_cents').notNull().default(0),
    freeShippingThresholdCents: integer('free_shipping_threshold_cents'),
    estimatedDays: text('estimated_days').notNull().default('3-5'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'shipping_rates_non_negative',
      sql`${table.baseRateCents} >= 0 and ${table.perItemRateCents} >= 0 and (${table.freeShippingThresholdCents} is null or ${table.freeShippingThresholdCents} >= 0)`,
    ),
  ],
);

/** Small key-value facts about this installation (seed version, ...). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * An organisation's card template (decision 017): shared values that fill the cards made from it, and the fields
 * it locks. Its images are its own files (templates/...), which a card that shows them never deletes.
 */
export const cardTemplates = pgTable(
  'card_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    websiteUrl: text('website_url'),
    linkedinUrl: text('linkedin_url'),
    instagramUrl: text('instagram_url'),
    bio: text('bio'),
    links: jsonb('links').$type<CardLink[]>().notNull().default([]),
    appearance: jsonb('appearance').$type<CardAppearance>(),
    logoImagePath: text('logo_image_path'),
    coverImagePath: text('cover_image_path'),
    lockedFields: jsonb('locked_fields').$type<TemplateField[]>().notNull().default([]),
    /** True: its design, logo and cover follow the organisation's brand kit when that changes. */
    followsBrand: boolean('follows_brand').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('card_templates_organisation_idx').on(table.organisationId, table.createdAt)],
);

export const vcfConfigs = pgTable(
  'vcf_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: organisationId(),
    /** The member whose card this is (a member sees and edits only theirs); the remover's once they leave. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    configName: text('config_name').notNull(),
    name: text('name'),
    surname: text('surname'),
    position: text('position'),
    contactEmail: text('contact_email'),
    phoneNumber: text('phone_number'),
    websiteUrl: text('website_url'),
    linkedinUrl: text('linkedin_url'),
    instagramUrl: text('instagram_url'),
    profilePicturePath: text('profile_picture_path'),
    bio: text('bio'),
    links: jsonb('links').$type<CardLink[]>().notNull().default([]),
    /** Null: the default look (DEFAULT_CARD_APPEARANCE), which follows the viewer's theme. */
    appearance: jsonb('appearance').$type<CardAppearance>(),
    coverImagePath: text('cover_image_path'),
    logoImagePath: text('logo_image_path'),
    /** The template the card follows; its locked fields are kept equal to the template's. */
    templateId: uuid('template_id').references((): AnyPgColumn => cardTemplates.id, { onDelete: 'set null' }),
    /** True: its design, logo and cover follow the organisation's brand kit when that changes. */
    followsBrand: boolean('follows_brand').notNull().default(false),
    downloadToken: text('download_token').notNull(),
    /** The custom link domain its public URL is on (issue 33); null: the organisation's default. */
    linkDomainId: uuid('link_domain_id').references((): AnyPgColumn => linkDomains.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('vcf_configs_download_token_unique').on(table.downloadToken),
    index('vcf_configs_user_idx').on(table.userId, table.createdAt),
    index('vcf_configs_organisation_idx').on(table.organisationId, table.createdAt),
    index('vcf_configs_template_idx').on(table.templateId),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: organisationId(),
    /** The member who made the tag. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userFacingId: text('user_facing_id').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    actionType: text('action_type', { enum: ['WEBSITE_LINK', 'VCARD_PAGE', 'DOCUMENT'] }).notNull(),
    targetUrl: text('target_url'),
    vcfConfigId: uuid('vcf_config_id').references(() => vcfConfigs.id, { onDelete: 'set null' }),
    documentKey: text('document_key'),
    documentName: text('document_name'),
    documentContentType: text('document_content_type'),
    campaignId: text('campaign_id'),
    campaignName: text('campaign_name'),
    groupId: text('group_id'),
    /** The fob order this tag arrived with, so a tag still unscanned after delivery can be flagged. */
    orderId: uuid('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    /** Human scans of the tag link, all time; kept by a trigger on scans (drizzle/0004), so lists never count rows. */
    scanCount: integer('scan_count').notNull().default(0),
    /** Link rules (contract/link-rules.ts), first match wins; checked from the scan target cache, never per scan. */
    rules: jsonb('rules').$type<LinkRule[]>().notNull().default([]),
    /** Past this time, or after max_scans visits, the scan link answers 410 and counts a refused scan. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxScans: integer('max_scans'),
    /** Verified taps (decision 037): off ignores SUN parameters, record stores each scan's outcome, require redirects only verified taps. */
    verification: text('verification', { enum: ['off', 'record', 'require'] })
      .notNull()
      .default('off'),
    /** With require: where an unverified scan goes instead of the notice page. */
    verificationFallbackUrl: text('verification_fallback_url'),
    /** The version of the organisation's SUN keys the tag's chip is personalised with (verified-taps/keys.ts). */
    sunKeyVersion: smallint('sun_key_version').notNull().default(1),
    /** The custom link domain its scan URL is on (issue 33); null: the organisation's default. */
    linkDomainId: uuid('link_domain_id').references((): AnyPgColumn => linkDomains.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('tags_user_facing_id_unique').on(table.userFacingId),
    index('tags_user_idx').on(table.userId, table.createdAt),
    index('tags_organisation_idx').on(table.organisationId, table.createdAt),
    index('tags_order_idx').on(table.orderId),
  ],
);

/**
 * One row per scan of a tag link, view of a public card or save of its contact; never the raw IP.
 * Partitioned by month on occurred_at (drizzle/0003), each month by retention tier (drizzle/0012): a tier's old
 * month is dropped whole.
 */
export const scans = pgTable(
  'scans',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** The organisation (named owner_id from before teams: decision 017). */
    organisationId: uuid('owner_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id').references(() => tags.id, { onDelete: 'cascade' }),
    vcfConfigId: uuid('vcf_config_id').references(() => vcfConfigs.id, { onDelete: 'cascade' }),
    /**
     * link: the tag's /t link; page: a view of the public card; save: its .vcf downloaded; refused: a scan of an
     * expired or used-up tag, answered 410 (never a visit: the scan counter and roll-ups count 'link' only).
     */
    kind: text('kind', { enum: ['link', 'page', 'save', 'refused'] }).notNull(),
    /** For link scans: the position (0-based) of the tag rule that decided the redirect; null: the tag's own target. */
    matchedRule: smallint('matched_rule'),
    /** nfc: a chip tap (/t/{code}, no referrer); qr: a QR code (?src=qr); other: any other visit. */
    source: text('source', { enum: ['nfc', 'qr', 'other'] })
      .notNull()
      .default('other'),
    /** For card views and saves reached through a tag's link: that tag, for its funnel. */
    viaTagId: uuid('via_tag_id').references(() => tags.id, { onDelete: 'set null' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    language: text('language'),
    referrer: text('referrer'),
    platform: text('platform'),
    browser: text('browser'),
    screenResolution: text('screen_resolution'),
    timezone: text('timezone'),
    latitude: numeric('latitude', { precision: 6, scale: 2, mode: 'number' }),
    longitude: numeric('longitude', { precision: 6, scale: 2, mode: 'number' }),
    country: text('country'),
    isBot: boolean('is_bot').notNull().default(false),
    /** For link scans of a tag that checks them: verified, replayed, invalid or plain (no SUN message); else null. */
    verification: text('verification', { enum: ['verified', 'replayed', 'invalid', 'plain'] }),
    /** The chip's UID and tap counter of a genuine SUN message (verified or replayed): the evidence of the tap. */
    chipUid: text('chip_uid'),
    chipCounter: integer('chip_counter'),
    visitorHash: text('visitor_hash').notNull(),
    /**
     * Months this scan is kept, stamped from the organisation's plan when written (0: unlimited). Each month
     * partition is split by it, so a tier's month is dropped whole once it is that old (drizzle/0012, decision 025).
     */
    retentionMonths: smallint('retention_months').notNull().default(0),
  },
  (table) => [
    // The partition keys must be in the primary key (PostgreSQL's rule for partitioned tables).
    primaryKey({ name: 'scans_pkey', columns: [table.id, table.occurredAt, table.retentionMonths] }),
    index('scans_tag_time_idx').on(table.tagId, table.occurredAt),
    index('scans_vcard_time_idx').on(table.vcfConfigId, table.occurredAt),
    index('scans_owner_time_idx').on(table.organisationId, table.occurredAt),
    index('scans_via_tag_time_idx').on(table.viaTagId, table.occurredAt),
  ],
);

/**
 * The NTAG 424 DNA chips an organisation's tags are bound to (decision 037), by UID: the tag it is bound to (none
 * once unbound: the counter stays, so an old message of the chip never passes again) and the highest tap counter
 * verified. On several copies the scan link compares and sets the counter here atomically; on one, in memory, and
 * the scan writer keeps this row up to date from the journal.
 */
export const sunChips = pgTable(
  'sun_chips',
  {
    organisationId: organisationId(),
    uid: text('uid').notNull(),
    tagId: uuid('tag_id').references(() => tags.id, { onDelete: 'set null' }),
    lastCounter: integer('last_counter'),
    lastVerifiedAt: timestamp('last_verified_at', { withTimezone: true }),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'sun_chips_pkey', columns: [table.organisationId, table.uid] }),
    uniqueIndex('sun_chips_tag_unique').on(table.tagId),
  ],
);

/**
 * Daily roll-ups of a tag's human link scans (features/scans/rollups.ts), so analytics of long ranges never
 * read the raw rows. A closed day has a 'total' row (count 0 when nobody scanned), whose presence means
 * "rolled up"; 'total' and 'visitors' use the key ''.
 */
export const scanDaily = pgTable(
  'scan_daily',
  {
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** 'total' (its row marks the day as rolled up), 'visitors' (distinct), or a dimension of the analytics. */
    dimension: text('dimension', {
      enum: ['total', 'visitors', 'source', 'platform', 'browser', 'language', 'country'],
    }).notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ name: 'scan_daily_pkey', columns: [table.tagId, table.day, table.dimension, table.key] })],
);

/**
 * The open days' counts of a tag's human link and refused scans (yesterday and today, UTC; decision 033): the
 * dimensions and keys of a roll-up, kept up to date by a trigger on scans in the transaction of each insert
 * (migration 0014), so analytics read a few rows however busy the tag is. Days older than the last closed day are
 * deleted by the scan upkeep.
 */
export const scanLiveDaily = pgTable(
  'scan_live_daily',
  {
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension', {
      enum: ['total', 'visitors', 'source', 'platform', 'browser', 'language', 'country', 'rule', 'refused'],
    }).notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ name: 'scan_live_daily_pkey', columns: [table.tagId, table.day, table.dimension, table.key] }),
  ],
);

/**
 * The distinct visitor hashes of a tag's open days, so the trigger adds to 'visitors' only the visitors it has not
 * seen that day. Indexed by day for the upkeep, which deletes whole old days.
 */
export const scanLiveVisitors = pgTable(
  'scan_live_visitors',
  {
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (table) => [
    primaryKey({ name: 'scan_live_visitors_pkey', columns: [table.tagId, table.day, table.visitorHash] }),
    index('scan_live_visitors_day_idx').on(table.day),
  ],
);

/** Who changed what in the admin area, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label'),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  language: text('language').notNull().default('en'),
  createdAt: createdAt(),
});

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull(),
    /**
     * Null only once the organisation was erased: orders are business records the law makes us keep, so they stay
     * with their personal data removed (issue 27, docs/privacy.md).
     */
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    /** The member who placed the order; null once that account was deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', {
      enum: ['pending_review', 'payment_pending', 'processing_vcf_pending', 'shipped', 'completed', 'cancelled'],
    })
      .notNull()
      .default('pending_review'),
    productType: text('product_type').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    tagWritingPreference: text('tag_writing_preference', { enum: ['by_us', 'by_client'] }).notNull(),
    /** NTAG 424 DNA chips personalised for verified taps (decision 037). */
    verifiedTaps: boolean('verified_taps').notNull().default(false),
    shippingCountry: text('shipping_country').notNull(),
    /** Where the fobs go; null: the organisation's address (orders from before, or a client that sent none). */
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    currency: text('currency').notNull().default('EUR'),
    basePriceCents: integer('base_price_cents').notNull(),
    customizationTotalCents: integer('customization_total_cents').notNull(),
    discountAmountCents: integer('discount_amount_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    vatAmountCents: integer('vat_amount_cents').notNull(),
    shippingCostCents: integer('shipping_cost_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    quote: jsonb('quote').$type<Record<string, unknown>>().notNull(),
    logoKey: text('logo_key'),
    logoContentType: text('logo_content_type'),
    adminNotes: text('admin_notes'),
    trackingNumber: text('tracking_number'),
    idempotencyKey: text('idempotency_key'),
    /** When the order reached 'completed' (delivered); starts the 14-day unscanned-tag alert. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('orders_number_unique').on(table.orderNumber),
    uniqueIndex('orders_idempotency_unique').on(table.userId, table.idempotencyKey),
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_organisation_idx').on(table.organisationId, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
  ],
);

/** A hand-over to the payment provider: a checkout or a portal visit. */
export const billingSessions = pgTable(
  'billing_sessions',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    /** The owner who started it. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['checkout', 'portal'] }).notNull(),
    provider: text('provider', { enum: ['simulated', 'stripe'] }).notNull(),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('billing_sessions_user_idx').on(table.userId),
    index('billing_sessions_organisation_idx').on(table.organisationId),
  ],
);

/** Provider events already applied, so a replayed webhook has no second effect. */
export const processedEvents = pgTable('processed_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/** Details a visitor of a public card shared back with its owner, with their explicit consent. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The organisation (named owner_id from before teams: decision 017). */
    organisationId: uuid('owner_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    vcfConfigId: uuid('vcf_config_id').references(() => vcfConfigs.id, { onDelete: 'set null' }),
    /** The tag whose link led to the card, when there was one. */
    viaTagId: uuid('via_tag_id').references(() => tags.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['nfc', 'qr', 'other'] })
      .notNull()
      .default('other'),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    note: text('note'),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    /** The consent text the visitor was shown and agreed to, its version and language (issue 27). */
    consentText: text('consent_text'),
    consentVersion: text('consent_version'),
    consentLanguage: text('consent_language'),
    language: text('language'),
    /** The sales pipeline (issue 28): where the lead stands, who works it, and the team's labels. */
    status: text('status', { enum: ['new', 'contacted', 'qualified', 'won', 'lost'] })
      .notNull()
      .default('new'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    labels: jsonb('labels').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('leads_owner_time_idx').on(table.organisationId, table.createdAt),
    index('leads_vcard_idx').on(table.vcfConfigId),
    index('leads_via_tag_idx').on(table.viaTagId),
    index('leads_owner_status_idx').on(table.organisationId, table.status, table.createdAt),
    index('leads_assignee_idx').on(table.assigneeId),
  ],
);

/** A team member's note on a lead (issue 28), listed with its author and time. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('lead_notes_lead_idx').on(table.leadId, table.createdAt)],
);

/**
 * A lead's history (issue 28): each change of status, assignee or labels, each note and each CRM outcome, with who
 * did it; `change` holds the kind's before/after values.
 */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['created', 'status', 'assignee', 'labels', 'note', 'crm'] }).notNull(),
    change: jsonb('change').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('lead_events_lead_idx').on(table.leadId, table.createdAt)],
);

/**
 * An organisation's API key (issue 28): only the SHA-256 of the secret is kept; `prefix` (the first characters of
 * the key) lets a person tell keys apart. A key acts as its creator within its scopes.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: organisationId(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** The IP networks (/24, /48) the key was used from, newest last, so a new one is audited once. */
    usedFromNetworks: jsonb('used_from_networks').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('api_keys_hash_unique').on(table.keyHash),
    index('api_keys_organisation_idx').on(table.organisationId, table.createdAt),
  ],
);

/**
 * An organisation's connection to a CRM (issue 28). Tokens are encrypted with a key derived from the app's secret;
 * disconnecting deletes the row. One connection per provider.
 */
export const crmConnections = pgTable(
  'crm_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: organisationId(),
    provider: text('provider', { enum: ['hubspot', 'salesforce'] }).notNull(),
    /** 'token': a HubSpot private-app token; 'oauth': authorization code with a refresh token. */
    authKind: text('auth_kind', { enum: ['token', 'oauth'] }).notNull(),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    refreshTokenEncrypted: text('refresh_token_encrypted'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    /** Salesforce's instance URL, from the token answer. */
    instanceUrl: text('instance_url'),
    /** The account as the provider names it (HubSpot portal id, Salesforce org), shown in the settings. */
    accountLabel: text('account_label'),
    state: text('state', { enum: ['connected', 'error'] })
      .notNull()
      .default('connected'),
    lastError: text('last_error'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('crm_connections_organisation_provider_unique').on(table.organisationId, table.provider)],
);

/**
 * A lead's sync to a CRM (issue 28): its state as shown on the lead, and the job the sync worker claims (`FOR UPDATE
 * SKIP LOCKED`) when `state` is pending and `next_attempt_at` has come. `status_pending` marks a status change still to
 * send once the contact exists.
 */
export const leadCrmSyncs = pgTable(
  'lead_crm_syncs',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['hubspot', 'salesforce'] }).notNull(),
    organisationId: organisationId(),
    state: text('state', { enum: ['pending', 'synced', 'failed'] })
      .notNull()
      .default('pending'),
    externalId: text('external_id'),
    error: text('error'),
    statusPending: boolean('status_pending').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.leadId, table.provider] }),
    index('lead_crm_syncs_due_idx').on(table.state, table.nextAttemptAt),
  ],
);

/** A user's https endpoint that receives signed event deliveries. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: organisationId(),
    /** The member who added the endpoint. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    /** HMAC-SHA256 signing secret, shown to its owner. */
    secret: text('secret').notNull(),
    events: jsonb('events').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('webhook_endpoints_user_idx').on(table.userId),
    index('webhook_endpoints_organisation_idx').on(table.organisationId),
  ],
);

/** One event to one endpoint: queued, retried with backoff, then delivered or failed. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Stamped by the app's clock, the one the worker compares it with (the database's has microseconds). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(() => new Date()),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
  ],
);

/** An organisation's QR code branding: colours and an optional centre logo. */
export const qrStyles = pgTable('qr_styles', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  foreground: text('foreground').notNull().default('#000000'),
  background: text('background').notNull().default('#ffffff'),
  logoKey: text('logo_key'),
  logoContentType: text('logo_content_type'),
  updatedAt: updatedAt(),
});

/** An invitation to join an organisation: mailed as a link, good for 7 days, once; only its hash is stored. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: organisationId(),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    name: text('name'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('team_invitations_token_unique').on(table.tokenHash),
    uniqueIndex('team_invitations_email_unique').on(table.organisationId, table.email),
  ],
);

/**
 * An owner's export of the organisation's data (issue 27): a zip built by a background job that picks up pending and
 * interrupted rows after a restart; the file and its download link last 24 hours.
 */
export const organisationExports = pgTable(
  'organisation_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: organisationId(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'running', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    progress: real('progress').notNull().default(0),
    /** Where the finished zip lies in storage. */
    fileKey: text('file_key'),
    /** Hash of the download link's secret, so the mailed link works without a session and a database leak opens none. */
    downloadTokenHash: text('download_token_hash'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('organisation_exports_organisation_idx').on(table.organisationId, table.createdAt),
    index('organisation_exports_status_idx').on(table.status),
  ],
);

/**
 * Tag codes and card tokens of erased organisations (issue 27): the scan link and card page answer 410 Gone with the
 * friendly page for them, and they are never handed out again. Holds no personal data.
 */
export const retiredLinks = pgTable(
  'retired_links',
  {
    kind: text('kind', { enum: ['tag', 'card'] }).notNull(),
    /** The tag's code or the card's public token. */
    value: text('value').notNull(),
    retiredAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.value] })],
);

/**
 * A domain an organisation claims (issue 30): proved by a TXT record holding `verification_token`, re-checked daily.
 * One organisation at most has a domain verified; others may claim it, but not verify it.
 */
export const organisationDomains = pgTable(
  'organisation_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: organisationId(),
    /** Lower case, without a trailing dot. */
    domain: text('domain').notNull(),
    verificationToken: text('verification_token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('organisation_domains_organisation_domain_unique').on(table.organisationId, table.domain),
    uniqueIndex('organisation_domains_verified_unique').on(table.domain).where(sql`${table.verifiedAt} is not null`),
  ],
);

/**
 * A host an organisation serves its scan links and card pages on (issue 33): claimed with a random token, proved by a
 * TXT record holding it, re-checked daily. `verified_at` is set while the host serves: one organisation at most holds
 * a host so (the partial unique index). A host whose record went missing is `failed` with `failing_since` set and
 * keeps serving for 7 days (the owner is mailed once, `failure_mailed_at`); then `verified_at` is cleared.
 */
export const linkDomains = pgTable(
  'link_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: organisationId(),
    /** Lower case ASCII (punycode for international names), without port or trailing dot. */
    hostname: text('hostname').notNull(),
    verificationToken: text('verification_token').notNull(),
    status: text('status', { enum: ['pending', 'verified', 'failed'] })
      .notNull()
      .default('pending'),
    /** Where `/` on the host leads; null: a neutral page. */
    rootUrl: text('root_url'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    failureMailedAt: timestamp('failure_mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('link_domains_organisation_hostname_unique').on(table.organisationId, table.hostname),
    uniqueIndex('link_domains_serving_unique').on(table.hostname).where(sql`${table.verifiedAt} is not null`),
  ],
);

/**
 * An organisation's single sign-on connection (issue 30): OIDC (issuer, client id, the secret encrypted) or SAML
 * (the IdP's metadata as given, with the entity id, sign-in URL and signing certificates read from it).
 * `enforced`: addresses of its verified domains sign in through it only (the owner keeps a password).
 */
export const ssoConnections = pgTable('sso_connections', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  type: text('type', { enum: ['oidc', 'saml'] }).notNull(),
  oidcIssuer: text('oidc_issuer'),
  oidcClientId: text('oidc_client_id'),
  oidcClientSecretEncrypted: text('oidc_client_secret_encrypted'),
  samlMetadataXml: text('saml_metadata_xml'),
  samlMetadataUrl: text('saml_metadata_url'),
  samlIdpEntityId: text('saml_idp_entity_id'),
  samlSsoUrl: text('saml_sso_url'),
  samlCertificates: jsonb('saml_certificates').$type<string[]>(),
  enforced: boolean('enforced').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * What an organisation's identity provider decides beyond sign-in (issue 30): the SCIM token's hash and which IdP
 * groups make an admin or a member (SSO group claims and SCIM groups alike).
 */
export const identitySettings = pgTable('identity_settings', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  scimTokenHash: text('scim_token_hash'),
  scimTokenCreatedAt: timestamp('scim_token_created_at', { withTimezone: true }),
  groupRoles: jsonb('group_roles').$type<Array<{ group: string; role: 'admin' | 'member' }>>().notNull().default([]),
  updatedAt: updatedAt(),
});

/**
 * A single sign-on under way (issue 30): the state sent to the IdP with what checks its answer (OIDC nonce and PKCE
 * verifier, SAML request id), used once, for 10 minutes. `purpose` 'test' checks a connection without signing in.
 */
export const ssoFlows = pgTable(
  'sso_flows',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    type: text('type', { enum: ['oidc', 'saml'] }).notNull(),
    purpose: text('purpose', { enum: ['sign_in', 'test'] }).notNull(),
    nonce: text('nonce'),
    codeVerifier: text('code_verifier'),
    samlRequestId: text('saml_request_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sso_flows_expires_at_idx').on(table.expiresAt),
    uniqueIndex('sso_flows_saml_request_unique').on(table.samlRequestId),
  ],
);

/** A finished single sign-on's one-time code (hashed), which the web trades for a session token within a minute. */
export const ssoSignInCodes = pgTable(
  'sso_sign_in_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sso_sign_in_codes_expires_at_idx').on(table.expiresAt)],
);

/** SAML assertions already used, kept until they expire, so none is accepted twice (issue 30). */
export const samlAssertions = pgTable(
  'saml_assertions',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('saml_assertions_expires_at_idx').on(table.expiresAt)],
);

/** SCIM groups an identity provider pushed (issue 30); `group_roles` maps their names to a role. */
export const scimGroups = pgTable(
  'scim_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: organisationId(),
    displayName: text('display_name').notNull(),
    externalId: text('external_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('scim_groups_organisation_name_unique').on(table.organisationId, sql`lower(${table.displayName})`),
  ],
);

export const scimGroupMembers = pgTable(
  'scim_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => scimGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('scim_group_members_user_idx').on(table.userId),
  ],
);

/**
 * A card's wallet pass (decision 038), made on its first download: the serial number is the card's id, and the
 * PassKit authentication token (random, encrypted with the app's key) is the same in every version of the pass, so
 * a phone that registered keeps receiving updates. `updated_at` is when the pass's content last changed (PassKit's
 * Last-Modified and `passesUpdatedSince`); `google_saved_at` is when a Google Wallet save link was first issued, after
 * which a change is sent to Google's object too.
 */
export const walletPasses = pgTable(
  'wallet_passes',
  {
    cardId: uuid('card_id')
      .primaryKey()
      .references(() => vcfConfigs.id, { onDelete: 'cascade' }),
    organisationId: organisationId(),
    authenticationTokenEncrypted: text('authentication_token_encrypted').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    googleSavedAt: timestamp('google_saved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('wallet_passes_organisation_idx').on(table.organisationId)],
);

/** A device that added a card's pass to Apple Wallet (PassKit web service): its push token for updates. */
export const walletRegistrations = pgTable(
  'wallet_registrations',
  {
    deviceLibraryId: text('device_library_id').notNull(),
    passTypeId: text('pass_type_id').notNull(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => walletPasses.cardId, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'wallet_registrations_pkey', columns: [table.deviceLibraryId, table.passTypeId, table.cardId] }),
    index('wallet_registrations_card_idx').on(table.cardId),
  ],
);

/**
 * A pass whose card changed: the wallet worker pushes it to every registered device (APNs) and patches its Google
 * object, claimed under a lease like the CRM syncs, retried with backoff; a change meanwhile resets the attempts.
 */
export const walletUpdates = pgTable(
  'wallet_updates',
  {
    cardId: uuid('card_id')
      .primaryKey()
      .references(() => walletPasses.cardId, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('wallet_updates_due_idx').on(table.nextAttemptAt)],
);
