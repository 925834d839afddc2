import { z } from 'zod';

export const activityKinds = ['tag_created', 'vcard_created', 'order_placed', 'scan'] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** One line of the hub's recent activity: what happened, to what, when. */
export const activityItemSchema = z.object({
  kind: z.enum(activityKinds),
  label: z.string().describe('Name of the tag or card, or the order number'),
  at: z.string(),
});

export const userActivitySchema = z.object({
  counts: z.object({
    tags: z.number().int(),
    vcards: z.number().int(),
    orders: z.number().int(),
    scans30d: z.number().int(),
  }),
  recent: z.array(activityItemSchema),
});
export type UserActivity = z.infer<typeof userActivitySchema>;
