import { z } from 'zod';

export const SUBSCRIPTION_PERIOD_DAYS = 30;

export const createCheckoutBodySchema = z.object({
  planId: z.string().min(1, { error: 'validation.required' }).max(100),
});
export const portalUpdateBodySchema = z.object({
  newPlanId: z.string().min(1, { error: 'validation.required' }).max(100),
});
export const verifySessionBodySchema = z.object({
  sessionId: z.string().min(1, { error: 'validation.required' }).max(200),
});
export const redirectUrlResponseSchema = z.object({ url: z.string() });
export const verifySessionResponseSchema = z.object({
  message: z.string(),
  status: z.enum(['complete', 'open', 'expired']),
  token: z.string(),
});
export type VerifySessionResponse = z.infer<typeof verifySessionResponseSchema>;
