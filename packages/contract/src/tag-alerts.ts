import { z } from 'zod';

/** A tag still unscanned this many days after its order was delivered is flagged on the dashboard. */
export const TAG_ALERT_DAYS = 14;

/** GET /api/tags/alerts: one active tag of a delivered order that has never been scanned. */
export const tagAlertSchema = z.object({
  id: z.string(),
  userFacingId: z.string(),
  name: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  deliveredAt: z.string().describe('When the order was marked delivered (completed)'),
});
export type TagAlert = z.infer<typeof tagAlertSchema>;
