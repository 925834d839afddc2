import { z } from 'zod';

/** The first-run steps, in the order the hub shows them. */
export const checklistStepKeys = ['choosePlan', 'createCard', 'shareCard', 'orderFobs'] as const;
export type ChecklistStepKey = (typeof checklistStepKeys)[number];

export const checklistStepSchema = z.object({
  key: z.enum(checklistStepKeys),
  isDone: z.boolean().describe('Derived from the organisation’s data, never stored'),
});

/** GET /api/users/checklist: only the steps the caller's role can do (a member: the card steps). */
export const checklistSchema = z.object({
  steps: z.array(checklistStepSchema),
  isComplete: z.boolean(),
});
export type Checklist = z.infer<typeof checklistSchema>;
