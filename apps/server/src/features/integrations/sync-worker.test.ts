import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeHubspot, startFakeHubspot } from '../../../test/fakes/fake-hubspot.ts';
import { type FakeSalesforce, startFakeSalesforce } from '../../../test/fakes/fake-salesforce.ts';
import { auth, createTestApp, givePlan, randomIp, signUp, type TestContext } from '../../../test/helpers.ts';
import { crmConnections, leadCrmSyncs, leadEvents, leads } from '../../db/schema.ts';
import { enqueueCrmSync } from '../../events/crm-events.ts';
import { CRM_LEASE_MS, CRM_MAX_ATTEMPTS, type CrmWorker, claimSync, createCrmWorker } from './sync-worker.ts';

const HUBSPOT_TOKEN = 'pat-eu1-sync-token';
const SECRET = 'crm-sync-test-secret-'.padEnd(64, 'x');
const minutes = (count: number) => new Date(Date.now() + count * 60_000);

describe('CRM sync', () => {
  let ctx: TestContext;
  let hubspot: FakeHubspot;
  let salesforce: FakeSalesforce;
  let worker: CrmWorker;
  const env = () => ({
    DISABLE_CRM_WORKER: 'true',
    HUBSPOT_API_BASE: hubspot.url,
    SALESFORCE_LOGIN_URL: salesforce.url,
    SALESFORCE_CLIENT_ID: salesforce.clientId,
    SALESFORCE_CLIENT_SECRET: salesforce.clientSecret,
  });

  /** An organisation with a card, a tag on it, and (optionally) a connected CRM. */
  async function organisation(connect: 'hubspot' | 'salesforce' | null) {
    const account = await signUp(ctx);
    await givePlan(ctx, account.user.id, 'Pro');
    const card = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/vcf-configs',
        headers: auth(account.token),
        payload: { configName: 'Trade fair 2026', name: 'Erika', surname: 'Mustermann' },
      })
    ).json() as { id: string; downloadToken: string };
    const tag = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/tags',
        headers: auth(account.token),
        payload: { name: 'Booth 4', actionType: 'VCARD_PAGE', actionData: { vcfConfigId: card.id } },
      })
    ).json() as { id: string; userFacingId: string };
    if (connect === 'hubspot') {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/integrations/hubspot',
        headers: auth(account.token),
        payload: { accessToken: HUBSPOT_TOKEN },
      });
      expect(response.statusCode).toBe(200);
    }
    if (connect === 'salesforce') {
      const authorize = await ctx.app.inject({
        method: 'POST',
        url: '/api/integrations/salesforce/authorize',
        headers: auth(account.token),
      });
      const url = new URL(authorize.json().url as string);
      const code = salesforce.issueCode(url.searchParams.get('redirect_uri')!);
      const callback = await ctx.app.inject({
        method: 'GET',
        url: `/api/integrations/salesforce/callback?${new URLSearchParams({ code, state: url.searchParams.get('state')! })}`,
      });
      expect(callback.headers.location).toContain('salesforce=connected');
    }
    return { account, card, tag };
  }

  /** A visitor leaves their details on the card, through the tag. */
  async function leaveLead(org: Awaited<ReturnType<typeof organisation>>, visitor: Record<string, string>) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/vcf/share/${org.card.downloadToken}/leads`,
      remoteAddress: randomIp(),
      payload: {
        consent: true,
        consentVersion: '2026-11',
        consentLanguage: 'en',
        via: org.tag.userFacingId,
        src: 'nfc',
        ...visitor,
      },
    });
    expect(response.statusCode).toBe(202);
    const [lead] = await ctx.database.db
      .select()
      .from(leads)
      .where(and(eq(leads.organisationId, org.account.user.organisationId), eq(leads.name, visitor.name!)));
    return lead!;
  }
  const syncOf = async (leadId: string) =>
    (await ctx.database.db.select().from(leadCrmSyncs).where(eq(leadCrmSyncs.leadId, leadId)))[0];
  const crmEventsOf = (leadId: string) =>
    ctx.database.db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.kind, 'crm')));
  const connectionOf = async (organisationId: string) =>
    (await ctx.database.db.select().from(crmConnections).where(eq(crmConnections.organisationId, organisationId)))[0];

  beforeAll(async () => {
    hubspot = await startFakeHubspot({ tokens: [HUBSPOT_TOKEN] });
    salesforce = await startFakeSalesforce();
    ctx = await createTestApp({ env: env(), secret: SECRET });
    worker = createCrmWorker({ ...ctx.app.appDeps, logger: ctx.app.log });
  });
  afterEach(() => {
    expect(hubspot.violations).toEqual([]);
    expect(salesforce.violations).toEqual([]);
  });
  afterAll(async () => {
    await worker.stop();
    await ctx.close();
    await hubspot.close();
    await salesforce.close();
  });

  describe('HubSpot', () => {
    it('creates a new contact with its lead status and a note naming the card, tag and source', async () => {
      const org = await organisation('hubspot');
      const lead = await leaveLead(org, {
        name: 'Nora Neukundin',
        email: 'nora@customer.example',
        phone: '+49 170 5550001',
        company: 'Kunde AG',
        note: 'Please send the price list.',
      });
      expect(await syncOf(lead.id)).toMatchObject({ provider: 'hubspot', state: 'pending' });
      await worker.runDue();

      const contact = [...hubspot.contacts.values()].find((item) => item.properties.email === 'nora@customer.example');
      expect(contact?.properties).toEqual({
        email: 'nora@customer.example',
        firstname: 'Nora',
        lastname: 'Neukundin',
        phone: '+49 170 5550001',
        company: 'Kunde AG',
        hs_lead_status: 'NEW',
      });
      const note = hubspot.notes.find((item) => item.contactIds.includes(contact!.id));
      expect(note?.properties.hs_note_body).toContain('"Trade fair 2026"');
      expect(note?.properties.hs_note_body).toContain('Tag: Booth 4');
      expect(note?.properties.hs_note_body).toContain('Source: NFC tag');
      expect(note?.properties.hs_note_body).toContain('Please send the price list.');

      expect(await syncOf(lead.id)).toMatchObject({ state: 'synced', externalId: contact!.id, error: null });
      expect((await syncOf(lead.id))?.syncedAt).toBeInstanceOf(Date);
      expect((await crmEventsOf(lead.id)).map((event) => event.change)).toEqual([
        { provider: 'hubspot', state: 'synced', externalId: contact!.id },
      ]);
      expect((await crmEventsOf(lead.id))[0]?.actorId).toBeNull();
      const connection = await connectionOf(org.account.user.organisationId);
      expect(connection?.lastSyncedAt).toBeInstanceOf(Date);
      const list = await ctx.app.inject({ method: 'GET', url: '/api/integrations', headers: auth(org.account.token) });
      expect(list.json()[0].lastSyncedAt).toEqual(expect.any(String));
    });

    it('matches an existing contact by e-mail, then by phone, instead of creating one', async () => {
      const org = await organisation('hubspot');
      const byEmail = hubspot.addContact({ email: 'known@customer.example', firstname: 'Known', lastname: 'Person' });
      const byPhone = hubspot.addContact({ phone: '+49 170 5550002', firstname: 'Phone', lastname: 'Only' });
      const before = hubspot.contacts.size;
      const first = await leaveLead(org, { name: 'Known Person', email: 'Known@Customer.example' });
      const second = await leaveLead(org, { name: 'Phone Only', email: 'new@other.example', phone: '+49 170 5550002' });
      await worker.runDue();
      expect(hubspot.contacts.size).toBe(before);
      expect(await syncOf(first.id)).toMatchObject({ state: 'synced', externalId: byEmail.id });
      expect(await syncOf(second.id)).toMatchObject({ state: 'synced', externalId: byPhone.id });
      expect(hubspot.notes.filter((note) => note.contactIds.includes(byEmail.id))).toHaveLength(1);
      expect(hubspot.notes.filter((note) => note.contactIds.includes(byPhone.id))).toHaveLength(1);
    });

    it("updates the contact's lead status when the lead's status changes", async () => {
      const org = await organisation('hubspot');
      const lead = await leaveLead(org, { name: 'Status Change', email: 'status@customer.example' });
      await worker.runDue();
      const { externalId } = (await syncOf(lead.id))!;
      await ctx.database.db.update(leads).set({ status: 'qualified' }).where(eq(leads.id, lead.id));
      await enqueueCrmSync(ctx.database.db, {
        organisationId: org.account.user.organisationId,
        leadId: lead.id,
        statusChanged: true,
      });
      const notesBefore = hubspot.notes.length;
      await worker.runDue();
      expect(hubspot.contacts.get(externalId!)?.properties.hs_lead_status).toBe('OPEN_DEAL');
      expect(hubspot.notes).toHaveLength(notesBefore);
      expect(await syncOf(lead.id)).toMatchObject({ state: 'synced', statusPending: false, externalId });
    });

    it("waits as long as a 429's Retry-After says, then syncs", async () => {
      const org = await organisation('hubspot');
      const lead = await leaveLead(org, { name: 'Rate Limited', email: 'limited@customer.example' });
      hubspot.failNext({ status: 429, retryAfter: 600 });
      const start = Date.now();
      await worker.runDue();
      const waiting = (await syncOf(lead.id))!;
      expect(waiting).toMatchObject({ state: 'pending', attempts: 1, lockedUntil: null });
      expect(waiting.error).toContain('rate limit');
      const wait = waiting.nextAttemptAt.getTime() - start;
      expect(wait).toBeGreaterThanOrEqual(599_000);
      expect(wait).toBeLessThan(610_000);
      // Not before its time ...
      await worker.runDue(minutes(9));
      expect((await syncOf(lead.id))?.state).toBe('pending');
      // ... and then it goes through.
      await worker.runDue(minutes(11));
      expect(await syncOf(lead.id)).toMatchObject({ state: 'synced', error: null });
    });

    it('retries a failing HubSpot with growing delays and gives up after the last attempt, showing the error', async () => {
      const org = await organisation('hubspot');
      const lead = await leaveLead(org, { name: 'Always Failing', email: 'failing@customer.example' });
      hubspot.failNext(...Array.from({ length: CRM_MAX_ATTEMPTS }, () => ({ status: 500 })));
      const waits: number[] = [];
      let now = new Date();
      for (let attempt = 1; attempt <= CRM_MAX_ATTEMPTS; attempt += 1) {
        await worker.runDue(now);
        const row = (await syncOf(lead.id))!;
        expect(row.attempts).toBe(attempt);
        if (row.state === 'failed') break;
        waits.push(Math.round((row.nextAttemptAt.getTime() - now.getTime()) / 1000));
        now = new Date(row.nextAttemptAt.getTime() + 1000);
      }
      expect(waits).toEqual([60, 300, 1_800, 7_200, 21_600]);
      const failed = (await syncOf(lead.id))!;
      expect(failed).toMatchObject({ state: 'failed', externalId: null });
      expect(failed.error).toContain('HubSpot answered 500');
      expect((await crmEventsOf(lead.id)).map((event) => event.change)).toEqual([
        { provider: 'hubspot', state: 'failed', error: failed.error },
      ]);
      const connection = await connectionOf(org.account.user.organisationId);
      expect(connection).toMatchObject({ state: 'connected', lastError: failed.error });
    });

    it('a token HubSpot stops accepting fails the sync at once and marks the connection as broken', async () => {
      const token = 'pat-eu1-revoked-later';
      hubspot.addToken(token);
      const org = await organisation(null);
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/integrations/hubspot',
        headers: auth(org.account.token),
        payload: { accessToken: token },
      });
      const lead = await leaveLead(org, { name: 'Revoked Token', email: 'revoked@customer.example' });
      hubspot.revokeToken(token);
      await worker.runDue();
      const row = (await syncOf(lead.id))!;
      expect(row).toMatchObject({ state: 'failed', attempts: 1 });
      expect(row.error).toContain('HubSpot refused the access token');
      const list = await ctx.app.inject({ method: 'GET', url: '/api/integrations', headers: auth(org.account.token) });
      expect(list.json()[0]).toMatchObject({ state: 'error', lastError: row.error });
    });
  });

  describe('Salesforce', () => {
    it('creates a Lead (company required) with a Task naming the card, tag and source', async () => {
      const org = await organisation('salesforce');
      const lead = await leaveLead(org, { name: 'Sam Salesforce', email: "sam.o'neil@customer.example" });
      await worker.runDue();
      const row = (await syncOf(lead.id))!;
      expect(row).toMatchObject({ provider: 'salesforce', state: 'synced' });
      expect(salesforce.leads.get(row.externalId!)?.fields).toEqual({
        FirstName: 'Sam',
        LastName: 'Salesforce',
        Company: '[not provided]',
        Email: "sam.o'neil@customer.example",
        Phone: null,
        Status: 'Open - Not Contacted',
      });
      const task = salesforce.tasks.find((item) => item.fields.WhoId === row.externalId);
      expect(task?.fields.Subject).toBe('Lead from card "Trade fair 2026"');
      expect(task?.fields.Description).toContain('Tag: Booth 4');
      expect(task?.fields.Description).toContain('Source: NFC tag');
    });

    it('matches an existing Lead by e-mail and by phone', async () => {
      const org = await organisation('salesforce');
      const byEmail = salesforce.addLead({ LastName: 'Mail', Company: 'X', Email: 'mail@sf.example' });
      const byPhone = salesforce.addLead({ LastName: 'Phone', Company: 'Y', Phone: '+49 30 1234' });
      const first = await leaveLead(org, { name: 'Mail Match', email: 'mail@sf.example' });
      const second = await leaveLead(org, { name: 'Phone Match', email: 'other@sf.example', phone: '+49 30 1234' });
      await worker.runDue();
      expect((await syncOf(first.id))?.externalId).toBe(byEmail.Id);
      expect((await syncOf(second.id))?.externalId).toBe(byPhone.Id);
    });

    it('refreshes an expired access token once and carries on; the new token is stored', async () => {
      const org = await organisation('salesforce');
      const lead = await leaveLead(org, { name: 'Expired Session', email: 'expired@sf.example' });
      const before = await connectionOf(org.account.user.organisationId);
      salesforce.expireAccessToken();
      salesforce.grants.length = 0;
      await worker.runDue();
      expect(salesforce.grants).toEqual(['refresh_token']);
      expect(await syncOf(lead.id)).toMatchObject({ state: 'synced' });
      const after = await connectionOf(org.account.user.organisationId);
      expect(after?.accessTokenEncrypted).not.toBe(before?.accessTokenEncrypted);
      expect(after?.state).toBe('connected');

      // A status change later runs on the stored new token, with no refresh.
      await ctx.database.db.update(leads).set({ status: 'lost' }).where(eq(leads.id, lead.id));
      await enqueueCrmSync(ctx.database.db, {
        organisationId: org.account.user.organisationId,
        leadId: lead.id,
        statusChanged: true,
      });
      salesforce.grants.length = 0;
      await worker.runDue();
      expect(salesforce.grants).toEqual([]);
      const { externalId } = (await syncOf(lead.id))!;
      expect(salesforce.leads.get(externalId!)?.fields.Status).toBe('Closed - Not Converted');
    });

    it('a refresh Salesforce refuses fails the sync and marks the connection as broken', async () => {
      const org = await organisation('salesforce');
      const lead = await leaveLead(org, { name: 'Refused Refresh', email: 'refused@sf.example' });
      salesforce.expireAccessToken();
      salesforce.refuseRefresh();
      try {
        await worker.runDue();
      } finally {
        salesforce.refuseRefresh(false);
      }
      const row = (await syncOf(lead.id))!;
      expect(row.state).toBe('failed');
      expect(row.error).toContain('Salesforce refused the access');
      expect((await connectionOf(org.account.user.organisationId))?.state).toBe('error');
    });

    it("honours a 429's Retry-After", async () => {
      const org = await organisation('salesforce');
      const lead = await leaveLead(org, { name: 'Sf Limited', email: 'limited@sf.example' });
      salesforce.failNext({ status: 429, retryAfter: 120 });
      const start = Date.now();
      await worker.runDue();
      const row = (await syncOf(lead.id))!;
      expect(row.state).toBe('pending');
      expect(row.nextAttemptAt.getTime() - start).toBeGreaterThanOrEqual(119_000);
      expect(row.nextAttemptAt.getTime() - start).toBeLessThan(130_000);
      await worker.runDue(minutes(3));
      expect((await syncOf(lead.id))?.state).toBe('synced');
    });
  });

  describe('the queue', () => {
    it('takes over a sync whose worker died once its lease has run out, and never one under a live lease', async () => {
      const org = await organisation('hubspot');
      const lead = await leaveLead(org, { name: 'Dead Worker', email: 'dead@customer.example' });
      const claimed = await claimSync(ctx.app.appDeps);
      expect(claimed?.leadId).toBe(lead.id);
      // The claiming copy dies here. Within the lease nobody else takes the row ...
      expect(await claimSync(ctx.app.appDeps)).toBeNull();
      // ... after it, another copy does.
      const later = new Date(Date.now() + CRM_LEASE_MS + 1000);
      await worker.runDue(later);
      expect(await syncOf(lead.id)).toMatchObject({ state: 'synced', attempts: 2 });
    });

    it('a new app on the same data carries on with the syncs still pending', async () => {
      const org = await organisation('hubspot');
      const lead = await leaveLead(org, { name: 'After Restart', email: 'restart@customer.example' });
      expect((await syncOf(lead.id))?.state).toBe('pending');
      const restarted = await createTestApp({
        database: ctx.database,
        secret: SECRET,
        env: { ...env(), DISABLE_CRM_WORKER: 'false' },
      });
      try {
        await expect.poll(async () => (await syncOf(lead.id))?.state, { timeout: 10_000 }).toBe('synced');
      } finally {
        await restarted.close();
      }
      expect([...hubspot.contacts.values()].some((item) => item.properties.email === 'restart@customer.example')).toBe(
        true,
      );
    });
  });
});
