import { z } from 'zod';
import { currencies } from './constants.ts';

export const planSchema = z.object({
  id: z.string().describe('Plan id (UUID)'),
  name: z.string().describe('Plan name, e.g. Core or Pro'),
  description: z.string(),
  tagLimit: z.number().int().min(0).describe('How many tags and vCards the plan allows'),
  seatLimit: z.number().int().nullable().describe('How many team members the plan allows; null: unlimited'),
  isActive: z.boolean(),
  priceMonthly: z.number().describe('Monthly price in the plan currency, two decimals'),
  currency: z.enum(currencies),
  features: z.array(z.string()),
  isRecommended: z.boolean().optional().describe('The plan pricing pages mark as recommended'),
});
export type Plan = z.infer<typeof planSchema>;

export const publicPlansResponseSchema = z.array(planSchema);
export type PublicPlansResponse = z.infer<typeof publicPlansResponseSchema>;
