import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  givePlan,
  joinTeam,
  lastMailTo,
  multipartBody,
  randomIp,
  signUp,
  type TestContext,
  uniqueEmail,
} from '../../../test/helpers.ts';
import { users } from '../../db/schema.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

/** Security review finding 1: an invitation answers the same whether or not the address has an account. */
describe('invitations tell nobody which addresses have an account', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const organisation = async (plan: 'Core' | 'Pro' | 'Enterprise' | null, organisationName?: string) => {
    const owner = await signUp(ctx, organisationName ? { organisationName } : {});
    if (plan) await givePlan(ctx, owner.user.id, plan);
    return owner;
  };
  const invite = (account: Account, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/team/invitations', headers: auth(account.token), payload });
  const teamOf = async (account: Account) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/team', headers: auth(account.token) })).json();
  const uploadCsv = (account: Account, csv: string) => {
    const body = multipartBody({}, { field: 'file', name: 'team.csv', type: 'text/csv', data: Buffer.from(csv) });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/team/invitations/bulk',
      headers: { ...auth(account.token), ...body.headers },
      payload: body.payload,
    });
  };
  /** The answer without what differs for every invitation (its id, address and expiry to the millisecond). */
  const shapeOf = (response: { statusCode: number; json: () => Record<string, unknown> }) => {
    const { id, email, expiresAt, ...rest } = response.json();
    return {
      status: response.statusCode,
      rest,
      hasId: typeof id === 'string',
      hasExpiry: typeof expiresAt === 'string',
    };
  };

  it('answers an address with an account exactly as a new one, and mails it a notice instead of a link', async () => {
    const owner = await organisation('Pro', 'Offene Türen AG');
    const stranger = await organisation(null);
    const fresh = uniqueEmail('fresh');
    const forFresh = await invite(owner, { email: fresh, role: 'member', name: 'Fee' });
    const forTaken = await invite(owner, { email: stranger.email, role: 'member', name: 'Fee' });
    expect(forTaken.statusCode, forTaken.body).toBe(201);
    expect(shapeOf(forTaken)).toEqual(shapeOf(forFresh));
    expect(forTaken.json().email).toBe(stranger.email);

    const team = await teamOf(owner);
    expect(team.invitations.map((invitation: { email: string }) => invitation.email).sort()).toEqual(
      [fresh, stranger.email].sort(),
    );
    expect(team.seats).toEqual({ used: 3, limit: 25 });

    const notice = await lastMailTo(ctx, stranger.email);
    expect(notice?.subject).toBe('You were invited to Offene Türen AG');
    expect(notice?.text).toContain('already has an account');
    expect(notice?.text).not.toMatch(/\/join\?token=/);
    expect((await lastMailTo(ctx, fresh))?.text).toMatch(/\/join\?token=/);
  });

  it('writes the notice in the account’s own language', async () => {
    const owner = await organisation('Pro', 'Sprachschule GmbH');
    const german = await organisation(null);
    await ctx.database.db.update(users).set({ language: 'de' }).where(eq(users.id, german.user.id));
    expect((await invite(owner, { email: german.email, role: 'member' })).statusCode).toBe(201);
    const notice = await lastMailTo(ctx, german.email);
    expect(notice?.subject).toBe('Einladung zu Sprachschule GmbH');
    expect(notice?.text).toContain('bereits ein Konto');
  });

  it('checks the seats before the address: a full organisation hears about seats for every address', async () => {
    const owner = await organisation(null);
    const stranger = await organisation(null);
    for (const email of [uniqueEmail(), stranger.email]) {
      const response = await invite(owner, { email, role: 'member' });
      expect(response.statusCode, email).toBe(409);
      expect(response.json().message, email).toMatch(/seats/);
      expect(response.json().errors, email).toBeUndefined();
    }
    const pro = await organisation('Pro');
    const admin = await joinTeam(ctx, pro, 'admin');
    for (const email of [uniqueEmail(), stranger.email]) {
      const response = await invite(admin as Account, { email, role: 'admin' });
      expect(response.statusCode, email).toBe(403);
    }
  });

  it('still tells the inviter about their own members and open invitations, which the team page shows anyway', async () => {
    const owner = await organisation('Pro');
    const again = uniqueEmail('again');
    expect((await invite(owner, { email: again, role: 'member' })).statusCode).toBe(201);
    const twice = await invite(owner, { email: again, role: 'member' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.email).toBe('This address already has an open invitation.');
    const self = await invite(owner, { email: owner.email, role: 'member' });
    expect(self.statusCode).toBe(409);
    expect(self.json().errors.email).toBe('This address is already a member of your organisation.');
  });

  it('gives every row of a file the same answer, account or not, and mails each its own kind of mail', async () => {
    const owner = await organisation('Pro', 'Massenpost KG');
    const stranger = await organisation(null);
    const fresh = uniqueEmail('row');
    const response = await uploadCsv(owner, `email,role\n${fresh},member\n${stranger.email},member\n`);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ invited: 2, message: '2 invitations sent.' });
    expect(response.json().rows.map((row: { status: string; errors: object }) => [row.status, row.errors])).toEqual([
      ['ok', {}],
      ['ok', {}],
    ]);
    expect((await lastMailTo(ctx, stranger.email))?.subject).toBe('You were invited to Massenpost KG');
    expect((await lastMailTo(ctx, fresh))?.text).toMatch(/\/join\?token=/);

    const withMember = await uploadCsv(owner, `email,role\n${uniqueEmail()},member\n${owner.email},member\n`);
    expect(withMember.statusCode).toBe(400);
    expect(withMember.json().rows[1].errors).toEqual({
      email: 'This address is already a member of your organisation.',
    });
  });

  it('lets nobody learn about the platform admin’s address either', async () => {
    const owner = await organisation('Enterprise');
    const { signInAdmin } = await import('../../../test/helpers.ts');
    const admin = await signInAdmin(ctx);
    const response = await uploadCsv(owner, `email,role\n${admin.email},member\n${uniqueEmail()},member\n`);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().rows.every((row: { status: string }) => row.status === 'ok')).toBe(true);
  });

  it('keeps the link of an invitation to an existing account from taking that address', async () => {
    const owner = await organisation('Pro');
    const stranger = await organisation(null);
    const invitation = (await invite(owner, { email: stranger.email, role: 'member' })).json();
    const link = await ctx.app.inject({
      method: 'POST',
      url: `/api/team/invitations/${invitation.id}/link`,
      headers: auth(owner.token),
    });
    const token = new URL(link.json().url).searchParams.get('token')!;
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/team/invitations/${encodeURIComponent(token)}/accept`,
      payload: { password: 'Quiet-Harbour-2024', firstName: 'Nina', lastName: 'Neu' },
      remoteAddress: randomIp(),
    });
    expect(accepted.statusCode).toBe(409);
    const [account] = await ctx.database.db.select().from(users).where(eq(users.email, stranger.email));
    expect(account?.organisationId).toBe(stranger.user.organisationId);
  });
});
