import { z } from 'zod';

export const SUBSCRIPTION_PERIOD_DAYS = 30;

/** Whether payments run through the built-in test-mode provider (every page then says so). */
export const billingModeResponseSchema = z.object({ isTestMode: z.boolean() });
export type BillingModeResponse = z.infer<typeof billingModeResponseSchema>;

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
