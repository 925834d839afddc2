import { z } from 'zod';
import { currencies } from './constants.ts';
import { SCAN_RETENTION_MONTHS } from './retention.ts';
import { serverMessages } from './server-messages.ts';
import { teamRoles } from './team-roles.ts';
import { multilineText, plainText } from './text.ts';
import { subscriptionStatuses, userPlanSchema, userRoles } from './users.ts';

/** A user as the admin area lists it. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
  organisationName: z.string().nullable(),
  /** The user's organisation and their role in it; plan, quota, activation and the counts are the organisation's. */
  organisationId: z.string(),
  teamRole: z.enum(teamRoles),
  isAccountActive: z.boolean(),
  isEmailVerified: z.boolean(),
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  plan: userPlanSchema.nullable(),
  tagQuota: z.number().int().nullable(),
  currentVcfCount: z.number().int().describe('Tags in use'),
  vcardCount: z.number().int(),
  subscriptionStatus: z.enum(subscriptionStatuses).nullable(),
  planExpiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** The organisation's seats: members plus open invitations, and its plan's limit (null: unlimited). */
  seatsUsed: z.number().int().optional(),
  seatLimit: z.number().int().nullable().optional(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The spec's message for a bad tag quota; the schema carries its key, `admin.quota`. */
export const QUOTA_MESSAGE = serverMessages['admin.quota'];

/** Only the fields that changed are sent; at least one must be. */
export const adminUpdateUserBodySchema = z
  .object({
    planId: z.string().uuid({ error: 'validation.invalid' }).nullable().optional(),
    tagQuota: z
      .number({ error: 'admin.quota' })
      .int({ error: 'admin.quota' })
      .min(0, { error: 'admin.quota' })
      .max(1_000_000, { error: 'admin.quota' })
      .nullable()
      .optional(),
    isAccountActive: z.boolean({ error: 'validation.invalid' }).optional(),
  })
  .strict();
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBodySchema>;

/** The spec's message for a plan without name or limit; the schema carries its key, `admin.planRequired`. */
export const PLAN_REQUIRED_MESSAGE = serverMessages['admin.planRequired'];

const planFields = {
  name: plainText({ error: 'admin.planRequired' })
    .trim()
    .min(1, { error: 'admin.planRequired' })
    .max(60, { error: 'validation.tooLong' }),
  description: multilineText().trim().max(500, { error: 'validation.tooLong' }).optional(),
  tagLimit: z
    .number({ error: 'admin.planRequired' })
    .int({ error: 'validation.integer' })
    .min(0, { error: 'validation.nonNegative' })
    .max(1_000_000, { error: 'validation.tooLong' }),
  /** Members an organisation on the plan may have, open invitations included; null: unlimited. */
  seatLimit: z
    .number({ error: 'validation.seatLimit' })
    .int({ error: 'validation.seatLimit' })
    .min(1, { error: 'validation.seatLimit' })
    .max(100_000, { error: 'validation.seatLimit' })
    .nullable()
    .optional(),
  /** Months of scans kept (older month partitions are dropped whole); null: unlimited. */
  scanRetentionMonths: z
    .number({ error: 'validation.scanRetention' })
    .int({ error: 'validation.scanRetention' })
    .min(SCAN_RETENTION_MONTHS.min, { error: 'validation.scanRetention' })
    .max(SCAN_RETENTION_MONTHS.max, { error: 'validation.scanRetention' })
    .nullable()
    .optional(),
  isActive: z.boolean().optional(),
  priceMonthly: z.number().min(0, { error: 'validation.nonNegative' }).max(100_000).optional(),
  currency: z.enum(currencies).optional(),
  features: z.array(plainText().trim().min(1).max(200)).max(30).optional(),
  /** German name, description and features; null or empty: the English ones are shown to German visitors. */
  nameDe: plainText().trim().max(60, { error: 'validation.tooLong' }).nullable().optional(),
  descriptionDe: multilineText().trim().max(500, { error: 'validation.tooLong' }).nullable().optional(),
  featuresDe: z
    .array(plainText().trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.tooLong' }))
    .max(30, { error: 'validation.tooLong' })
    .nullable()
    .optional(),
  /** The plan pricing pages mark as recommended; setting it on one plan takes it off the others. */
  isRecommended: z.boolean({ error: 'validation.invalid' }).optional(),
  stripePriceId: plainText()
    .trim()
    .max(100)
    .regex(/^(price_[A-Za-z0-9]+)?$/, { error: 'validation.invalid' })
    .nullable()
    .optional(),
};

export const createPlanBodySchema = z.object(planFields);
export type CreatePlanBody = z.infer<typeof createPlanBodySchema>;
export const updatePlanBodySchema = z.object(planFields).partial();
export type UpdatePlanBody = z.infer<typeof updatePlanBodySchema>;

export const adminPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  tagLimit: z.number().int(),
  seatLimit: z.number().int().nullable(),
  scanRetentionMonths: z.number().int().nullable().describe('Months of scans kept; null: unlimited'),
  isActive: z.boolean(),
  priceMonthly: z.number(),
  currency: z.enum(currencies),
  features: z.array(z.string()),
  nameDe: z.string().nullable(),
  descriptionDe: z.string().nullable(),
  featuresDe: z.array(z.string()).nullable(),
  isRecommended: z.boolean(),
  stripePriceId: z.string().nullable(),
  subscriberCount: z.number().int(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetLabel: z.string().nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminStatsSchema = z.object({
  users: z.number().int(),
  orders: z.number().int(),
  revenue: z
    .number()
    .describe(
      'Euros received: paid orders (in production, shipped, completed) plus the active subscriptions’ billed periods',
    ),
  vcards: z.number().int(),
  tags: z.number().int(),
  plans: z.number().int(),
  activeSubscriptions: z.number().int(),
  scans30d: z.number().int(),
  recentActivity: z.array(auditEntrySchema),
  orderRevenue: z.number().optional().describe('Totals of paid orders in euros'),
  subscriptionRevenue: z.number().optional().describe('The billed monthly price of each active subscription, in euros'),
  mrr: z.number().optional().describe('Monthly recurring revenue: active subscriptions’ monthly plan prices, in euros'),
  pendingOrders: z.number().int().optional().describe('Orders awaiting review or payment'),
  pendingAmount: z.number().optional().describe('Totals of the pending orders in euros, not yet revenue'),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminTimeseriesSchema = z.object({
  days: z.array(
    z.object({ date: z.string(), scans: z.number().int(), signups: z.number().int(), orders: z.number().int() }),
  ),
});
export type AdminTimeseries = z.infer<typeof adminTimeseriesSchema>;
