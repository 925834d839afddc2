import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  givePlan,
  joinTeam,
  newcomer,
  randomIp,
  samples,
  sendMultipart,
  signUp,
  type TestContext,
  uniqueEmail,
} from '../../../test/helpers.ts';
import {
  auditLog,
  leads,
  linkDomains,
  orders,
  organisations,
  retiredLinks,
  users,
  vcfConfigs,
} from '../../db/schema.ts';
import { deleteUnverifiedAccounts, eraseDueOrganisations } from './erase-organisation.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ env: { ORGANISATION_DELETION_GRACE_DAYS: '0' } });
});
afterAll(async () => ctx?.close());

const db = () => ctx.database.db;

/** An organisation on Pro with a member, a card with a picture, a tag, a lead, a scan and an order with a logo. */
async function fullOrganisation() {
  const owner = await signUp(ctx);
  await givePlan(ctx, owner.user.id, 'Pro', { tagQuota: 50 });
  const member = await joinTeam(ctx, owner, 'member');
  const png = await samples.png();
  const card = await sendMultipart(
    ctx,
    owner,
    'POST',
    '/api/vcf-configs',
    { configName: 'Main', name: 'Erika', surname: 'Muster', contactEmail: 'erika@example.com' },
    [{ field: 'profilePicture', name: 'me.png', type: 'image/png', data: png }],
  );
  expect(card.statusCode).toBe(201);
  const memberCard = await callAs(ctx, member, 'POST', '/api/vcf-configs', { configName: 'Mine', name: 'Max' });
  expect(memberCard.statusCode).toBe(201);
  const tag = await callAs(ctx, owner, 'POST', '/api/tags', {
    name: 'Door',
    actionType: 'WEBSITE_LINK',
    actionData: { url: 'https://example.com/door' },
  });
  expect(tag.statusCode).toBe(201);
  const leadEmail = uniqueEmail('visitor');
  const lead = await ctx.app.inject({
    method: 'POST',
    url: `/api/vcf/share/${card.json().downloadToken}/leads`,
    payload: {
      name: 'Vera Visitor',
      email: leadEmail,
      consent: true,
      consentVersion: '2026-11',
      consentLanguage: 'en',
    },
    remoteAddress: randomIp(),
  });
  expect(lead.statusCode).toBe(202);
  const scan = await ctx.app.inject({ method: 'GET', url: `/t/${tag.json().userFacingId}`, remoteAddress: randomIp() });
  expect(scan.statusCode).toBe(302);
  await ctx.app.appDeps.scanRecorder.flush();
  const order = await sendMultipart(
    ctx,
    owner,
    'POST',
    '/api/orders/request',
    { productType: 'nfc_card_individual', quantity: '10', shippingCountry: 'DE' },
    [{ field: 'orderLogoFile', name: 'logo.png', type: 'image/png', data: png }],
  );
  expect(order.statusCode).toBe(201);
  return {
    owner,
    member,
    organisationId: owner.user.organisationId,
    card: card.json() as { id: string; downloadToken: string },
    memberCardId: memberCard.json().id as string,
    tag: tag.json() as { id: string; userFacingId: string },
    leadEmail,
    orderId: order.json().orderId as string,
  };
}

/** Every (table, column) of the schema that can hold an id or an address, partitions included. */
async function searchableColumns() {
  const result = (await db().execute(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type in ('uuid', 'text')`)) as unknown as {
    rows: Array<{ table_name: string; column_name: string }>;
  };
  return result.rows;
}

/** Where any of `values` is still stored: "table.column" for each hit. */
async function whereStored(values: string[]) {
  const hits: string[] = [];
  const list = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  for (const { table_name, column_name } of await searchableColumns()) {
    const found = (await db().execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text in (${list})`,
    )) as unknown as { rows: Array<{ n: number }> };
    if (found.rows[0]!.n > 0) hits.push(`${table_name}.${column_name}`);
  }
  return hits;
}

async function storedFiles(organisationId: string) {
  const [org] = await db().select().from(organisations).where(eq(organisations.id, organisationId));
  const cards = await db().select().from(vcfConfigs).where(eq(vcfConfigs.organisationId, organisationId));
  const orderRows = await db().select().from(orders).where(eq(orders.organisationId, organisationId));
  return [
    org?.brandLogoPath,
    ...cards.map((card) => card.profilePicturePath),
    ...orderRows.map((order) => order.logoKey),
  ].filter((key): key is string => Boolean(key));
}

describe('DELETE /api/organisation', () => {
  it('schedules the deletion for the owner, shows it to every member, mails them and is audited', async () => {
    const org = await fullOrganisation();
    const scheduled = await callAs(ctx, org.owner, 'DELETE', '/api/organisation', { password: org.owner.password });
    expect(scheduled.statusCode).toBe(202);
    const at = scheduled.json().deletionScheduledAt as string;
    expect(Date.parse(at)).toBeLessThanOrEqual(Date.now());
    const profile = await callAs(ctx, org.member, 'GET', '/api/users/profile');
    expect(profile.json().deletionScheduledAt).toBe(at);
    const outbox = await ctx.app.appDeps.mailer.list(500);
    expect(outbox.filter((mail) => mail.to === org.member.email && /will be deleted/.test(mail.subject))).toHaveLength(
      1,
    );
    expect(outbox.filter((mail) => mail.to === org.owner.email && /will be deleted/.test(mail.subject))).toHaveLength(
      1,
    );
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, org.organisationId), eq(auditLog.action, 'organisation.deletion_scheduled')));
    expect(audit).toHaveLength(1);

    // The portal is closed but for the notice, the export and the way out; public links keep working.
    const cards = await callAs(ctx, org.member, 'GET', '/api/vcf-configs');
    expect(cards.statusCode).toBe(403);
    expect(cards.json()).toMatchObject({ code: 'FORBIDDEN', deletionScheduledAt: at });
    expect(cards.json().message).toMatch(/scheduled for deletion/);
    expect((await callAs(ctx, org.owner, 'GET', '/api/tags')).statusCode).toBe(403);
    expect((await callAs(ctx, org.owner, 'GET', '/api/organisation/exports')).statusCode).not.toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/t/${org.tag.userFacingId}` })).statusCode).toBe(302);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/vcf/share/${org.card.downloadToken}` })).statusCode).toBe(
      200,
    );
    // Cancelled: everything is open again, and the members hear of it.
    const cancelled = await callAs(ctx, org.owner, 'POST', '/api/organisation/deletion/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect((await callAs(ctx, org.member, 'GET', '/api/users/profile')).json().deletionScheduledAt).toBeNull();
    expect((await callAs(ctx, org.member, 'GET', '/api/vcf-configs')).statusCode).toBe(200);
    const after = await ctx.app.appDeps.mailer.list(500);
    expect(after.some((mail) => mail.to === org.member.email && /will not be deleted/.test(mail.subject))).toBe(true);
    expect((await callAs(ctx, org.owner, 'POST', '/api/organisation/deletion/cancel')).statusCode).toBe(409);
    await eraseDueOrganisations(ctx.app.appDeps);
    expect(await db().select().from(organisations).where(eq(organisations.id, org.organisationId))).toHaveLength(1);
  });

  it('refuses a wrong, missing or short password, admins and members, and other organisations are untouched', async () => {
    const org = await fullOrganisation();
    const admin = await joinTeam(ctx, org.owner, 'admin');
    const wrong = await callAs(ctx, org.owner, 'DELETE', '/api/organisation', { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBeTruthy();
    expect((await callAs(ctx, org.owner, 'DELETE', '/api/organisation', {})).statusCode).toBe(400);
    expect((await callAs(ctx, org.owner, 'DELETE', '/api/organisation', { password: 'x' })).statusCode).toBe(400);
    expect((await callAs(ctx, org.owner, 'DELETE', '/api/organisation', { password: 42 })).statusCode).toBe(400);
    expect((await callAs(ctx, admin, 'DELETE', '/api/organisation', { password: newcomer.password })).statusCode).toBe(
      403,
    );
    expect(
      (await callAs(ctx, org.member, 'DELETE', '/api/organisation', { password: newcomer.password })).statusCode,
    ).toBe(403);
    expect((await callAs(ctx, org.member, 'POST', '/api/organisation/deletion/cancel')).statusCode).toBe(403);
    expect((await callAs(ctx, null, 'DELETE', '/api/organisation', { password: 'x' })).statusCode).toBe(401);
    const [row] = await db().select().from(organisations).where(eq(organisations.id, org.organisationId));
    expect(row!.deletionScheduledAt).toBeNull();
  });
});

describe('the erasure job', () => {
  it('erases every row and file of the organisation, retires its links, keeps its orders without personal data', async () => {
    const other = await fullOrganisation();
    const org = await fullOrganisation();
    const files = await storedFiles(org.organisationId);
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const key of files) expect(await ctx.app.appDeps.storage.get(key)).not.toBeNull();
    const otherFiles = await storedFiles(other.organisationId);
    // A link domain serving the organisation's cards (issue 33): it goes with the organisation, its host stops.
    const linkHost = `go-${randomUUID().slice(0, 8)}.example`;
    await db().insert(linkDomains).values({
      organisationId: org.organisationId,
      hostname: linkHost,
      verificationToken: randomUUID(),
      status: 'verified',
      verifiedAt: new Date(),
    });
    await ctx.app.appDeps.linkHosts.reload();
    expect(ctx.app.appDeps.linkHosts.find(linkHost)?.organisationId).toBe(org.organisationId);
    const ids = [
      org.organisationId,
      org.owner.user.id,
      org.member.user.id,
      org.card.id,
      org.memberCardId,
      org.tag.id,
      org.owner.email,
      org.member.email,
      org.leadEmail,
    ];
    expect((await whereStored(ids)).length).toBeGreaterThan(5);

    expect(
      (await callAs(ctx, org.owner, 'DELETE', '/api/organisation', { password: org.owner.password })).statusCode,
    ).toBe(202);
    // A scan answered after the request but not yet written when the organisation goes is dropped by the writer.
    expect((await ctx.app.inject({ method: 'GET', url: `/t/${org.tag.userFacingId}` })).statusCode).toBe(302);
    expect(await eraseDueOrganisations(ctx.app.appDeps)).toBeGreaterThanOrEqual(1);
    await ctx.app.appDeps.scanRecorder.flush();

    expect(await whereStored(ids)).toEqual([]);
    expect(ctx.app.appDeps.linkHosts.find(linkHost)).toBeUndefined();
    for (const key of files) expect(await ctx.app.appDeps.storage.get(key)).toBeNull();
    const [order] = await db().select().from(orders).where(eq(orders.id, org.orderId));
    expect(order).toMatchObject({ organisationId: null, userId: null, deliveryAddress: null, logoKey: null });
    expect(order!.totalPriceCents).toBeGreaterThan(0);
    const retired = await db().select().from(retiredLinks).where(eq(retiredLinks.value, org.tag.userFacingId));
    expect(retired).toHaveLength(1);

    // Its links answer 410 with the friendly page; its members cannot sign in any more.
    const link = await ctx.app.inject({ method: 'GET', url: `/t/${org.tag.userFacingId}` });
    expect(link.statusCode).toBe(410);
    expect(link.body).toContain('no longer in use');
    const vcf = await ctx.app.inject({ method: 'GET', url: `/api/vcf/download/${org.card.downloadToken}` });
    expect(vcf.statusCode).toBe(410);
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/vcard/${org.card.downloadToken}`,
      headers: { 'accept-language': 'de' },
    });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('nicht mehr verwendet');
    expect((await callAs(ctx, org.owner, 'GET', '/api/users/profile')).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: org.owner.email, password: org.owner.password },
      remoteAddress: randomIp(),
    });
    expect(login.statusCode).toBe(400);
    // The admin's order list still shows the order.
    const { signInAdmin } = await import('../../../test/helpers.ts');
    const platformAdmin = await signInAdmin(ctx);
    const adminOrders = await callAs(ctx, platformAdmin, 'GET', `/api/admin/orders?search=${order!.orderNumber}`);
    expect(adminOrders.statusCode).toBe(200);
    expect(JSON.stringify(adminOrders.json())).toContain(order!.orderNumber);

    // The other organisation is untouched.
    expect((await callAs(ctx, other.owner, 'GET', '/api/tags')).json()).toHaveLength(1);
    for (const key of otherFiles) expect(await ctx.app.appDeps.storage.get(key)).not.toBeNull();
    const otherLeads = await db().select().from(leads).where(eq(leads.organisationId, other.organisationId));
    expect(otherLeads).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'GET', url: `/t/${other.tag.userFacingId}` })).statusCode).toBe(302);
  });
});

describe('DELETE /api/users/me', () => {
  it('deletes a member who keeps their cards: the owner holds them, the sessions end', async () => {
    const org = await fullOrganisation();
    const deleted = await callAs(ctx, org.member, 'DELETE', '/api/users/me', {
      password: newcomer.password,
      cards: 'keep',
    });
    expect(deleted.statusCode).toBe(200);
    const [card] = await db().select().from(vcfConfigs).where(eq(vcfConfigs.id, org.memberCardId));
    expect(card!.userId).toBe(org.owner.user.id);
    expect(await db().select().from(users).where(eq(users.id, org.member.user.id))).toEqual([]);
    expect((await callAs(ctx, org.member, 'GET', '/api/users/profile')).statusCode).toBe(401);
  });

  it("deletes a member's cards when they choose so; refuses owners, wrong passwords and bad choices", async () => {
    const org = await fullOrganisation();
    const bad = [
      { password: newcomer.password },
      { password: newcomer.password, cards: 'give-away' },
      { cards: 'keep' },
      { password: 'wrong-password', cards: 'keep' },
    ];
    for (const body of bad)
      expect((await callAs(ctx, org.member, 'DELETE', '/api/users/me', body)).statusCode).toBe(400);
    const owner = await callAs(ctx, org.owner, 'DELETE', '/api/users/me', {
      password: org.owner.password,
      cards: 'keep',
    });
    expect(owner.statusCode).toBe(409);
    expect(owner.json().message).toMatch(/transfer ownership/);
    const alone = await signUp(ctx);
    const lonely = await callAs(ctx, alone, 'DELETE', '/api/users/me', { password: alone.password, cards: 'keep' });
    expect(lonely.statusCode).toBe(409);
    expect(lonely.json().message).toMatch(/delete the organisation instead/);
    expect((await callAs(ctx, null, 'DELETE', '/api/users/me', { password: 'x', cards: 'keep' })).statusCode).toBe(401);

    const deleted = await callAs(ctx, org.member, 'DELETE', '/api/users/me', {
      password: newcomer.password,
      cards: 'delete',
    });
    expect(deleted.statusCode).toBe(200);
    expect(await db().select().from(vcfConfigs).where(eq(vcfConfigs.id, org.memberCardId))).toEqual([]);
    expect(await db().select().from(vcfConfigs).where(eq(vcfConfigs.id, org.card.id))).toHaveLength(1);
  });
});

describe('POST /api/leads/erase', () => {
  it("erases every lead of the address in the caller's organisation only, audited without the address", async () => {
    const org = await fullOrganisation();
    const other = await fullOrganisation();
    // The same person left details with the other organisation too, and once more here in capitals.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/vcf/share/${org.card.downloadToken}/leads`,
      payload: {
        name: 'Vera Again',
        email: org.leadEmail.toUpperCase(),
        consent: true,
        consentVersion: '2026-11',
        consentLanguage: 'en',
      },
      remoteAddress: randomIp(),
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/vcf/share/${other.card.downloadToken}/leads`,
      payload: {
        name: 'Vera Elsewhere',
        email: org.leadEmail,
        consent: true,
        consentVersion: '2026-11',
        consentLanguage: 'en',
      },
      remoteAddress: randomIp(),
    });
    expect((await callAs(ctx, org.member, 'POST', '/api/leads/erase', { email: org.leadEmail })).statusCode).toBe(403);
    expect((await callAs(ctx, org.owner, 'POST', '/api/leads/erase', { email: 'not-an-address' })).statusCode).toBe(
      400,
    );
    expect((await callAs(ctx, org.owner, 'POST', '/api/leads/erase', {})).statusCode).toBe(400);
    expect((await callAs(ctx, null, 'POST', '/api/leads/erase', { email: org.leadEmail })).statusCode).toBe(401);
    const erased = await callAs(ctx, org.owner, 'POST', '/api/leads/erase', { email: org.leadEmail });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ erased: 2 });
    expect(await db().select().from(leads).where(eq(leads.organisationId, org.organisationId))).toEqual([]);
    expect(await db().select().from(leads).where(eq(leads.organisationId, other.organisationId))).toHaveLength(2);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'leads.erased_by_email'));
    const mine = audit.filter((entry) => entry.targetId === org.organisationId);
    expect(mine).toHaveLength(1);
    expect(JSON.stringify(mine[0])).not.toContain(org.leadEmail.split('@')[0]);
    const admin = await joinTeam(ctx, org.owner, 'admin');
    expect((await callAs(ctx, admin, 'POST', '/api/leads/erase', { email: org.leadEmail })).json()).toEqual({
      erased: 0,
    });
  });
});

describe('unverified accounts', () => {
  it('are deleted after 7 days with their organisation, so the address can register again', async () => {
    const email = uniqueEmail('never-verified');
    const { validRegistration } = await import('../../../test/helpers.ts');
    const body = validRegistration(email);
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
      remoteAddress: randomIp(),
    });
    expect(registered.statusCode).toBe(201);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    const verified = await signUp(ctx);
    // Six days: kept.
    await deleteUnverifiedAccounts(ctx.app.appDeps, new Date(Date.now() + 6 * 86_400_000));
    expect(await db().select().from(users).where(eq(users.id, user!.id))).toHaveLength(1);
    await deleteUnverifiedAccounts(ctx.app.appDeps, new Date(Date.now() + 8 * 86_400_000));
    expect(await db().select().from(users).where(eq(users.id, user!.id))).toEqual([]);
    expect(await db().select().from(organisations).where(eq(organisations.id, user!.organisationId))).toEqual([]);
    expect(await db().select().from(users).where(eq(users.id, verified.user.id))).toHaveLength(1);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
      remoteAddress: randomIp(),
    });
    expect(again.statusCode).toBe(201);
  });
});
