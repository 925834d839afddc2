import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  givePlan,
  mailedToken,
  randomIp,
  signUp,
  type TestContext,
  uniqueEmail,
} from '../../../test/helpers.ts';

type Account = { email: string; token: string; user: { id: string; organisationId: string } };
type Row = {
  id: string;
  name: string | null;
  email: string;
  role: string;
  cards: number;
  views: number;
  saves: number;
  leads: number;
};

const DAY_MS = 86_400_000;
const newcomer = { password: 'Quiet-Harbour-2024', firstName: 'Nina', lastName: 'Neu' };
const phone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('team analytics', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (account: Account | null, url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...(account ? auth(account.token) : {}), ...headers } });
  const analytics = (account: Account | null, query = '') => call(account, `/api/team/analytics${query}`);
  const rowsOf = async (account: Account, query = '') => {
    const response = await analytics(account, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().members as Row[];
  };
  const rowOf = (rows: Row[], account: Account) => rows.find((row) => row.id === account.user.id);

  /** A new organisation on Pro (its public pages show, its seats take a team): its owner signed in. */
  const organisation = async (): Promise<Account> => {
    const owner = await signUp(ctx, { organisationName: `Zahlen ${randomUUID().slice(0, 6)} GmbH` });
    await givePlan(ctx, owner.user.id, 'Pro', { tagQuota: 100 });
    return owner;
  };
  /** Invites and accepts: a signed-in member of the inviter's organisation (as team.test.ts does). */
  const join = async (inviter: Account, role: 'admin' | 'member' = 'member'): Promise<Account> => {
    const email = uniqueEmail(role);
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/team/invitations',
      headers: auth(inviter.token),
      payload: { email, role },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = await mailedToken(ctx, email, 'join');
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/team/invitations/${encodeURIComponent(token)}/accept`,
      payload: newcomer,
      remoteAddress: randomIp(),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const account = { email, token: accepted.json().token as string, user: { id: '', organisationId: '' } };
    account.user = (await call(account, '/api/users/profile')).json();
    return account;
  };
  const createCard = async (account: Account, configName: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/vcf-configs',
      headers: auth(account.token),
      payload: { configName, name: 'Nina' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; downloadToken: string };
  };

  /** A view of the public card page, as the page reports it once on load. */
  const view = async (downloadToken: string, userAgent = phone) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/nfc-scan',
      headers: { 'user-agent': userAgent },
      payload: { token: downloadToken },
      remoteAddress: randomIp(),
    });
    expect(response.statusCode, response.body).toBe(202);
  };
  /** A save: the card's .vcf downloaded. */
  const save = async (downloadToken: string, userAgent = phone) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/vcf/download/${downloadToken}`,
      headers: { 'user-agent': userAgent },
      remoteAddress: randomIp(),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** A lead left on the public card page. */
  const lead = async (downloadToken: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/vcf/share/${downloadToken}/leads`,
      headers: { 'user-agent': phone },
      payload: {
        name: 'Max Besucher',
        email: `${randomUUID().slice(0, 8)}@visitor.example`,
        consent: true,
        consentVersion: '2026-11',
        consentLanguage: 'en',
      },
      remoteAddress: randomIp(),
    });
    expect(response.statusCode, response.body).toBe(202);
  };
  const flush = () => ctx.app.appDeps.scanRecorder.flush();

  describe('who sees whom', () => {
    it('shows the owner and admins every member, owner first, and a member only themselves', async () => {
      const owner = await organisation();
      const member = await join(owner, 'member');
      const admin = await join(owner, 'admin');
      const today = day(Date.now());
      const empty = { cards: 0, views: 0, saves: 0, leads: 0 };

      const response = await analytics(owner);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ from: day(Date.parse(`${today}T00:00:00Z`) - 29 * DAY_MS), to: today });
      expect(body.members).toHaveLength(3);
      expect(body.members[0]).toEqual({
        id: owner.user.id,
        name: 'Erika Mustermann',
        email: owner.email,
        role: 'owner',
        ...empty,
      });
      expect(body.members).toEqual(
        expect.arrayContaining([
          { id: admin.user.id, name: 'Nina Neu', email: admin.email, role: 'admin', ...empty },
          { id: member.user.id, name: 'Nina Neu', email: member.email, role: 'member', ...empty },
        ]),
      );
      const byAdmin = await rowsOf(admin);
      expect(byAdmin[0]?.id).toBe(owner.user.id);
      expect(byAdmin.map((row) => row.id).sort()).toEqual([owner.user.id, admin.user.id, member.user.id].sort());

      const byMember = await rowsOf(member);
      expect(byMember).toEqual([
        { id: member.user.id, name: 'Nina Neu', email: member.email, role: 'member', ...empty },
      ]);

      const other = await organisation();
      await join(other, 'member');
      const otherRows = await rowsOf(other);
      expect(otherRows.map((row) => row.id)).not.toContain(owner.user.id);
      expect(otherRows.map((row) => row.id)).not.toContain(member.user.id);
      expect(otherRows[0]?.id).toBe(other.user.id);
      expect(otherRows).toHaveLength(2);

      expect((await analytics(null)).statusCode).toBe(401);
    });

    it('refuses an impossible date, a start after the end and a range over 366 days, on from', async () => {
      const owner = await organisation();
      for (const query of [
        '?from=2024-13-01',
        '?from=2024-02-30&to=2024-03-10',
        '?from=2024-05-10&to=2024-05-01',
        '?from=2023-01-01&to=2024-12-31',
      ]) {
        const response = await analytics(owner, query);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().errors?.from, `${query}: ${response.body}`).toBeTruthy();
        const csv = await call(owner, `/api/team/analytics.csv${query}`);
        expect(csv.statusCode, query).toBe(400);
      }
      expect((await analytics(owner, '?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    });
  });

  describe('counting', () => {
    it("counts the views, saves and leads of a member's cards on their row only, bots left out", async () => {
      const owner = await organisation();
      const member = await join(owner, 'member');
      const first = await createCard(member, 'Booth');
      const second = await createCard(member, 'Office');
      const ownersCard = await createCard(owner, 'Owner card');

      // The member's cards: 4 views, 2 saves, 2 leads; bots view and save too.
      await view(first.downloadToken);
      await view(first.downloadToken);
      await view(first.downloadToken);
      await view(second.downloadToken);
      await view(first.downloadToken, bot);
      await view(second.downloadToken, 'Googlebot/2.1 (+http://www.google.com/bot.html)');
      await save(first.downloadToken);
      await save(second.downloadToken);
      await save(first.downloadToken, bot);
      await lead(first.downloadToken);
      await lead(second.downloadToken);
      // The owner's own card: 1 view.
      await view(ownersCard.downloadToken);
      await flush();

      const rows = await rowsOf(owner);
      expect(rowOf(rows, member)).toMatchObject({ cards: 2, views: 4, saves: 2, leads: 2 });
      expect(rowOf(rows, owner)).toMatchObject({ cards: 1, views: 1, saves: 0, leads: 0 });
      expect(await rowsOf(member)).toEqual([rowOf(rows, member)]);

      // A year ago nothing happened; the cards are counted as they are now.
      const from = day(Date.now() - 400 * DAY_MS);
      const to = day(Date.now() - 365 * DAY_MS);
      const past = await analytics(owner, `?from=${from}&to=${to}`);
      expect(past.statusCode, past.body).toBe(200);
      expect(past.json()).toMatchObject({ from, to });
      expect(rowOf(past.json().members, member)).toMatchObject({ cards: 2, views: 0, saves: 0, leads: 0 });
      expect(rowOf(past.json().members, owner)).toMatchObject({ cards: 1, views: 0, saves: 0, leads: 0 });
    });

    it("never counts another organisation's visits on this organisation's rows", async () => {
      const owner = await organisation();
      const member = await join(owner, 'member');
      await createCard(member, 'Quiet');
      const other = await organisation();
      const busy = await createCard(other, 'Busy');
      await view(busy.downloadToken);
      await save(busy.downloadToken);
      await lead(busy.downloadToken);
      await flush();

      const rows = await rowsOf(owner);
      for (const row of rows) expect(row, row.email).toMatchObject({ views: 0, saves: 0, leads: 0 });
      expect(rowOf(await rowsOf(other), other)).toMatchObject({ cards: 1, views: 1, saves: 1, leads: 1 });
    });
  });

  describe('CSV export', () => {
    it("exports a row per member with their e-mail, headers in the caller's language", async () => {
      const owner = await organisation();
      const member = await join(owner, 'member');
      const card = await createCard(member, 'Exported');
      await view(card.downloadToken);
      await flush();
      const today = day(Date.now());
      const from = day(Date.parse(`${today}T00:00:00Z`) - 29 * DAY_MS);

      const response = await call(owner, '/api/team/analytics.csv');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const lines = response.body.slice(1).trimEnd().split('\r\n');
      expect(lines).toEqual([
        'Name,E-mail,Role,Cards,Card views,Saves,Leads,From,To',
        `Erika Mustermann,${owner.email},Owner,0,0,0,0,${from},${today}`,
        `Nina Neu,${member.email},Member,1,1,0,0,${from},${today}`,
      ]);

      const german = await call(owner, '/api/team/analytics.csv', { 'accept-language': 'de-DE,de;q=0.9' });
      expect(german.statusCode).toBe(200);
      expect(german.body.startsWith('\uFEFF')).toBe(true);
      const germanLines = german.body.slice(1).trimEnd().split('\r\n');
      expect(germanLines[0]).toBe('Name,E-Mail,Rolle,Karten,Kartenaufrufe,Gespeichert,Leads,Von,Bis');
      expect(germanLines).toHaveLength(3);
      expect(germanLines[1]).toContain(owner.email);
      expect(germanLines[2]).toContain(member.email);

      const own = await call(member, '/api/team/analytics.csv');
      expect(own.statusCode).toBe(200);
      const ownLines = own.body.slice(1).trimEnd().split('\r\n');
      expect(ownLines).toHaveLength(2);
      expect(ownLines[1]).toContain(member.email);
      expect(own.body).not.toContain(owner.email);

      expect((await call(null, '/api/team/analytics.csv')).statusCode).toBe(401);
    });
  });
});
