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

  it('answers each plan in the request’s language, Pro recommended, the quota only in tagLimit', async () => {
    const german = publicPlansResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/public/plans', headers: { 'accept-language': 'de' } })).json(),
    );
    const english = publicPlansResponseSchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/public/plans', headers: { 'accept-language': 'en-US' } })
      ).json(),
    );
    const germanPro = german.find((plan) => plan.name === 'Pro');
    const englishPro = english.find((plan) => plan.name === 'Pro');
    expect(germanPro).toMatchObject({
      description: 'Für Unternehmen, die NFC-Tags, Schlüsselanhänger und Karten in großer Zahl einsetzen.',
      isRecommended: true,
      features: expect.arrayContaining(['Kartenvorlagen', 'Team-Statistiken']),
    });
    expect(englishPro).toMatchObject({
      description: 'For businesses that run NFC tags, key fobs and cards at scale.',
      isRecommended: true,
      features: expect.arrayContaining(['Card templates', 'Team analytics']),
    });
    expect(english.filter((plan) => plan.isRecommended).map((plan) => plan.name)).toEqual(['Pro']);
    for (const plan of [...english, ...german]) {
      expect(plan.features.join(' ')).not.toMatch(/\d+ (tags|vCards)/);
    }
  });

  it('falls back to the English texts where a plan has no German ones', async () => {
    const [plain] = await ctx.database.db
      .insert(plans)
      .values({ name: `Plain ${Date.now()}`, description: 'English only', features: ['One thing'], tagLimit: 5 })
      .returning();
    const [partial] = await ctx.database.db
      .insert(plans)
      .values({
        name: `Partial ${Date.now()}`,
        nameDe: 'Teilweise',
        description: 'Half translated',
        features: ['Two things'],
        tagLimit: 6,
      })
      .returning();
    try {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/public/plans',
        headers: { 'accept-language': 'de-DE' },
      });
      const body = publicPlansResponseSchema.parse(response.json());
      expect(body.find((plan) => plan.id === plain!.id)).toMatchObject({
        name: plain!.name,
        description: 'English only',
        features: ['One thing'],
        isRecommended: false,
      });
      expect(body.find((plan) => plan.id === partial!.id)).toMatchObject({
        name: 'Teilweise',
        description: 'Half translated',
        features: ['Two things'],
      });
    } finally {
      await ctx.database.db.delete(plans).where(eq(plans.id, plain!.id));
      await ctx.database.db.delete(plans).where(eq(plans.id, partial!.id));
    }
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
