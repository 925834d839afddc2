import { z } from 'zod';
import { teamRoles } from './team-roles.ts';

export const userRoles = ['admin', 'regular'] as const;
export type UserRole = (typeof userRoles)[number];

export const subscriptionStatuses = ['active', 'active_cancel_pending', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const userPlanSchema = z.object({ id: z.string(), name: z.string(), tagLimit: z.number().int() });
export type UserPlan = z.infer<typeof userPlanSchema>;

/** The user as the token's `user` claim and GET /api/users/profile carry it. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
  isAccountActive: z.boolean(),
  isEmailVerified: z.boolean(),
  organisationName: z.string().nullable(),
  organisationStreet: z.string().nullable(),
  organisationNumber: z.string().nullable(),
  organisationPlz: z.string().nullable(),
  organisationCity: z.string().nullable(),
  organisationCountry: z.string().nullable(),
  contactFirstName: z.string().nullable(),
  contactLastName: z.string().nullable(),
  language: z.enum(['en', 'de']),
  createdAt: z.string(),
  plan: userPlanSchema.nullable(),
  tagQuota: z.number().int().nullable(),
  subscriptionStatus: z.enum(subscriptionStatuses).nullable(),
  planExpiresAt: z.string().nullable(),
  /** The organisation the user belongs to (decision 017); its fields, plan and subscription are the organisation's. */
  organisationId: z.string(),
  /** The user's role in their organisation (not the platform `role`). */
  teamRole: z.enum(teamRoles),
  /** Set while the organisation waits to be erased (issue 27): the portal shows only the notice until then. */
  deletionScheduledAt: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** The claims inside a token (docs/architecture.md, Tokens). */
export const tokenClaimsSchema = z.object({
  user: userSchema,
  tv: z.number().int(),
  iat: z.number(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
