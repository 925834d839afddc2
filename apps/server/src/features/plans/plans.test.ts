import { publicPlansResponseSchema } from '@nfc/contract/plans';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { plans } from '../../db/schema.ts';

describe('GET /api/public/plans', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('lists the seeded active plans with prices in euros and their features', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/public/plans' });
    expect(response.statusCode).toBe(200);
    const body = publicPlansResponseSchema.parse(response.json());
    const core = body.find((plan) => plan.name === 'Core');
    const pro = body.find((plan) => plan.name === 'Pro');
    expect(core).toMatchObject({ priceMonthly: 9.9, currency: 'EUR', tagLimit: 10, isActive: true });
    expect(pro).toMatchObject({ priceMonthly: 29.9, tagLimit: 100 });
    expect(pro?.features.length).toBeGreaterThan(0);
  });

  it('leaves out inactive plans', async () => {
    const [hidden] = await ctx.database.db
      .insert(plans)
      .values({ name: `Retired ${Date.now()}`, tagLimit: 1, isActive: false })
      .returning();
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/public/plans' });
      expect(response.json().map((plan: { id: string }) => plan.id)).not.toContain(hidden?.id);
    } finally {
      await ctx.database.db.delete(plans).where(eq(plans.id, hidden!.id));
    }
  });

  it('tells the web that payments run in test mode with the simulated provider, and not with Stripe', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/public/billing-mode' });
    expect(response.json()).toEqual({ isTestMode: true });
    const live = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' } });
    try {
      const answer = await live.app.inject({ method: 'GET', url: '/api/public/billing-mode' });
      expect(answer.json()).toEqual({ isTestMode: false });
    } finally {
      await live.close();
    }
  });

  it('answers JSON 404 for an unknown API path', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
  });
});
