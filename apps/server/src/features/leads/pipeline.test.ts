import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  givePlan,
  joinTeam,
  randomIp,
  signUp,
  type TestContext,
  uniqueEmail,
} from '../../../test/helpers.ts';
import { crmConnections, leadCrmSyncs, leads, users } from '../../db/schema.ts';

type Caller = { token: string; user: { id: string; organisationId: string } };
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Card = { id: string; downloadToken: string };
type LeadAnswer = {
  id: string;
  name: string;
  status: string;
  assignee: { id: string; name: string } | null;
  labels: string[];
  updatedAt: string;
  crm: { provider: string; state: string; externalId: string | null; error: string | null } | null;
  notes: Array<{ id: string; text: string; author: { id: string; name: string } | null; createdAt: string }>;
  history: Array<{ kind: string; change: Record<string, unknown>; actor: { id: string; name: string } | null }>;
};

describe('lead pipeline', () => {
  let ctx: TestContext;
  let owner: Caller;
  let admin: Caller;
  let memberOne: Caller;
  let memberTwo: Caller;
  let stranger: Caller;
  let ownerCard: Card;
  let memberOneCard: Card;
  let memberTwoCard: Card;

  const call = (as: Caller | null, method: Method, url: string, payload?: object, headers: object = {}) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...(as ? auth(as.token) : {}), ...headers },
      ...(payload && { payload }),
    });
  const createCard = async (as: Caller, configName: string) => {
    const response = await call(as, 'POST', '/api/vcf-configs', { configName, name: configName });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Card;
  };
  /** A visitor shares their details on `card`; answers the new lead's id. */
  const share = async (card: Card, name: string) => {
    const email = uniqueEmail('visitor');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/vcf/share/${card.downloadToken}/leads`,
      payload: { name, email, consent: true, consentVersion: '2026-11', consentLanguage: 'en' },
      remoteAddress: randomIp(),
    });
    expect(response.statusCode, response.body).toBe(202);
    const [row] = await ctx.database.db.select({ id: leads.id }).from(leads).where(eq(leads.email, email));
    return row!.id;
  };
  const detail = async (as: Caller, id: string) => {
    const response = await call(as, 'GET', `/api/leads/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as LeadAnswer;
  };
  const patch = (as: Caller, id: string, payload: object) => call(as, 'PATCH', `/api/leads/${id}`, payload);
  const names = async (as: Caller, query: string) => {
    const response = await call(as, 'GET', `/api/leads?pageSize=100&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().leads as LeadAnswer[]).map((lead) => lead.name).sort();
  };
  const csvLines = async (as: Caller, query: string, language = 'en') => {
    const response = await call(as, 'GET', `/api/leads/export.csv?${query}`, undefined, {
      'accept-language': language,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const signed = await signUp(ctx);
    owner = signed;
    await givePlan(ctx, owner.user.id, 'Enterprise');
    admin = await joinTeam(ctx, owner, 'admin');
    memberOne = await joinTeam(ctx, owner, 'member');
    memberTwo = await joinTeam(ctx, owner, 'member');
    stranger = await signUp(ctx);
    await givePlan(ctx, stranger.user.id, 'Pro');
    ownerCard = await createCard(owner, 'Owner card');
    memberOneCard = await createCard(memberOne, 'Member one card');
    memberTwoCard = await createCard(memberTwo, 'Member two card');
  });
  afterAll(() => ctx.close());

  it('starts a lead as new, unassigned, unlabelled, with a created event and no notes', async () => {
    const id = await share(ownerCard, 'Nora New');
    const lead = await detail(owner, id);
    expect(lead).toMatchObject({ status: 'new', assignee: null, labels: [], crm: null, notes: [] });
    expect(lead.history).toEqual([
      expect.objectContaining({ kind: 'created', actor: null, change: { source: 'other', viaTagId: null } }),
    ]);
    const listed = (await call(owner, 'GET', '/api/leads?search=Nora')).json().leads[0];
    expect(listed).toMatchObject({ id, status: 'new', assignee: null, labels: [], crm: null });
    expect(listed.notes).toBeUndefined();
  });

  it('moves a lead new -> contacted -> won, one history event per actual change, by its actor', async () => {
    const id = await share(ownerCard, 'Sam Status');
    const first = await patch(owner, id, { status: 'contacted' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'contacted' });
    const before = first.json().updatedAt as string;
    // The same status again is no change: no event, nothing queued.
    expect((await patch(owner, id, { status: 'contacted' })).statusCode).toBe(200);
    const won = await patch(admin, id, { status: 'won' });
    expect(won.json().updatedAt > before).toBe(true);
    const lead = await detail(owner, id);
    expect(lead.status).toBe('won');
    expect(lead.history.map((event) => [event.kind, event.change, event.actor?.id])).toEqual([
      ['status', { from: 'contacted', to: 'won' }, admin.user.id],
      ['status', { from: 'new', to: 'contacted' }, owner.user.id],
      ['created', { source: 'other', viaTagId: null }, undefined],
    ]);
    expect(lead.history[0]?.actor?.name).toBe('Nina Neu');
  });

  it('assigns active members of the organisation; a member assigns only themselves', async () => {
    const id = await share(memberOneCard, 'Asta Assign');
    const toAdmin = await patch(owner, id, { assigneeId: admin.user.id });
    expect(toAdmin.statusCode, toAdmin.body).toBe(200);
    expect(toAdmin.json().assignee).toEqual({ id: admin.user.id, name: 'Nina Neu' });
    expect(toAdmin.json().history[0]).toMatchObject({
      kind: 'assignee',
      change: { from: null, to: { id: admin.user.id, name: 'Nina Neu' } },
      actor: { id: owner.user.id },
    });

    const foreign = await patch(owner, id, { assigneeId: stranger.user.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ assigneeId: 'Choose an active member of your organisation.' });
    const unknown = await patch(owner, id, { assigneeId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.json().errors).toEqual({ assigneeId: 'Choose an active member of your organisation.' });
    const leaver = await joinTeam(ctx, owner, 'member');
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, leaver.user.id));
    const inactive = await patch(owner, id, { assigneeId: leaver.user.id });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().errors.assigneeId).toBe('Choose an active member of your organisation.');

    // A member on a lead of their own card: themselves or nobody, not a colleague.
    const toColleague = await patch(memberOne, id, { assigneeId: memberTwo.user.id });
    expect(toColleague.statusCode).toBe(400);
    expect(toColleague.json().errors).toEqual({ assigneeId: 'You can assign a lead only to yourself.' });
    const german = await call(
      memberOne,
      'PATCH',
      `/api/leads/${id}`,
      { assigneeId: memberTwo.user.id },
      {
        'accept-language': 'de',
      },
    );
    expect(german.json().errors.assigneeId).toBe('Sie können einen Kontakt nur sich selbst zuweisen.');
    expect((await patch(memberOne, id, { assigneeId: memberOne.user.id })).json().assignee.id).toBe(memberOne.user.id);
    const cleared = await patch(memberOne, id, { assigneeId: null });
    expect(cleared.json().assignee).toBeNull();
    expect(cleared.json().history[0]).toMatchObject({
      kind: 'assignee',
      change: { from: { id: memberOne.user.id }, to: null },
    });
    expect((await detail(owner, id)).assignee).toBeNull();
  });

  it('keeps labels trimmed, without case duplicates, at most 10 of 1 to 30 safe characters', async () => {
    const id = await share(ownerCard, 'Lotte Label');
    const saved = await patch(owner, id, { labels: ['  Trade   fair ', 'VIP', 'vip', 'Müller & Söhne', 'c++/c#'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().labels).toEqual(['Trade fair', 'VIP', 'Müller & Söhne', 'c++/c#']);
    expect(saved.json().history[0]).toMatchObject({
      kind: 'labels',
      change: { from: [], to: ['Trade fair', 'VIP', 'Müller & Söhne', 'c++/c#'] },
    });
    // Ten distinct ones fit, even with duplicates beyond them; eleven do not.
    const ten = Array.from({ length: 10 }, (_, index) => `label ${index}`);
    expect((await patch(owner, id, { labels: [...ten, 'LABEL 0'] })).json().labels).toEqual(ten);
    const eleven = await patch(owner, id, { labels: [...ten, 'label 10'] });
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().errors).toEqual({ labels: 'A lead can have at most 10 labels.' });

    const bad = async (labels: unknown) => (await patch(owner, id, { labels })).json().errors;
    expect(await bad(['x'.repeat(31)])).toEqual({ 'labels.0': 'This value is too long.' });
    expect(await bad(['ok', '   '])).toEqual({ 'labels.1': 'This field is required.' });
    expect(await bad(['<b>bold</b>'])).toEqual({ 'labels.0': "Use letters, digits, spaces and - _ . & + # / ' only." });
    expect(await bad(['=cmd|calc'])).toEqual({ 'labels.0': "Use letters, digits, spaces and - _ . & + # / ' only." });
    expect(await bad('vip')).toEqual({ labels: 'This value is not valid.' });
    expect(await bad([42])).toEqual({ 'labels.0': 'This value is not valid.' });
    expect((await detail(owner, id)).labels).toEqual(ten);
    expect((await patch(owner, id, { labels: [] })).json().labels).toEqual([]);
  });

  it('names each bad field of a change, and needs at least one field', async () => {
    const id = await share(ownerCard, 'Bea Bad');
    const empty = await patch(owner, id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ _: 'Change the status, the assignee or the labels.' });
    const everything = await patch(owner, id, { status: 'done', assigneeId: 'someone', labels: ['<x>'] });
    expect(everything.statusCode).toBe(400);
    expect(everything.json().errors).toEqual({
      status: 'This value is not valid.',
      assigneeId: 'This value is not valid.',
      'labels.0': "Use letters, digits, spaces and - _ . & + # / ' only.",
    });
    expect((await detail(owner, id)).history).toHaveLength(1);
  });

  it('adds notes with author and time, newest first; their author or a manager deletes them', async () => {
    const id = await share(memberOneCard, 'Nils Note');
    const first = await call(memberOne, 'POST', `/api/leads/${id}/notes`, { text: '  Called,\r\nno answer.\u0007 ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      text: 'Called,\nno answer.',
      author: { id: memberOne.user.id, name: 'Nina Neu' },
    });
    const second = await call(owner, 'POST', `/api/leads/${id}/notes`, { text: 'Send the price list.' });
    expect(second.statusCode).toBe(201);

    const lead = await detail(memberOne, id);
    expect(lead.notes.map((note) => note.text)).toEqual(['Send the price list.', 'Called,\nno answer.']);
    expect(lead.history.filter((event) => event.kind === 'note').map((event) => event.change)).toEqual([
      { noteId: second.json().id },
      { noteId: first.json().id },
    ]);

    for (const text of ['', '   ', '\u0007', 'n'.repeat(2001)]) {
      const refused = await call(owner, 'POST', `/api/leads/${id}/notes`, { text });
      expect(refused.statusCode, text).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual(['text']);
    }
    expect((await call(owner, 'POST', `/api/leads/${id}/notes`, { text: 'n'.repeat(2000) })).statusCode).toBe(201);

    const removeNote = (as: Caller, noteId: string) => call(as, 'DELETE', `/api/leads/${id}/notes/${noteId}`);
    // The member's lead, but the owner's note: only its author or a manager may remove it.
    expect((await removeNote(memberOne, second.json().id)).statusCode).toBe(403);
    expect((await removeNote(memberOne, first.json().id)).statusCode).toBe(204);
    expect((await removeNote(memberOne, first.json().id)).statusCode).toBe(404);
    expect((await removeNote(admin, second.json().id)).statusCode).toBe(204);
    expect((await removeNote(admin, 'not-a-uuid')).statusCode).toBe(404);
    const after = await detail(owner, id);
    expect(after.notes).toHaveLength(1);
    expect(after.history[0]).toMatchObject({ kind: 'note', change: { noteId: second.json().id, deleted: true } });
  });

  describe('filters', () => {
    let filterOwner: Caller;
    let colleague: Caller;
    let fairCard: Card;
    let webCard: Card;
    beforeAll(async () => {
      filterOwner = await signUp(ctx);
      await givePlan(ctx, filterOwner.user.id, 'Enterprise');
      colleague = await joinTeam(ctx, filterOwner, 'admin');
      fairCard = await createCard(filterOwner, 'Fair');
      webCard = await createCard(filterOwner, 'Web');
      const ada = await share(fairCard, 'Ada');
      const ben = await share(fairCard, 'Ben');
      const cem = await share(webCard, 'Cem');
      await share(webCard, 'Dora');
      expect((await patch(filterOwner, ada, { status: 'won', labels: ['VIP', 'Fair 2026'] })).statusCode).toBe(200);
      expect((await patch(filterOwner, ben, { status: 'contacted', assigneeId: colleague.user.id })).statusCode).toBe(
        200,
      );
      expect((await patch(filterOwner, cem, { status: 'lost', labels: ['vip'] })).statusCode).toBe(200);
      // Dates are UTC days: Ada came on 1 March, Ben on 15 March.
      await ctx.database.db
        .update(leads)
        .set({ createdAt: new Date('2026-03-01T10:00:00Z') })
        .where(eq(leads.id, ada));
      await ctx.database.db
        .update(leads)
        .set({ createdAt: new Date('2026-03-15T23:59:00Z') })
        .where(eq(leads.id, ben));
    });

    it('filters by status (one or several), assignee, label, card and dates', async () => {
      const as = filterOwner;
      expect(await names(as, '')).toEqual(['Ada', 'Ben', 'Cem', 'Dora']);
      expect(await names(as, 'status=won')).toEqual(['Ada']);
      expect(await names(as, 'status=won&status=lost')).toEqual(['Ada', 'Cem']);
      expect(await names(as, 'status=new,contacted')).toEqual(['Ben', 'Dora']);
      expect(await names(as, `assigneeId=${colleague.user.id}`)).toEqual(['Ben']);
      expect(await names(as, 'assigneeId=unassigned')).toEqual(['Ada', 'Cem', 'Dora']);
      expect(await names(as, 'label=vip')).toEqual(['Ada', 'Cem']);
      expect(await names(as, 'label=FAIR%202026')).toEqual(['Ada']);
      expect(await names(as, `vcfConfigId=${webCard.id}`)).toEqual(['Cem', 'Dora']);
      expect(await names(as, 'from=2026-03-01&to=2026-03-15')).toEqual(['Ada', 'Ben']);
      expect(await names(as, 'from=2026-03-02&to=2026-03-15')).toEqual(['Ben']);
      expect(await names(as, 'to=2026-03-14')).toEqual(['Ada']);
      expect(await names(as, 'from=2026-03-16')).toEqual(['Cem', 'Dora']);
    });

    it('combines filters with each other and with the search', async () => {
      const as = filterOwner;
      expect(await names(as, `label=vip&vcfConfigId=${fairCard.id}`)).toEqual(['Ada']);
      expect(await names(as, 'label=vip&status=lost')).toEqual(['Cem']);
      expect(await names(as, 'status=won,lost&assigneeId=unassigned&from=2026-03-01&to=2026-03-31')).toEqual(['Ada']);
      expect(await names(as, 'search=ben&status=contacted')).toEqual(['Ben']);
      expect(await names(as, 'search=ben&status=won')).toEqual([]);
      const paged = (await call(as, 'GET', '/api/leads?status=new,contacted&pageSize=1&page=2')).json();
      expect(paged).toMatchObject({ totalCount: 2, totalPages: 2, currentPage: 2 });
    });

    it('refuses bad filter values field by field', async () => {
      const errors = async (query: string) => {
        const response = await call(filterOwner, 'GET', `/api/leads?${query}`);
        expect(response.statusCode, query).toBe(400);
        return response.json().errors;
      };
      expect(await errors('status=done')).toEqual({ 'status.0': 'This value is not valid.' });
      expect(await errors('status=new,done')).toEqual({ 'status.1': 'This value is not valid.' });
      expect(await errors('assigneeId=nobody')).toEqual({ assigneeId: 'This value is not valid.' });
      expect(await errors('vcfConfigId=card-1')).toEqual({ vcfConfigId: 'This value is not valid.' });
      expect(await errors(`label=${'x'.repeat(31)}`)).toEqual({ label: 'This value is too long.' });
      expect(await errors('from=01.03.2026')).toEqual({ from: 'This value is not valid.' });
      expect(await errors('from=2026-02-30')).toEqual({ from: 'Invalid date.' });
      expect(await errors('to=2026-13-01')).toEqual({ to: 'Invalid date.' });
      expect(await errors('from=2026-03-02&to=2026-03-01')).toEqual({
        from: 'The start date must not be after the end date.',
      });
      const csv = await call(filterOwner, 'GET', '/api/leads/export.csv?status=done');
      expect(csv.statusCode).toBe(400);
    });

    it('exports with the same filters, with status, assignee and labels in the caller language', async () => {
      const lines = await csvLines(filterOwner, 'label=vip');
      expect(lines[0]?.split(',').slice(-3)).toEqual(['Status', 'Assignee', 'Labels']);
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(/,Cem,.*,Lost,,vip$/);
      expect(lines[2]).toMatch(/,Ada,.*,Won,,"VIP, Fair 2026"$/);
      const german = await csvLines(filterOwner, 'status=contacted', 'de');
      expect(german[0]?.split(',').slice(-3)).toEqual(['Status', 'Zuständig', 'Labels']);
      expect(german).toHaveLength(2);
      expect(german[1]).toMatch(/,Ben,.*,Kontaktiert,Nina Neu,$/);
      expect(await csvLines(filterOwner, 'from=2026-03-16&status=won')).toHaveLength(1);
    });

    it("lists the labels in use on the caller's leads, each once", async () => {
      const response = await call(filterOwner, 'GET', '/api/leads/labels');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expect.arrayContaining(['Fair 2026', 'VIP', 'vip']));
      expect(response.json()).toHaveLength(3);
      expect((await call(stranger, 'GET', '/api/leads/labels')).json()).toEqual([]);
    });
  });

  describe('who sees and works which lead', () => {
    let ownLead: string;
    let colleagueLead: string;
    let ownerLead: string;
    beforeAll(async () => {
      ownLead = await share(memberOneCard, 'Mia Mine');
      colleagueLead = await share(memberTwoCard, 'Tom Theirs');
      ownerLead = await share(ownerCard, 'Olga Owners');
      expect((await patch(owner, colleagueLead, { labels: ['secret label'] })).statusCode).toBe(200);
    });

    it('shows a member only the leads of their own cards; owner and admins see all', async () => {
      const mine = await names(memberOne, '');
      expect(mine).toContain('Mia Mine');
      expect(mine).not.toContain('Tom Theirs');
      expect(mine).not.toContain('Olga Owners');
      for (const manager of [owner, admin]) {
        expect(await names(manager, 'search=o')).toEqual(expect.arrayContaining(['Olga Owners', 'Tom Theirs']));
      }
      const csv = (await csvLines(memberOne, '')).join('\n');
      expect(csv).toContain('Mia Mine');
      expect(csv).not.toContain('Tom Theirs');
      expect((await call(memberOne, 'GET', '/api/leads/labels')).json()).not.toContain('secret label');
      expect((await call(memberOne, 'GET', `/api/leads?vcfConfigId=${memberTwoCard.id}`)).json().totalCount).toBe(0);
    });

    it("answers 404 to a member for a colleague's or the owner's lead, on every route", async () => {
      for (const id of [colleagueLead, ownerLead]) {
        const answers = await Promise.all([
          call(memberOne, 'GET', `/api/leads/${id}`),
          patch(memberOne, id, { status: 'won' }),
          call(memberOne, 'POST', `/api/leads/${id}/notes`, { text: 'Mine now' }),
          call(memberOne, 'POST', `/api/leads/${id}/crm/retry`),
          call(memberOne, 'DELETE', `/api/leads/${id}`),
        ]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
      }
      const theirs = await detail(owner, colleagueLead);
      expect(theirs.status).toBe('new');
      expect(theirs.notes).toEqual([]);
      expect((await detail(memberOne, ownLead)).status).toBe('new');
    });

    it('answers 404 to another organisation for every route of a lead, and for a malformed id', async () => {
      const note = (await call(owner, 'POST', `/api/leads/${ownerLead}/notes`, { text: 'Private' })).json();
      const answers = await Promise.all([
        call(stranger, 'GET', `/api/leads/${ownerLead}`),
        patch(stranger, ownerLead, { status: 'lost' }),
        call(stranger, 'POST', `/api/leads/${ownerLead}/notes`, { text: 'Hello' }),
        call(stranger, 'DELETE', `/api/leads/${ownerLead}/notes/${note.id}`),
        call(stranger, 'POST', `/api/leads/${ownerLead}/crm/retry`),
        call(stranger, 'DELETE', `/api/leads/${ownerLead}`),
        call(owner, 'GET', '/api/leads/not-a-uuid'),
        patch(owner, 'not-a-uuid', { status: 'won' }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
      expect(await names(stranger, 'search=Olga')).toEqual([]);
      expect((await detail(owner, ownerLead)).notes).toHaveLength(1);
    });

    it('answers 401 without a session', async () => {
      for (const [method, url] of [
        ['GET', `/api/leads/${ownerLead}`],
        ['PATCH', `/api/leads/${ownerLead}`],
        ['POST', `/api/leads/${ownerLead}/notes`],
        ['POST', `/api/leads/${ownerLead}/crm/retry`],
        ['GET', '/api/leads/labels'],
      ] as const) {
        expect((await call(null, method, url, { status: 'won', text: 'x' })).statusCode, url).toBe(401);
      }
    });
  });

  describe('CRM sync', () => {
    let crmOwner: Caller;
    let crmCard: Card;
    beforeAll(async () => {
      crmOwner = await signUp(ctx);
      await givePlan(ctx, crmOwner.user.id, 'Pro');
      crmCard = await createCard(crmOwner, 'CRM card');
    });
    const syncOf = async (leadId: string) =>
      (await ctx.database.db.select().from(leadCrmSyncs).where(eq(leadCrmSyncs.leadId, leadId)))[0];

    it('has nothing to retry before a CRM is connected', async () => {
      const id = await share(crmCard, 'Una Unsynced');
      const retry = await call(crmOwner, 'POST', `/api/leads/${id}/crm/retry`);
      expect(retry.statusCode).toBe(404);
      expect(retry.json().message).toBe('This lead has not been sent to a CRM.');
      expect((await patch(crmOwner, id, { status: 'contacted' })).json().crm).toBeNull();
      expect(await syncOf(id)).toBeUndefined();
    });

    it('queues new leads and status changes for the connected CRM, shows the state, and retries a failure', async () => {
      await ctx.database.db.insert(crmConnections).values({
        organisationId: crmOwner.user.organisationId,
        provider: 'hubspot',
        authKind: 'token',
        accessTokenEncrypted: 'not-a-real-token',
      });
      const id = await share(crmCard, 'Carl CRM');
      expect((await detail(crmOwner, id)).crm).toEqual({
        provider: 'hubspot',
        state: 'pending',
        externalId: null,
        error: null,
      });
      expect(await syncOf(id)).toMatchObject({ state: 'pending', statusPending: false });

      // The worker (another feature) synced it; then a status change queues it again with the status to send.
      await ctx.database.db
        .update(leadCrmSyncs)
        .set({ state: 'synced', externalId: 'hs-101', attempts: 1 })
        .where(eq(leadCrmSyncs.leadId, id));
      const noChange = await patch(crmOwner, id, { labels: ['hot'] });
      expect(noChange.json().crm).toMatchObject({ state: 'synced', externalId: 'hs-101' });
      const moved = await patch(crmOwner, id, { status: 'qualified' });
      expect(moved.json().crm).toMatchObject({ state: 'pending', externalId: 'hs-101' });
      expect(await syncOf(id)).toMatchObject({ state: 'pending', statusPending: true, attempts: 0 });

      const conflict = await call(crmOwner, 'POST', `/api/leads/${id}/crm/retry`);
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json().message).toBe('No CRM sync of this lead has failed.');

      await ctx.database.db
        .update(leadCrmSyncs)
        .set({ state: 'failed', error: 'HubSpot answered 400', attempts: 6, nextAttemptAt: new Date(Date.now() + 1e9) })
        .where(eq(leadCrmSyncs.leadId, id));
      expect((await detail(crmOwner, id)).crm).toMatchObject({ state: 'failed', error: 'HubSpot answered 400' });
      const retried = await call(crmOwner, 'POST', `/api/leads/${id}/crm/retry`);
      expect(retried.statusCode, retried.body).toBe(202);
      expect(retried.json().crm).toEqual({ provider: 'hubspot', state: 'pending', externalId: 'hs-101', error: null });
      const sync = await syncOf(id);
      expect(sync).toMatchObject({ state: 'pending', attempts: 0, error: null, statusPending: true });
      expect(sync!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      expect((await call(crmOwner, 'POST', `/api/leads/${id}/crm/retry`)).statusCode).toBe(409);
    });

    it('shows the most recently updated sync when two CRMs are connected', async () => {
      await ctx.database.db.insert(crmConnections).values({
        organisationId: crmOwner.user.organisationId,
        provider: 'salesforce',
        authKind: 'oauth',
        accessTokenEncrypted: 'not-a-real-token',
      });
      const id = await share(crmCard, 'Dua Double');
      await ctx.database.db
        .update(leadCrmSyncs)
        .set({ state: 'synced', externalId: 'sf-1' })
        .where(and(eq(leadCrmSyncs.leadId, id), eq(leadCrmSyncs.provider, 'salesforce')));
      expect((await detail(crmOwner, id)).crm).toMatchObject({ provider: 'salesforce', state: 'synced' });
    });
  });
});
