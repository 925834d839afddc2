import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, givePlan, joinTeam, signUp, type TestContext } from '../../../test/helpers.ts';
import { auditLog, leads, organisations } from '../../db/schema.ts';
import { deleteExpiredLeads } from './service.ts';

type Account = Awaited<ReturnType<typeof signUp>>;
const URL = '/api/organisation/retention';
const DAY = 86_400_000;

describe('retention', () => {
  let ctx: TestContext;
  let owner: Account;
  let other: Account;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await signUp(ctx);
    other = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
  });
  afterAll(() => ctx.close());

  it("answers the lead retention (off by default) and the plan's scan retention; no plan is Free's 12 months", async () => {
    expect((await callAs(ctx, owner, 'GET', URL)).json()).toEqual({
      leadRetentionMonths: null,
      scanRetentionMonths: 36,
    });
    expect((await callAs(ctx, other, 'GET', URL)).json()).toEqual({
      leadRetentionMonths: null,
      scanRetentionMonths: 12,
    });
    await givePlan(ctx, other.user.id, 'Enterprise');
    expect((await callAs(ctx, other, 'GET', URL)).json()).toEqual({
      leadRetentionMonths: null,
      scanRetentionMonths: null,
    });
    await givePlan(ctx, other.user.id, 'Core');
    expect((await callAs(ctx, other, 'GET', URL)).json().scanRetentionMonths).toBe(24);
  });

  it('sets 1 to 120 months or off, audited; anything else is a 400 with the field named, in German too', async () => {
    const set = await callAs(ctx, owner, 'PUT', URL, { leadRetentionMonths: 6 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ leadRetentionMonths: 6, scanRetentionMonths: 36 });
    const [audited] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, owner.user.organisationId), eq(auditLog.action, 'organisation.retention')));
    expect(audited).toMatchObject({ actorId: owner.user.id, changes: { leadRetentionMonths: { from: null, to: 6 } } });

    for (const leadRetentionMonths of [0, 121, -1, 1.5, '6', 'forever', true]) {
      const response = await callAs(ctx, owner, 'PUT', URL, { leadRetentionMonths });
      expect(response.statusCode, String(leadRetentionMonths)).toBe(400);
      expect(response.json().errors).toEqual({
        leadRetentionMonths: 'Choose a whole number of months from 1 to 120, or keep leads until deleted.',
      });
    }
    expect((await callAs(ctx, owner, 'PUT', URL, {})).statusCode).toBe(400);
    const german = await ctx.app.inject({
      method: 'PUT',
      url: URL,
      headers: { 'x-auth-token': owner.token, 'accept-language': 'de' },
      payload: { leadRetentionMonths: 121 },
    });
    expect(german.json().errors.leadRetentionMonths).toContain('ganze Zahl von Monaten von 1 bis 120');
    expect((await callAs(ctx, owner, 'GET', URL)).json().leadRetentionMonths).toBe(6);

    for (const months of [1, 120, null]) {
      expect((await callAs(ctx, owner, 'PUT', URL, { leadRetentionMonths: months })).json().leadRetentionMonths).toBe(
        months,
      );
    }
  });

  it("lets an admin set it and a member only read it; a change touches the caller's organisation alone", async () => {
    const admin = await joinTeam(ctx, owner, 'admin');
    const member = await joinTeam(ctx, owner, 'member');
    expect((await callAs(ctx, admin, 'PUT', URL, { leadRetentionMonths: 24 })).statusCode).toBe(200);
    const refused = await callAs(ctx, member, 'PUT', URL, { leadRetentionMonths: 1 });
    expect(refused.statusCode).toBe(403);
    expect((await callAs(ctx, member, 'GET', URL)).json().leadRetentionMonths).toBe(24);
    expect((await callAs(ctx, null, 'GET', URL)).statusCode).toBe(401);

    // There is no organisation id to name: another owner's call sets their own, never this one.
    expect((await callAs(ctx, other, 'PUT', URL, { leadRetentionMonths: 3 })).statusCode).toBe(200);
    expect((await callAs(ctx, owner, 'GET', URL)).json().leadRetentionMonths).toBe(24);
    const [row] = await ctx.database.db
      .select({ months: organisations.leadRetentionMonths })
      .from(organisations)
      .where(eq(organisations.id, owner.user.organisationId));
    expect(row?.months).toBe(24);
  });

  it('deletes only leads past their own organisation retention, in batches, and a second run finds nothing', async () => {
    const addLead = (organisationId: string, daysOld: number) => {
      const at = new Date(Date.now() - daysOld * DAY);
      return ctx.database.db
        .insert(leads)
        .values({ organisationId, name: `Lead ${daysOld}d ${randomUUID()}`, consentAt: at, createdAt: at })
        .returning({ id: leads.id })
        .then((rows) => rows[0]!.id);
    };
    await callAs(ctx, owner, 'PUT', URL, { leadRetentionMonths: 1 });
    await callAs(ctx, other, 'PUT', URL, { leadRetentionMonths: null });
    const ownerOld = [await addLead(owner.user.organisationId, 40), await addLead(owner.user.organisationId, 400)];
    const ownerFresh = await addLead(owner.user.organisationId, 20);
    // The other organisation keeps its leads until deleted (no retention), however old.
    const otherOld = await addLead(other.user.organisationId, 400);

    await deleteExpiredLeads(ctx.database.db, { batchSize: 1 });
    const left = async (organisationId: string) =>
      (await ctx.database.db.select({ id: leads.id }).from(leads).where(eq(leads.organisationId, organisationId))).map(
        (row) => row.id,
      );
    const ownerLeft = await left(owner.user.organisationId);
    expect(ownerLeft).toContain(ownerFresh);
    for (const id of ownerOld) expect(ownerLeft).not.toContain(id);
    expect(await left(other.user.organisationId)).toContain(otherOld);
    await deleteExpiredLeads(ctx.database.db);
    expect(await left(owner.user.organisationId)).toContain(ownerFresh);
  });
});
