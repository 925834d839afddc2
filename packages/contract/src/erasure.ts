import { z } from 'zod';
import { emailSchema } from './auth.ts';

/** The caller's password, asked again before anything is erased. */
const confirmPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(1024)
  .describe("The caller's current password");

/** DELETE /api/organisation: the owner asks for the organisation to be erased after the grace period. */
export const deleteOrganisationBodySchema = z.object({ password: confirmPasswordSchema });
export type DeleteOrganisationBody = z.infer<typeof deleteOrganisationBodySchema>;

export const organisationDeletionSchema = z.object({
  deletionScheduledAt: z.string().describe('When everything of the organisation is erased (ISO time)'),
});
export type OrganisationDeletion = z.infer<typeof organisationDeletionSchema>;

/** What happens to a leaving member's cards: kept by the organisation (given to its owner) or deleted. */
export const accountCardChoices = ['keep', 'delete'] as const;
export type AccountCardChoice = (typeof accountCardChoices)[number];

/** DELETE /api/users/me: a member deletes their own account. */
export const deleteAccountBodySchema = z.object({
  password: confirmPasswordSchema,
  cards: z
    .enum(accountCardChoices, { error: 'validation.required' })
    .describe("keep: the cards stay with the organisation (its owner's now); delete: they are deleted"),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** POST /api/leads/erase: a person's right to be forgotten, by their e-mail address. */
export const eraseLeadsBodySchema = z.object({ email: emailSchema });
export type EraseLeadsBody = z.infer<typeof eraseLeadsBodySchema>;

export const eraseLeadsResponseSchema = z.object({ erased: z.number().int().describe('Leads erased') });
export type EraseLeadsResponse = z.infer<typeof eraseLeadsResponseSchema>;

/** Days an unverified registration is kept before its account (and its empty organisation) is deleted. */
export const UNVERIFIED_ACCOUNT_DAYS = 7;
