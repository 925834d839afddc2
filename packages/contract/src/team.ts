import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './auth.ts';

import { assignableRoles, teamRoles } from './team-roles.ts';
import { plainText } from './text.ts';

export * from './team-roles.ts';

/** Seats of an organisation without a plan (Free): the owner alone. */
export const FREE_SEAT_LIMIT = 1;

/** An invitation link is good for 7 days, once. */
export const INVITATION_TTL_DAYS = 7;
/** A bulk invitation file holds at most this many rows (besides its header). */
export const BULK_INVITATION_MAX_ROWS = 500;
/** The largest bulk invitation file accepted, in bytes (500 rows of long addresses and names fit easily). */
export const BULK_INVITATION_MAX_BYTES = 256 * 1024;

const requiredName = (max: number) =>
  plainText({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

export const teamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(teamRoles),
  /** First and last name, or null when the member has not given one. */
  name: z.string().nullable(),
  isActive: z.boolean(),
  cardCount: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(assignableRoles),
  name: z.string().nullable(),
  expiresAt: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** GET /api/team: a member sees the organisation and their own entry only (no invitations). */
export const teamSchema = z.object({
  organisation: z.object({ id: z.string(), name: z.string() }),
  role: z.enum(teamRoles),
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
  /** Members and open invitations against the plan's seat limit; limit null: unlimited. */
  seats: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
});
export type Team = z.infer<typeof teamSchema>;

export const invitationBodySchema = z.object({
  email: emailSchema,
  role: z.enum(assignableRoles, { error: 'validation.teamRole' }),
  name: plainText().trim().max(200, { error: 'validation.tooLong' }).optional(),
});
export type InvitationBody = z.infer<typeof invitationBodySchema>;

/** One row of a bulk invitation file, as the server read it. */
export const bulkInvitationRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  email: z.string(),
  role: z.string(),
  name: z.string(),
  /** invalid: the row has errors (listed); ok: it would be invited, or was. */
  status: z.enum(['ok', 'invalid']),
  /** Per field, the message of what is wrong (in the caller's language). */
  errors: z.record(z.string(), z.string()),
});
export type BulkInvitationRow = z.infer<typeof bulkInvitationRowSchema>;

/**
 * POST /api/team/invitations/bulk: 201 when every row was invited; 400 with the same shape when any row is bad or
 * the seats do not suffice, and then nobody was invited.
 */
export const bulkInvitationResultSchema = z.object({
  message: z.string(),
  invited: z.number().int(),
  rows: z.array(bulkInvitationRowSchema),
});
export type BulkInvitationResult = z.infer<typeof bulkInvitationResultSchema>;

/** GET /api/team/invitations/{token}: what the person who got the mail needs to see before joining. */
export const invitationPreviewSchema = z.object({
  organisationName: z.string(),
  role: z.enum(assignableRoles),
  email: z.string(),
  name: z.string().nullable(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptInvitationBodySchema = z.object({
  password: newPasswordSchema,
  firstName: requiredName(100),
  lastName: requiredName(100),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

export const updateMemberBodySchema = z
  .object({
    role: z.enum(assignableRoles, { error: 'validation.teamRole' }).optional(),
    isActive: z.boolean({ error: 'validation.boolean' }).optional(),
  })
  .refine((body) => body.role !== undefined || body.isActive !== undefined, {
    error: 'validation.nothingToChange',
    path: ['role'],
  });
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;

export const transferBodySchema = z.object({
  memberId: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(100),
});
export type TransferBody = z.infer<typeof transferBodySchema>;

/** GET /api/team/analytics?from&to: per member, their cards and what visitors did with them (bots left out). */
export const teamAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  members: z.array(
    z.object({
      id: z.string(),
      name: z.string().nullable(),
      email: z.string(),
      role: z.enum(teamRoles),
      /** Cards the member has now. */
      cards: z.number().int(),
      /** Views of their cards' public pages in the range. */
      views: z.number().int(),
      /** .vcf downloads of their cards in the range. */
      saves: z.number().int(),
      /** Leads left on their cards in the range. */
      leads: z.number().int(),
    }),
  ),
});
export type TeamAnalytics = z.infer<typeof teamAnalyticsSchema>;

/** POST /api/team/invitations/:id/link: a fresh link to an open invitation (the previous one stops working). */
export const invitationLinkSchema = z.object({
  url: z.string(),
  invitation: teamInvitationSchema,
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;
