import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, decodeJwt, signInAdmin, signUp, type TestContext } from '../../../test/helpers.ts';
import { auditLog, plans, users } from '../../db/schema.ts';

describe('admin area', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signInAdmin>>;
  let member: Awaited<ReturnType<typeof signUp>>;
  let planIds: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signInAdmin(ctx);
    member = await signUp(ctx);
    const rows = await ctx.database.db.select().from(plans);
    planIds = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  });
  afterAll(() => ctx.close());

  const routes = [
    ['GET', '/api/admin/users'],
    ['PUT', '/api/admin/users/00000000-0000-0000-0000-000000000000'],
    ['GET', '/api/admin/users/00000000-0000-0000-0000-000000000000/audit'],
    ['GET', '/api/admin/plans'],
    ['POST', '/api/admin/plans'],
    ['PUT', '/api/admin/plans/00000000-0000-0000-0000-000000000000'],
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/timeseries'],
    ['GET', '/api/admin/audit'],
    ['DELETE', '/api/admin/users'],
    ['GET', '/api/admin/does-not-exist'],
  ] as const;

  it('answers 401 to visitors and 403 to users on every admin route, whatever the method', async () => {
    for (const [method, url] of routes) {
      expect((await ctx.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url} visitor`).toBe(401);
      const asUser = await ctx.app.inject({ method, url, payload: {}, headers: auth(member.token) });
      expect(asUser.statusCode, `${method} ${url} user`).toBe(403);
      expect(asUser.json().message).toMatch(/administrators only/);
    }
  });

  it('lists users newest first with plan, quota, usage and status', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: auth(admin.token) });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    const times = list.map((user: { createdAt: string }) => Date.parse(user.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.find((user: { id: string }) => user.id === member.user.id)).toMatchObject({
      email: member.email,
      role: 'regular',
      planName: null,
      tagQuota: null,
      currentVcfCount: 0,
      isEmailVerified: true,
      isAccountActive: false,
    });
    expect(JSON.stringify(list)).not.toMatch(/passwordHash|argon2/);
  });

  it('sets plan, quota and activation, writes the audit trail, and the user’s next token shows it', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${member.user.id}`,
      headers: auth(admin.token),
      payload: { planId: planIds.Pro, tagQuota: 25, isAccountActive: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ planName: 'Pro', tagQuota: 25, isAccountActive: true });
    const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'user.update', actorEmail: admin.email });
    expect(rows[0]!.changes).toEqual({
      planId: { from: null, to: planIds.Pro },
      tagQuota: { from: null, to: 25 },
      isAccountActive: { from: false, to: true },
    });
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: auth(member.token) });
    expect(profile.json()).toMatchObject({ plan: { name: 'Pro', tagLimit: 100 }, tagQuota: 25, isAccountActive: true });

    const same = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${member.user.id}`,
      headers: auth(admin.token),
      payload: { tagQuota: 25 },
    });
    expect(same.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, member.user.id))).toHaveLength(1);
    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users/${member.user.id}/audit`,
      headers: auth(admin.token),
    });
    expect(audit.json()).toHaveLength(1);
    expect(decodeJwt(admin.token).user).toMatchObject({ role: 'admin' });
  });

  it('refuses to edit admins, inactive or unknown plans, bad quotas and unknown fields', async () => {
    const other = await signInAdmin(ctx);
    const editAdmin = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${other.user.id}`,
      headers: auth(admin.token),
      payload: { isAccountActive: false },
    });
    expect(editAdmin.statusCode).toBe(403);
    const [retired] = await ctx.database.db
      .insert(plans)
      .values({ name: `Retired ${Date.now()}`, tagLimit: 1, isActive: false })
      .returning();
    const put = (payload: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${member.user.id}`,
        headers: auth(admin.token),
        payload: payload as object,
      });
    expect((await put({ planId: retired!.id })).json().errors.planId).toBe('Choose an active plan.');
    expect((await put({ planId: '00000000-0000-0000-0000-000000000000' })).statusCode).toBe(400);
    for (const tagQuota of [-1, 'ten', 1.5]) {
      const response = await put({ tagQuota });
      expect(response.statusCode, String(tagQuota)).toBe(400);
      expect(response.json().errors.tagQuota).toBe('The tag quota must be a non-negative whole number.');
    }
    expect((await put({ role: 'admin' })).statusCode).toBe(400);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row!.role).toBe('regular');
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/admin/users/nope',
          headers: auth(admin.token),
          payload: { tagQuota: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('creates and updates plans with the spec’s messages', async () => {
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/plans',
      headers: auth(admin.token),
      payload: { name: '  ' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      name: 'name and limit required',
      tagLimit: 'name and limit required',
    });
    const negative = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/plans',
      headers: auth(admin.token),
      payload: { name: 'X', tagLimit: -1 },
    });
    expect(negative.json().errors.tagLimit).toBe('The value must not be negative.');

    const name = `Business ${Date.now()}`;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/plans',
      headers: auth(admin.token),
      payload: {
        name,
        tagLimit: 500,
        description: 'For chains',
        isActive: true,
        priceMonthly: 79.9,
        features: ['500 tags'],
        stripePriceId: 'price_123',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name,
      tagLimit: 500,
      priceMonthly: 79.9,
      currency: 'EUR',
      stripePriceId: 'price_123',
      subscriberCount: 0,
    });
    const duplicate = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/plans',
      headers: auth(admin.token),
      payload: { name: name.toUpperCase(), tagLimit: 1 },
    });
    expect(duplicate.statusCode).toBe(409);

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/plans/${created.json().id}`,
      headers: auth(admin.token),
      payload: { isActive: false, tagLimit: 400 },
    });
    expect(updated.json()).toMatchObject({ isActive: false, tagLimit: 400, name });
    const blank = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/plans/${created.json().id}`,
      headers: auth(admin.token),
      payload: { name: '' },
    });
    expect(blank.statusCode).toBe(400);
    const publicPlans = (await ctx.app.inject({ method: 'GET', url: '/api/public/plans' })).json();
    expect(publicPlans.map((plan: { name: string }) => plan.name)).not.toContain(name);
    const actions = (await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, created.json().id))).map(
      (row) => row.action,
    );
    expect(actions.sort()).toEqual(['plan.create', 'plan.update']);
  });

  it("keeps a plan's scans 1 to 600 months or unlimited (null), as the admin sets it; new plans start at Free's 12", async () => {
    const call = (method: 'POST' | 'PUT', url: string, payload: object, language = 'en') =>
      ctx.app.inject({ method, url, headers: { ...auth(admin.token), 'accept-language': language }, payload });
    const listed = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/plans', headers: auth(admin.token) })
    ).json();
    const seeded = Object.fromEntries(
      listed.map((plan: { name: string; scanRetentionMonths: number | null }) => [plan.name, plan.scanRetentionMonths]),
    );
    expect(seeded).toMatchObject({ Core: 24, Pro: 36, Enterprise: null });

    const created = await call('POST', '/api/admin/plans', {
      name: `Archive ${Date.now()}`,
      tagLimit: 5,
      isActive: false,
    });
    expect(created.json().scanRetentionMonths).toBe(12);
    const url = `/api/admin/plans/${created.json().id}`;
    for (const scanRetentionMonths of [0, 601, 2.5, '24', 'forever']) {
      const refused = await call('PUT', url, { scanRetentionMonths });
      expect(refused.statusCode, String(scanRetentionMonths)).toBe(400);
      expect(refused.json().errors).toEqual({
        scanRetentionMonths: 'Enter a whole number of months from 1 to 600, or leave it empty for unlimited.',
      });
    }
    const german = await call('PUT', url, { scanRetentionMonths: 0 }, 'de');
    expect(german.json().errors.scanRetentionMonths).toContain('von 1 bis 600');
    expect((await call('PUT', url, { scanRetentionMonths: 600 })).json().scanRetentionMonths).toBe(600);
    expect((await call('PUT', url, { scanRetentionMonths: null })).json().scanRetentionMonths).toBeNull();
    const [audited] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, created.json().id), eq(auditLog.action, 'plan.update')))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audited?.changes).toEqual({ scanRetentionMonths: { from: 600, to: null } });
  });

  it('edits the German texts and the recommended mark of a plan, one recommended plan at a time', async () => {
    const create = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/admin/plans', headers: auth(admin.token), payload });
    const badName = `Bad ${Date.now()}`;
    const bad = await create({
      name: badName,
      tagLimit: 1,
      nameDe: 'x'.repeat(61),
      featuresDe: ['  '],
      isRecommended: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      nameDe: 'This value is too long.',
      'featuresDe.0': expect.any(String),
      isRecommended: expect.any(String),
    });
    expect(await ctx.database.db.select().from(plans).where(eq(plans.name, badName))).toEqual([]);

    const name = `Agency ${Date.now()}`;
    const created = await create({
      name,
      tagLimit: 200,
      description: 'For agencies',
      features: ['Client workspaces'],
      nameDe: 'Agentur',
      descriptionDe: 'Für Agenturen',
      featuresDe: ['Arbeitsbereiche für Kunden'],
      isRecommended: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name,
      nameDe: 'Agentur',
      descriptionDe: 'Für Agenturen',
      featuresDe: ['Arbeitsbereiche für Kunden'],
      isRecommended: true,
    });
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/admin/plans', headers: auth(admin.token) })).json();
    expect(
      list.filter((plan: { isRecommended: boolean }) => plan.isRecommended).map((plan: { name: string }) => plan.name),
    ).toEqual([name]);
    const german = (
      await ctx.app.inject({ method: 'GET', url: '/api/public/plans', headers: { 'accept-language': 'de' } })
    ).json();
    expect(german.find((plan: { id: string }) => plan.id === created.json().id)).toMatchObject({
      name: 'Agentur',
      description: 'Für Agenturen',
      features: ['Arbeitsbereiche für Kunden'],
    });

    // Empty German texts mean none (English is shown); the mark moves back to Pro.
    const pro = list.find((plan: { name: string }) => plan.name === 'Pro');
    const cleared = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/plans/${created.json().id}`,
      headers: auth(admin.token),
      payload: { nameDe: '', descriptionDe: null, featuresDe: [] },
    });
    expect(cleared.json()).toMatchObject({ nameDe: null, descriptionDe: null, featuresDe: null, isRecommended: true });
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/plans/${pro.id}`,
      headers: auth(admin.token),
      payload: { isRecommended: true },
    });
    expect(moved.json()).toMatchObject({ name: 'Pro', isRecommended: true, descriptionDe: expect.any(String) });
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/admin/plans', headers: auth(admin.token) })).json();
    expect(
      after.filter((plan: { isRecommended: boolean }) => plan.isRecommended).map((plan: { name: string }) => plan.name),
    ).toEqual(['Pro']);
    await ctx.database.db.delete(plans).where(eq(plans.id, created.json().id));
  });

  it('answers real platform figures', async () => {
    const stats = await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: auth(admin.token) });
    expect(stats.statusCode).toBe(200);
    const body = stats.json();
    const [{ n } = { n: 0 }] = await ctx.database.db
      .execute<{ n: number }>('select count(*)::int as n from users' as never)
      .then((result) => (result as unknown as { rows: Array<{ n: number }> }).rows);
    expect(body.users).toBe(Number(n));
    expect(body.plans).toBeGreaterThanOrEqual(2);
    expect(body.recentActivity.length).toBeGreaterThan(0);
    const series = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/timeseries?days=7',
      headers: auth(admin.token),
    });
    expect(series.json().days).toHaveLength(7);
    expect(series.json().days.at(-1).signups).toBeGreaterThan(0);
  });
});
