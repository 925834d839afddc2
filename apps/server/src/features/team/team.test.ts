import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountByEmail,
  auth,
  createTestApp,
  givePlan,
  lastMailTo,
  mailedToken,
  multipartBody,
  randomIp,
  signUp,
  type TestContext,
  uniqueEmail,
} from '../../../test/helpers.ts';
import { hashPassword } from '../../accounts/password.ts';
import { teamInvitations, vcfConfigs } from '../../db/schema.ts';

type Account = { email: string; password: string; token: string; user: { id: string; organisationId: string } };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Plan = 'Core' | 'Pro' | 'Enterprise' | null;

const DAY_MS = 86_400_000;
const newcomer = { password: 'Quiet-Harbour-2024', firstName: 'Nina', lastName: 'Neu' };
const organisationFields = {
  organisationName: 'Renamed GmbH',
  organisationStreet: 'Nebenweg',
  organisationNumber: '1',
  organisationPlz: '20095',
  organisationCity: 'Hamburg',
  organisationCountry: 'Germany',
};

describe('teams', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (account: Account | null, method: Method, url: string, payload?: object, headers = {}) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...(account ? auth(account.token) : {}), ...headers },
      ...(payload && { payload }),
    });
  const profileOf = async (account: Account) => (await call(account, 'GET', '/api/users/profile')).json();
  const teamOf = async (account: Account) => (await call(account, 'GET', '/api/team')).json();
  const invite = (account: Account | null, payload: object) => call(account, 'POST', '/api/team/invitations', payload);
  const preview = (token: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/team/invitations/${encodeURIComponent(token)}`,
      remoteAddress: randomIp(),
    });
  const accept = (token: string, payload: object = newcomer, headers = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/team/invitations/${encodeURIComponent(token)}/accept`,
      payload,
      headers,
      remoteAddress: randomIp(),
    });
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: randomIp() });
  const updateMember = (account: Account, id: string, payload: object) =>
    call(account, 'PUT', `/api/team/members/${id}`, payload);
  const removeMember = (account: Account, id: string) => call(account, 'DELETE', `/api/team/members/${id}`);
  const transfer = (account: Account, memberId: string) => call(account, 'POST', '/api/team/transfer', { memberId });

  /** A new organisation: its owner signed up and verified, on `plan`. */
  const organisation = async (plan: Plan, organisationName = `Team ${randomUUID().slice(0, 6)} GmbH`) => {
    const owner = await signUp(ctx, { organisationName });
    if (plan) await givePlan(ctx, owner.user.id, plan);
    return owner as Account;
  };

  /** Invites a fresh address into the inviter's organisation and answers the invitation and its mailed token. */
  const inviteNew = async (inviter: Account, role: 'admin' | 'member' = 'member', name?: string) => {
    const email = uniqueEmail(role);
    const response = await invite(inviter, { email, role, ...(name && { name }) });
    expect(response.statusCode, response.body).toBe(201);
    return { email, invitation: response.json(), token: await mailedToken(ctx, email, 'join') };
  };

  /** Invites and accepts: a signed-in member of the inviter's organisation. */
  const join = async (inviter: Account, role: 'admin' | 'member' = 'member'): Promise<Account> => {
    const { email, token } = await inviteNew(inviter, role);
    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const account = {
      email,
      password: newcomer.password,
      token: accepted.json().token,
      user: { id: '', organisationId: '' },
    };
    account.user = await profileOf(account);
    return account;
  };

  /** The dev outbox's mails to any of `addresses`. */
  const mailsTo = async (addresses: string[]) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    return (response.json() as Array<{ to: string; text: string }>).filter((mail) => addresses.includes(mail.to));
  };

  const uploadCsv = (account: Account, csv: string | Buffer, headers: Record<string, string> = {}) => {
    const data = typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv;
    const body = multipartBody({}, { field: 'file', name: 'team.csv', type: 'text/csv', data });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/team/invitations/bulk',
      headers: { ...auth(account.token), ...body.headers, ...headers },
      payload: body.payload,
    });
  };

  const createCard = async (account: Account, configName: string) => {
    const response = await call(account, 'POST', '/api/vcf-configs', { configName, name: 'Erika' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; configName: string; downloadToken: string };
  };
  const cardIds = async (account: Account) =>
    ((await call(account, 'GET', '/api/vcf-configs')).json() as Array<{ id: string }>).map((card) => card.id);

  describe('organisations and seats', () => {
    it('makes every registering user the owner of an organisation of their own', async () => {
      const owner = await organisation(null, 'Solo Werkstatt');
      const profile = await profileOf(owner);
      expect(profile).toMatchObject({ teamRole: 'owner', organisationName: 'Solo Werkstatt' });
      expect(profile.organisationId).toEqual(expect.any(String));

      const response = await call(owner, 'GET', '/api/team');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        organisation: { id: profile.organisationId, name: 'Solo Werkstatt' },
        role: 'owner',
        members: [
          {
            id: owner.user.id,
            email: owner.email,
            role: 'owner',
            name: 'Erika Mustermann',
            isActive: true,
            cardCount: 0,
          },
        ],
        invitations: [],
        seats: { used: 1, limit: 1 },
      });
      const other = await organisation(null);
      expect((await profileOf(other)).organisationId).not.toBe(profile.organisationId);
      expect((await call(null, 'GET', '/api/team')).statusCode).toBe(401);
    });

    it('gives each plan its seats: Free 1, Core 3, Pro 25, Enterprise unlimited', async () => {
      const owner = await organisation(null);
      const cases: Array<[Plan, number | null]> = [
        [null, 1],
        ['Core', 3],
        ['Pro', 25],
        ['Enterprise', null],
      ];
      for (const [plan, limit] of cases) {
        await givePlan(ctx, owner.user.id, plan);
        expect((await teamOf(owner)).seats, String(plan)).toEqual({ used: 1, limit });
      }
    });

    it('counts members and open invitations as used seats', async () => {
      const owner = await organisation('Core');
      await inviteNew(owner);
      expect((await teamOf(owner)).seats).toEqual({ used: 2, limit: 3 });
      const member = await join(owner);
      const team = await teamOf(owner);
      expect(team.seats).toEqual({ used: 3, limit: 3 });
      expect(team.members.map((entry: { id: string }) => entry.id)).toEqual([owner.user.id, member.user.id]);
      expect(team.invitations).toHaveLength(1);
    });
  });

  describe('inviting one person', () => {
    it('stores an invitation for 7 days and mails a one-time join link, keeping only a hash of its token', async () => {
      const owner = await organisation('Pro', 'Einladende AG');
      const email = uniqueEmail('invitee');
      const response = await invite(owner, { email: ` ${email.toUpperCase()} `, role: 'member', name: 'Ina Vite' });
      expect(response.statusCode).toBe(201);
      const invitation = response.json();
      expect(invitation).toEqual({
        id: expect.any(String),
        email,
        role: 'member',
        name: 'Ina Vite',
        expiresAt: expect.any(String),
      });
      expect(Math.abs(Date.parse(invitation.expiresAt) - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);

      const mail = await lastMailTo(ctx, email);
      expect(mail?.subject).toBe('You are invited to join Einladende AG');
      expect(mail?.text).toMatch(/http:\/\/app\.test\/join\?token=[\w%-]+/);
      const token = await mailedToken(ctx, email, 'join');
      const [row] = await ctx.database.db.select().from(teamInvitations).where(eq(teamInvitations.id, invitation.id));
      expect(row).toBeDefined();
      expect(row!.tokenHash).not.toBe(token);
      expect(JSON.stringify(row)).not.toContain(token);

      const team = await teamOf(owner);
      expect(team.invitations).toEqual([invitation]);
      expect(team.seats).toEqual({ used: 2, limit: 25 });
    });

    it('refuses the invitation that would take more seats than the plan has, with a message about seats', async () => {
      const owner = await organisation('Core');
      await inviteNew(owner);
      await inviteNew(owner);
      const fourth = await invite(owner, { email: uniqueEmail(), role: 'member' });
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json().message).toMatch(/seats/);
      expect((await teamOf(owner)).seats).toEqual({ used: 3, limit: 3 });

      const free = await organisation(null);
      const refused = await invite(free, { email: uniqueEmail(), role: 'member' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/seats/);
      expect((await teamOf(free)).invitations).toEqual([]);
    });

    it('refuses a member of the organisation and a second open invitation (an account elsewhere: invitation-privacy.test.ts)', async () => {
      const owner = await organisation('Pro');
      const self = await invite(owner, { email: owner.email, role: 'member' });
      expect(self.statusCode).toBe(409);
      expect(self.json().errors.email).toBe('This address is already a member of your organisation.');
      const { email } = await inviteNew(owner);
      const again = await invite(owner, { email, role: 'admin' });
      expect(again.statusCode).toBe(409);
      expect(again.json().errors.email).toBe('This address already has an open invitation.');
      expect((await teamOf(owner)).invitations).toHaveLength(1);

      // Another organisation may invite the same address: the first to accept gets it.
      const elsewhere = await organisation('Pro');
      expect((await invite(elsewhere, { email, role: 'member' })).statusCode).toBe(201);
    });

    it('refuses a bad address and any role but admin or member, field by field', async () => {
      const owner = await organisation('Pro');
      const cases: Array<[object, string, string]> = [
        [{ email: 'not-an-address', role: 'member' }, 'email', 'Enter a valid e-mail address.'],
        [{ role: 'member' }, 'email', 'This field is required.'],
        [{ email: uniqueEmail(), role: 'owner' }, 'role', 'Choose admin or member.'],
        [{ email: uniqueEmail(), role: 'x' }, 'role', 'Choose admin or member.'],
        [{ email: uniqueEmail() }, 'role', 'Choose admin or member.'],
        [{ email: uniqueEmail(), role: 'member', name: 'n'.repeat(201) }, 'name', 'This value is too long.'],
      ];
      for (const [payload, field, message] of cases) {
        const response = await invite(owner, payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(response.json().errors[field], field).toBe(message);
      }
      expect((await teamOf(owner)).invitations).toEqual([]);
    });

    it('lets the owner and admins invite, only the owner invite admins, members nobody', async () => {
      const owner = await organisation('Pro');
      const admin = await join(owner, 'admin');
      const member = await join(owner, 'member');

      expect((await invite(admin, { email: uniqueEmail(), role: 'member' })).statusCode).toBe(201);
      const adminByAdmin = await invite(admin, { email: uniqueEmail(), role: 'admin' });
      expect(adminByAdmin.statusCode).toBe(403);
      expect(adminByAdmin.json().message).toBe('Only the owner can change or remove an admin.');
      const byMember = await invite(member, { email: uniqueEmail(), role: 'member' });
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json().message).toBe('Only the owner and the admins of your organisation can do this.');
      expect((await invite(null, { email: uniqueEmail(), role: 'member' })).statusCode).toBe(401);
      expect((await teamOf(owner)).invitations).toHaveLength(1);
    });
  });

  describe('joining through an invitation link', () => {
    it('shows the invitation to anyone with the link, and nothing for an unknown token', async () => {
      const owner = await organisation('Pro', 'Vorschau KG');
      const { email, invitation, token } = await inviteNew(owner, 'admin', 'Ada Admin');
      const response = await preview(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        organisationName: 'Vorschau KG',
        role: 'admin',
        email,
        name: 'Ada Admin',
        expiresAt: invitation.expiresAt,
      });
      for (const garbage of ['unknown-token', 'x'.repeat(100), `${token}x`, "'; drop table users; --"]) {
        const unknown = await preview(garbage);
        expect(unknown.statusCode, garbage).toBe(404);
        expect(unknown.json().message).toBe('This invitation is no longer valid. Ask for a new one.');
      }
    });

    it('checks the link before hashing a password: an unknown token answers 404 far faster than one hash', async () => {
      const fastest = async (run: () => Promise<unknown>) => {
        let best = Number.POSITIVE_INFINITY;
        for (let round = 0; round < 5; round++) {
          const started = performance.now();
          await run();
          best = Math.min(best, performance.now() - started);
        }
        return best;
      };
      const hashTime = await fastest(() => hashPassword(newcomer.password));
      const badTokenTime = await fastest(async () => {
        const response = await accept(`unknown-${randomUUID()}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('This invitation is no longer valid. Ask for a new one.');
      });
      expect(badTokenTime).toBeLessThan(hashTime / 2);
    });

    it('counts an IPv6 /64 as one address for invitation links: hopping inside it gains no calls, another /64 has its own', async () => {
      const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
      const look = (ip: string) =>
        ctx.app.inject({ method: 'GET', url: '/api/team/invitations/unknown-token', remoteAddress: ip });
      for (let call = 1; call <= 20; call++) {
        expect((await look(`${prefix}::${call.toString(16)}`)).statusCode).toBe(404);
      }
      const refused = await look(`${prefix}:ffff:1:2:3`);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await look(`${prefix.slice(0, -1)}8::1`)).statusCode).toBe(404);
    });

    it('creates a verified account in the inviter’s organisation and role, signed in at once and able to sign in again', async () => {
      const owner = await organisation('Pro', 'Beitritt GmbH');
      const { email, token } = await inviteNew(owner, 'admin');
      const response = await accept(token, { ...newcomer, firstName: ' Nina ' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ token: expect.any(String), message: expect.any(String) });

      const profile = await call(null, 'GET', '/api/users/profile', undefined, auth(response.json().token));
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({
        email,
        teamRole: 'admin',
        organisationId: owner.user.organisationId,
        organisationName: 'Beitritt GmbH',
        isEmailVerified: true,
        contactFirstName: 'Nina',
        contactLastName: 'Neu',
        plan: { name: 'Pro' },
      });
      const signedIn = await login(email, newcomer.password);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().token).toEqual(expect.any(String));

      const team = await teamOf(owner);
      expect(team.invitations).toEqual([]);
      expect(team.members).toContainEqual({
        id: profile.json().id,
        email,
        role: 'admin',
        name: 'Nina Neu',
        isActive: true,
        cardCount: 0,
      });
    });

    it('uses a link once', async () => {
      const owner = await organisation('Pro');
      const { token } = await inviteNew(owner);
      expect((await accept(token)).statusCode).toBe(201);
      const reused = await accept(token, { ...newcomer, password: 'Other-Harbour-2025' });
      expect(reused.statusCode).toBe(404);
      expect((await preview(token)).statusCode).toBe(404);
    });

    it('no longer accepts an expired invitation, and frees its seat', async () => {
      const owner = await organisation('Core');
      const { email, invitation, token } = await inviteNew(owner);
      await ctx.database.db
        .update(teamInvitations)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(teamInvitations.id, invitation.id));
      expect((await preview(token)).statusCode).toBe(404);
      expect((await accept(token)).statusCode).toBe(404);
      expect(await accountByEmail(ctx.database.db, email)).toBeUndefined();
      const team = await teamOf(owner);
      expect(team.invitations).toEqual([]);
      expect(team.seats).toEqual({ used: 1, limit: 3 });
      // The address may be invited again.
      expect((await invite(owner, { email, role: 'member' })).statusCode).toBe(201);
    });

    it('refuses a common or short password and missing names, creating nothing', async () => {
      const owner = await organisation('Pro');
      const { email, token } = await inviteNew(owner);
      const cases: Array<[object, string[]]> = [
        [{ ...newcomer, password: 'password' }, ['password']],
        [{ ...newcomer, password: 'abc' }, ['password']],
        [{ password: newcomer.password }, ['firstName', 'lastName']],
        [{ ...newcomer, firstName: ' ', lastName: '' }, ['firstName', 'lastName']],
      ];
      for (const [payload, fields] of cases) {
        const response = await accept(token, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(response.json().errors ?? {}).sort(), JSON.stringify(payload)).toEqual(fields);
      }
      const common = await accept(token, { ...newcomer, password: 'password' });
      expect(common.json().errors.password).toBe('This password is too common. Choose a less guessable one.');
      expect(await accountByEmail(ctx.database.db, email)).toBeUndefined();
      expect((await preview(token)).statusCode).toBe(200);
      expect((await teamOf(owner)).invitations).toHaveLength(1);
    });
  });

  describe('withdrawing an invitation', () => {
    it('kills its link and frees its seat', async () => {
      const owner = await organisation('Core');
      await inviteNew(owner);
      const { invitation, token } = await inviteNew(owner);
      expect((await invite(owner, { email: uniqueEmail(), role: 'member' })).statusCode).toBe(409);

      const response = await call(owner, 'DELETE', `/api/team/invitations/${invitation.id}`);
      expect(response.statusCode).toBe(204);
      expect((await preview(token)).statusCode).toBe(404);
      expect((await accept(token)).statusCode).toBe(404);
      expect((await teamOf(owner)).seats).toEqual({ used: 2, limit: 3 });
      expect((await invite(owner, { email: uniqueEmail(), role: 'member' })).statusCode).toBe(201);
      expect((await call(owner, 'DELETE', `/api/team/invitations/${invitation.id}`)).statusCode).toBe(404);
    });

    it('answers 404 to another organisation and for a bad id, and 403 to a member', async () => {
      const owner = await organisation('Pro');
      const member = await join(owner);
      const { invitation, token } = await inviteNew(owner);
      const stranger = await organisation('Pro');
      for (const id of [invitation.id, 'not-a-uuid', randomUUID()]) {
        expect((await call(stranger, 'DELETE', `/api/team/invitations/${id}`)).statusCode, id).toBe(404);
      }
      expect((await call(owner, 'DELETE', '/api/team/invitations/not-a-uuid')).statusCode).toBe(404);
      expect((await call(owner, 'DELETE', `/api/team/invitations/${randomUUID()}`)).statusCode).toBe(404);
      expect((await call(member, 'DELETE', `/api/team/invitations/${invitation.id}`)).statusCode).toBe(403);
      expect((await call(null, 'DELETE', `/api/team/invitations/${invitation.id}`)).statusCode).toBe(401);
      expect((await preview(token)).statusCode).toBe(200);
    });
  });

  describe('inviting from a CSV file', () => {
    it('invites every row of a good file and mails each one', async () => {
      const owner = await organisation('Pro');
      const [anna, bert] = [uniqueEmail('anna'), uniqueEmail('bert')];
      const response = await uploadCsv(owner, `email,role,name\n${anna},member,Anna Alpha\n${bert},admin,Bert Beta\n`);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({
        message: '2 invitations sent.',
        invited: 2,
        rows: [
          { line: 2, email: anna, role: 'member', name: 'Anna Alpha', status: 'ok', errors: {} },
          { line: 3, email: bert, role: 'admin', name: 'Bert Beta', status: 'ok', errors: {} },
        ],
      });
      const team = await teamOf(owner);
      expect(
        team.invitations.map(({ email, role, name }: { email: string; role: string; name: string }) => ({
          email,
          role,
          name,
        })),
      ).toEqual([
        { email: anna, role: 'member', name: 'Anna Alpha' },
        { email: bert, role: 'admin', name: 'Bert Beta' },
      ]);
      expect(await mailsTo([anna, bert])).toHaveLength(2);
      const token = await mailedToken(ctx, bert, 'join');
      expect((await preview(token)).json()).toMatchObject({ email: bert, role: 'admin', name: 'Bert Beta' });
    });

    it('reads semicolons, a byte order mark, CRLF, any header case and order, and no name column', async () => {
      const owner = await organisation('Pro');
      const [carla, dirk] = [uniqueEmail('carla'), uniqueEmail('dirk')];
      const semicolons = await uploadCsv(owner, `\uFEFFName;Email;Role\r\nCarla Gamma;${carla};Member\r\n`);
      expect(semicolons.statusCode, semicolons.body).toBe(201);
      expect(semicolons.json().rows).toEqual([
        { line: 2, email: carla, role: 'Member', name: 'Carla Gamma', status: 'ok', errors: {} },
      ]);
      const noNames = await uploadCsv(owner, `email,role\n${dirk},admin\n`);
      expect(noNames.statusCode, noNames.body).toBe(201);
      expect(noNames.json().rows[0]).toMatchObject({ email: dirk, name: '', status: 'ok' });
      expect((await teamOf(owner)).invitations).toHaveLength(2);
    });

    it('invites nobody when any row is bad, and says what is wrong with each row', async () => {
      const owner = await organisation('Pro');
      const [good, twice] = [uniqueEmail('good'), uniqueEmail('twice')];
      const csv = [
        'email,role,name',
        `${good},member,Good Row`,
        'not-an-address,member,Bad Address',
        `${uniqueEmail('boss')},owner,Would Be Owner`,
        `${twice},member,First`,
        `${twice},member,Second`,
        `${owner.email},member,Is Member`,
      ].join('\n');
      const response = await uploadCsv(owner, csv);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({
        message: 'Some rows have problems. Nobody was invited: fix the rows and upload the file again.',
        invited: 0,
      });
      expect(body.rows.map((row: { line: number; status: string }) => [row.line, row.status])).toEqual([
        [2, 'ok'],
        [3, 'invalid'],
        [4, 'invalid'],
        [5, 'ok'],
        [6, 'invalid'],
        [7, 'invalid'],
      ]);
      expect(body.rows[0]).toEqual({
        line: 2,
        email: good,
        role: 'member',
        name: 'Good Row',
        status: 'ok',
        errors: {},
      });
      expect(body.rows[1].errors).toEqual({ email: 'Enter a valid e-mail address.' });
      expect(body.rows[2].errors).toEqual({ role: 'Choose admin or member.' });
      expect(body.rows[4].errors).toEqual({ email: 'This address appears more than once in the file.' });
      expect(body.rows[5].errors).toEqual({ email: 'This address is already a member of your organisation.' });
      expect((await teamOf(owner)).invitations).toEqual([]);
      expect(await mailsTo([good, twice])).toEqual([]);
    });

    it('answers the row errors in German to a German client', async () => {
      const owner = await organisation('Pro');
      const response = await uploadCsv(owner, `email,role\nkeine-adresse,member\n${uniqueEmail()},chef\n`, {
        'accept-language': 'de',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Einige Zeilen enthalten Fehler. Niemand wurde eingeladen: Korrigieren Sie die Zeilen und laden Sie die Datei erneut hoch.',
      );
      expect(response.json().rows.map((row: { errors: object }) => row.errors)).toEqual([
        { email: 'Geben Sie eine gültige E-Mail-Adresse ein.' },
        { role: 'Wählen Sie Administrator oder Mitglied.' },
      ]);
    });

    it('lets an admin invite members but not admins, and a member not at all', async () => {
      const owner = await organisation('Pro');
      const admin = await join(owner, 'admin');
      const member = await join(owner, 'member');
      const adminRow = await uploadCsv(admin, `email,role\n${uniqueEmail()},member\n${uniqueEmail()},admin\n`);
      expect(adminRow.statusCode).toBe(400);
      expect(adminRow.json().rows[1].errors).toEqual({ role: 'Only the owner can change or remove an admin.' });
      expect((await uploadCsv(admin, `email,role\n${uniqueEmail()},member\n`)).statusCode).toBe(201);
      expect((await uploadCsv(member, `email,role\n${uniqueEmail()},member\n`)).statusCode).toBe(403);
      expect((await teamOf(owner)).invitations).toHaveLength(1);
    });

    it('invites nobody when the seats do not suffice for every row', async () => {
      const owner = await organisation('Core');
      const addresses = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
      const response = await uploadCsv(
        owner,
        ['email,role', ...addresses.map((email) => `${email},member`)].join('\n'),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: 'The file has 3 people but only 2 seats are free. Nobody was invited.',
        invited: 0,
      });
      expect(response.json().rows).toHaveLength(3);
      expect((await teamOf(owner)).seats).toEqual({ used: 1, limit: 3 });
      expect(await mailsTo(addresses)).toEqual([]);
    });

    it('refuses a missing file, a file without email and role columns, an empty one and one of more than 500 rows', async () => {
      const owner = await organisation('Enterprise');
      const noFile = multipartBody({ note: 'no file here' });
      const missing = await ctx.app.inject({
        method: 'POST',
        url: '/api/team/invitations/bulk',
        headers: { ...auth(owner.token), ...noFile.headers },
        payload: noFile.payload,
      });
      expect(missing.statusCode).toBe(400);
      expect((await call(owner, 'POST', '/api/team/invitations/bulk', { email: uniqueEmail() })).statusCode).toBe(400);

      const rows = (count: number) =>
        Array.from({ length: count }, (_, index) => `bulk-${index}-${randomUUID().slice(0, 6)}@example.com,member`);
      const cases: Array<[string, string, string]> = [
        [
          'wrong columns',
          `address,kind\n${uniqueEmail()},member\n`,
          'Upload a CSV file with the columns email, role and name.',
        ],
        [
          'no role column',
          `email,name\n${uniqueEmail()},Nobody\n`,
          'Upload a CSV file with the columns email, role and name.',
        ],
        ['empty', '', 'Upload a CSV file with the columns email, role and name.'],
        ['header only', 'email,role,name\n\n', 'The file has no rows below its header.'],
        ['501 rows', ['email,role', ...rows(501)].join('\n'), 'A file can hold at most 500 rows.'],
      ];
      for (const [label, csv, message] of cases) {
        const response = await uploadCsv(owner, csv);
        expect(response.statusCode, label).toBe(400);
        expect(response.json().message, label).toBe(message);
      }
      const oversized = await uploadCsv(
        owner,
        `email,role,name\n${`${uniqueEmail()},member,${'n'.repeat(2000)}\n`.repeat(140)}`,
      );
      expect(oversized.statusCode).toBe(413);
      expect((await teamOf(owner)).invitations).toEqual([]);
    });

    it('invites 500 rows at once', async () => {
      const owner = await organisation('Enterprise');
      const addresses = Array.from(
        { length: 500 },
        (_, index) => `many-${index}-${randomUUID().slice(0, 8)}@example.com`,
      );
      const response = await uploadCsv(
        owner,
        ['email,role', ...addresses.map((email) => `${email},member`)].join('\n'),
      );
      expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
      expect(response.json()).toMatchObject({ invited: 500, message: '500 invitations sent.' });
      expect((await teamOf(owner)).seats).toEqual({ used: 501, limit: null });
    });
  });

  describe('the member list', () => {
    it('shows the owner and admins everyone, owner first, with cards and status, and the open invitations', async () => {
      const owner = await organisation('Pro');
      const member = await join(owner, 'member');
      const admin = await join(owner, 'admin');
      await createCard(member, 'Member card');
      const { invitation } = await inviteNew(owner);

      for (const viewer of [owner, admin]) {
        const team = await teamOf(viewer);
        expect(
          team.members.map((entry: { id: string; role: string; cardCount: number; isActive: boolean }) => [
            entry.id,
            entry.role,
            entry.cardCount,
            entry.isActive,
          ]),
        ).toEqual([
          [owner.user.id, 'owner', 0, true],
          [admin.user.id, 'admin', 0, true],
          [member.user.id, 'member', 1, true],
        ]);
        expect(team.invitations).toEqual([invitation]);
        expect(team.seats).toEqual({ used: 4, limit: 25 });
      }
      expect((await teamOf(admin)).role).toBe('admin');
    });

    it('shows a member only themself and no invitations', async () => {
      const owner = await organisation('Pro');
      const member = await join(owner, 'member');
      await join(owner, 'admin');
      await inviteNew(owner);
      const team = await teamOf(member);
      expect(team.role).toBe('member');
      expect(team.organisation.id).toBe(owner.user.organisationId);
      expect(team.members).toEqual([
        { id: member.user.id, email: member.email, role: 'member', name: 'Nina Neu', isActive: true, cardCount: 0 },
      ]);
      expect(team.invitations).toEqual([]);
    });
  });

  describe('changing a member', () => {
    let owner: Account;
    let admin: Account;
    let otherAdmin: Account;
    let member: Account;

    beforeAll(async () => {
      owner = await organisation('Pro');
      admin = await join(owner, 'admin');
      otherAdmin = await join(owner, 'admin');
      member = await join(owner, 'member');
    });

    it('lets the owner make a member an admin and a member again', async () => {
      const promoted = await updateMember(owner, member.user.id, { role: 'admin' });
      expect(promoted.statusCode).toBe(200);
      expect(promoted.json()).toMatchObject({ id: member.user.id, role: 'admin', isActive: true });
      expect((await profileOf(member)).teamRole).toBe('admin');
      expect((await call(member, 'GET', '/api/webhooks')).statusCode).toBe(200);

      const demoted = await updateMember(owner, member.user.id, { role: 'member' });
      expect(demoted.statusCode).toBe(200);
      expect(demoted.json().role).toBe('member');
      expect((await profileOf(member)).teamRole).toBe('member');
      expect((await call(member, 'GET', '/api/webhooks')).statusCode).toBe(403);
    });

    it('keeps admins from changing an admin or making anyone an admin', async () => {
      const cases: Array<[string, object]> = [
        [otherAdmin.user.id, { isActive: false }],
        [otherAdmin.user.id, { role: 'member' }],
        [member.user.id, { role: 'admin' }],
      ];
      for (const [id, payload] of cases) {
        const response = await updateMember(admin, id, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(403);
        expect(response.json().message).toBe('Only the owner can change or remove an admin.');
      }
      expect((await profileOf(otherAdmin)).teamRole).toBe('admin');
      expect((await profileOf(member)).teamRole).toBe('member');
      expect((await updateMember(member, member.user.id, { role: 'admin' })).statusCode).toBe(403);
    });

    it('keeps everyone from changing the owner or themself', async () => {
      const cases: Array<[Account, string, object]> = [
        [admin, owner.user.id, { role: 'member' }],
        [admin, owner.user.id, { isActive: false }],
        [owner, owner.user.id, { isActive: false }],
        [admin, admin.user.id, { role: 'member' }],
        [admin, admin.user.id, { isActive: false }],
      ];
      for (const [actor, id, payload] of cases) {
        expect((await updateMember(actor, id, payload)).statusCode, `${actor.email} ${JSON.stringify(payload)}`).toBe(
          403,
        );
      }
      expect((await profileOf(owner)).teamRole).toBe('owner');
      expect((await call(admin, 'GET', '/api/team')).statusCode).toBe(200);
    });

    it('refuses a change of nothing or to an unknown role', async () => {
      for (const payload of [{}, { role: 'owner' }, { role: 'x' }, { isActive: 'no' }]) {
        expect((await updateMember(owner, member.user.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect((await profileOf(member)).teamRole).toBe('member');
    });

    it('deactivating ends the member’s session at once and refuses their sign-in; reactivating lets them in again', async () => {
      const person = await join(owner, 'member');
      expect((await call(person, 'GET', '/api/users/profile')).statusCode).toBe(200);
      const deactivated = await updateMember(admin, person.user.id, { isActive: false });
      expect(deactivated.statusCode).toBe(200);
      expect(deactivated.json()).toMatchObject({ id: person.user.id, isActive: false });
      expect((await call(person, 'GET', '/api/users/profile')).statusCode).toBe(401);
      expect((await call(person, 'GET', '/api/team')).statusCode).toBe(401);
      const refused = await login(person.email, person.password);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Your access to this organisation has been deactivated. Ask its owner or an admin.',
      );
      const listed = (await teamOf(owner)).members.find((entry: { id: string }) => entry.id === person.user.id);
      expect(listed).toMatchObject({ isActive: false });

      expect((await updateMember(owner, person.user.id, { isActive: true })).json().isActive).toBe(true);
      const signedIn = await login(person.email, person.password);
      expect(signedIn.statusCode).toBe(200);
      expect((await call(null, 'GET', '/api/users/profile', undefined, auth(signedIn.json().token))).statusCode).toBe(
        200,
      );
    });

    it('answers 404 for another organisation’s member and a bad id, 403 to a member, 401 without a token', async () => {
      const stranger = await organisation('Pro');
      const theirs = await join(stranger, 'member');
      expect((await updateMember(owner, theirs.user.id, { role: 'admin' })).statusCode).toBe(404);
      expect((await updateMember(stranger, member.user.id, { isActive: false })).statusCode).toBe(404);
      expect((await updateMember(owner, 'not-a-uuid', { role: 'admin' })).statusCode).toBe(404);
      expect((await updateMember(owner, randomUUID(), { role: 'admin' })).statusCode).toBe(404);
      expect((await updateMember(member, otherAdmin.user.id, { isActive: false })).statusCode).toBe(403);
      expect((await call(null, 'PUT', `/api/team/members/${member.user.id}`, { role: 'admin' })).statusCode).toBe(401);
      expect((await profileOf(theirs)).teamRole).toBe('member');
      expect((await call(member, 'GET', '/api/users/profile')).statusCode).toBe(200);
    });
  });

  describe('removing a member', () => {
    it('ends their session at once and passes their cards to the remover, still public', async () => {
      const owner = await organisation('Pro');
      const member = await join(owner, 'member');
      const card = await createCard(member, 'Leaving card');

      const response = await removeMember(owner, member.user.id);
      expect(response.statusCode).toBe(204);
      expect((await call(member, 'GET', '/api/users/profile')).statusCode).toBe(401);
      expect((await login(member.email, member.password)).statusCode).toBe(400);

      expect(await cardIds(owner)).toContain(card.id);
      const [row] = await ctx.database.db.select().from(vcfConfigs).where(eq(vcfConfigs.id, card.id));
      expect(row).toMatchObject({ userId: owner.user.id, organisationId: owner.user.organisationId });
      const shared = await ctx.app.inject({
        method: 'GET',
        url: `/api/vcf/share/${card.downloadToken}`,
        remoteAddress: randomIp(),
      });
      expect(shared.statusCode).toBe(200);
      expect(shared.json()).toMatchObject({ status: 'active', name: 'Erika' });

      const again = await invite(owner, { email: member.email, role: 'member' });
      expect(again.statusCode).toBe(201);

      const team = await teamOf(owner);
      expect(team.seats.used).toBe(2);
      expect(team.members).toEqual([expect.objectContaining({ id: owner.user.id, cardCount: 1 })]);
    });

    it('lets an admin remove a member, taking their cards', async () => {
      const owner = await organisation('Pro');
      const admin = await join(owner, 'admin');
      const member = await join(owner, 'member');
      const card = await createCard(member, 'Handed over');
      expect((await removeMember(admin, member.user.id)).statusCode).toBe(204);
      expect(await cardIds(admin)).toContain(card.id);
      const [row] = await ctx.database.db.select().from(vcfConfigs).where(eq(vcfConfigs.id, card.id));
      expect(row?.userId).toBe(admin.user.id);
      const adminEntry = (await teamOf(owner)).members.find((entry: { id: string }) => entry.id === admin.user.id);
      expect(adminEntry).toMatchObject({ cardCount: 1 });
    });

    it('revokes the open invitations a removed or deactivated admin sent: their links answer 404 and leave the list', async () => {
      const owner = await organisation('Pro');
      for (const leave of ['remove', 'deactivate'] as const) {
        const admin = await join(owner, 'admin');
        const sent = await inviteNew(admin, 'member');
        const kept = await inviteNew(owner, 'member');
        expect((await preview(sent.token)).statusCode).toBe(200);

        const left =
          leave === 'remove'
            ? await removeMember(owner, admin.user.id)
            : await updateMember(owner, admin.user.id, { isActive: false });
        expect(left.statusCode, left.body).toBe(leave === 'remove' ? 204 : 200);

        expect((await preview(sent.token)).statusCode).toBe(404);
        expect((await accept(sent.token)).statusCode).toBe(404);
        const invitationIds = (await teamOf(owner)).invitations.map((entry: { id: string }) => entry.id);
        expect(invitationIds).not.toContain(sent.invitation.id);
        expect(invitationIds).toContain(kept.invitation.id);
        expect((await preview(kept.token)).statusCode).toBe(200);
      }
    });

    it('never removes the owner, an admin by an admin, or anyone by a member or a stranger', async () => {
      const owner = await organisation('Pro');
      const admin = await join(owner, 'admin');
      const otherAdmin = await join(owner, 'admin');
      const member = await join(owner, 'member');
      const stranger = await organisation('Pro');
      expect((await removeMember(admin, owner.user.id)).statusCode).toBe(403);
      expect((await removeMember(owner, owner.user.id)).statusCode).toBe(403);
      expect((await removeMember(admin, otherAdmin.user.id)).statusCode).toBe(403);
      expect((await removeMember(member, admin.user.id)).statusCode).toBe(403);
      expect((await removeMember(stranger, member.user.id)).statusCode).toBe(404);
      expect((await removeMember(owner, 'not-a-uuid')).statusCode).toBe(404);
      expect((await call(null, 'DELETE', `/api/team/members/${member.user.id}`)).statusCode).toBe(401);
      expect((await teamOf(owner)).members).toHaveLength(4);
      for (const account of [owner, admin, otherAdmin, member]) {
        expect((await call(account, 'GET', '/api/users/profile')).statusCode).toBe(200);
      }
    });
  });

  describe('transferring ownership', () => {
    it('makes the member the owner and the old owner an admin', async () => {
      const owner = await organisation('Pro');
      const member = await join(owner, 'member');
      const response = await transfer(owner, member.user.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Ownership transferred. You are now an admin.' });
      expect((await profileOf(owner)).teamRole).toBe('admin');
      expect((await profileOf(member)).teamRole).toBe('owner');
      expect((await teamOf(member)).members[0]).toMatchObject({ id: member.user.id, role: 'owner' });
      // The new owner has the billing; the old one no longer.
      expect((await call(owner, 'POST', '/api/subscriptions/manage-subscription')).statusCode).toBe(403);
      expect((await transfer(owner, member.user.id)).statusCode).toBe(403);
    });

    it('is the owner’s alone, goes only to an active member, and not to an unknown one', async () => {
      const owner = await organisation('Pro');
      const admin = await join(owner, 'admin');
      const member = await join(owner, 'member');
      const stranger = await organisation('Pro');

      const byAdmin = await transfer(admin, member.user.id);
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json().message).toBe('Only the owner of your organisation can do this.');
      expect((await transfer(member, member.user.id)).statusCode).toBe(403);

      await updateMember(owner, member.user.id, { isActive: false });
      const toInactive = await transfer(owner, member.user.id);
      expect(toInactive.statusCode).toBe(409);
      expect(toInactive.json().message).toBe('Ownership can only pass to an active member of your organisation.');

      for (const id of [randomUUID(), 'nope', stranger.user.id]) {
        expect((await transfer(owner, id)).statusCode, id).toBe(404);
      }
      expect((await transfer(owner, owner.user.id)).statusCode).toBe(403);
      expect((await call(owner, 'POST', '/api/team/transfer', {})).statusCode).toBe(400);
      expect((await call(null, 'POST', '/api/team/transfer', { memberId: admin.user.id })).statusCode).toBe(401);
      expect((await profileOf(owner)).teamRole).toBe('owner');
      expect((await profileOf(admin)).teamRole).toBe('admin');
      expect((await profileOf(stranger)).teamRole).toBe('owner');
    });
  });

  describe('who sees what in an organisation', () => {
    let owner: Account;
    let admin: Account;
    let member: Account;
    let stranger: Account;
    let ownerCard: { id: string; downloadToken: string };
    let memberCard: { id: string; downloadToken: string };

    const leaveLead = async (card: { downloadToken: string }, name: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/vcf/share/${card.downloadToken}/leads`,
        remoteAddress: randomIp(),
        payload: {
          name,
          email: `${name.toLowerCase().replace(/\W/g, '')}@visitor.example`,
          consent: true,
          consentVersion: '2026-11',
          consentLanguage: 'en',
        },
      });
      expect(response.statusCode, response.body).toBe(202);
    };
    const leadNames = async (account: Account) => {
      const response = await call(account, 'GET', '/api/leads');
      expect(response.statusCode).toBe(200);
      return (response.json().leads as Array<{ name: string }>).map((lead) => lead.name);
    };

    beforeAll(async () => {
      owner = await organisation('Pro', 'Sichtbar GmbH');
      admin = await join(owner, 'admin');
      member = await join(owner, 'member');
      stranger = await organisation('Pro');
      ownerCard = await createCard(owner, 'Owner card');
      memberCard = await createCard(member, 'Member card');
    });

    it('shows a member’s card to the owner and admins, and a member only their own', async () => {
      expect(await cardIds(owner)).toEqual(expect.arrayContaining([ownerCard.id, memberCard.id]));
      expect(await cardIds(admin)).toEqual(expect.arrayContaining([ownerCard.id, memberCard.id]));
      expect(await cardIds(member)).toEqual([memberCard.id]);
      expect((await call(member, 'GET', `/api/vcf-configs/${memberCard.id}`)).statusCode).toBe(200);
    });

    it('hides the owner’s card from the member (404) and changes nothing', async () => {
      for (const [method, url, payload] of [
        ['GET', `/api/vcf-configs/${ownerCard.id}`, undefined],
        ['PUT', `/api/vcf-configs/${ownerCard.id}`, { configName: 'Taken over' }],
        ['DELETE', `/api/vcf-configs/${ownerCard.id}`, undefined],
      ] as const) {
        expect((await call(member, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
      }
      const card = await call(owner, 'GET', `/api/vcf-configs/${ownerCard.id}`);
      expect(card.json().configName).toBe('Owner card');
    });

    it('lets the owner and an admin edit a member’s card', async () => {
      const edited = await call(owner, 'PUT', `/api/vcf-configs/${memberCard.id}`, { configName: 'Edited by owner' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().configName).toBe('Edited by owner');
      const byAdmin = await call(admin, 'PUT', `/api/vcf-configs/${memberCard.id}`, { configName: 'Member card' });
      expect(byAdmin.statusCode).toBe(200);
      expect((await call(member, 'GET', `/api/vcf-configs/${memberCard.id}`)).json().configName).toBe('Member card');
    });

    it('keeps a member out of tags, orders, webhooks, QR style, billing and the organisation’s details', async () => {
      const cases: Array<[Method, string, object?]> = [
        ['GET', '/api/tags'],
        [
          'POST',
          '/api/orders/calculate-price',
          { productType: 'nfc_card_core', quantity: 10, customizations: [], shippingCountry: 'DE' },
        ],
        ['GET', '/api/webhooks'],
        ['GET', '/api/qr-style'],
        ['POST', '/api/subscriptions/manage-subscription'],
      ];
      for (const [method, url, payload] of cases) {
        expect((await call(member, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
      const profile = await call(member, 'PUT', '/api/users/profile', organisationFields);
      expect(profile.statusCode).toBe(403);
      expect(profile.json().message).toBe('Only the owner and the admins can change the organisation’s details.');
      expect((await profileOf(owner)).organisationName).toBe('Sichtbar GmbH');
    });

    it('shows a member the organisation’s details and plan in their profile', async () => {
      const response = await call(member, 'GET', '/api/users/profile');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        email: member.email,
        teamRole: 'member',
        organisationId: owner.user.organisationId,
        organisationName: 'Sichtbar GmbH',
        organisationCity: 'Berlin',
        organisationPlz: '10115',
        plan: { name: 'Pro' },
        isAccountActive: true,
      });
    });

    it('lets an admin use tags, webhooks and QR style, but not billing', async () => {
      for (const url of ['/api/tags', '/api/webhooks', '/api/qr-style']) {
        expect((await call(admin, 'GET', url)).statusCode, url).toBe(200);
      }
      for (const url of [
        '/api/subscriptions/manage-subscription',
        '/api/subscriptions/create-checkout-session',
        '/api/subscriptions/create-portal-session-for-update',
        '/api/subscriptions/verify-session',
      ]) {
        const response = await call(admin, 'POST', url, {});
        expect(response.statusCode, url).toBe(403);
        expect(response.json().message, url).toBe('Only the owner of your organisation can do this.');
      }
    });

    it('counts an admin’s tag for the whole organisation, out of reach of another one', async () => {
      const created = await call(admin, 'POST', '/api/tags', {
        name: 'Admin door',
        actionType: 'WEBSITE_LINK',
        actionData: { url: 'https://example.com/admin' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const tag = created.json();
      const ownerTags = (await call(owner, 'GET', '/api/tags')).json() as Array<{ id: string }>;
      expect(ownerTags.map((item) => item.id)).toContain(tag.id);
      expect((await call(owner, 'GET', `/api/tags/${tag.id}`)).statusCode).toBe(200);
      const strangerTags = (await call(stranger, 'GET', '/api/tags')).json() as Array<{ id: string }>;
      expect(strangerTags.map((item) => item.id)).not.toContain(tag.id);
      expect((await call(stranger, 'GET', `/api/tags/${tag.id}`)).statusCode).toBe(404);
    });

    it('shows a lead on a member’s card to the member, the owner and admins, and one on the owner’s card not to the member', async () => {
      await leaveLead(memberCard, 'Mia Membervisitor');
      await leaveLead(ownerCard, 'Otto Ownervisitor');
      expect(await leadNames(member)).toEqual(['Mia Membervisitor']);
      for (const manager of [owner, admin]) {
        expect((await leadNames(manager)).sort()).toEqual(['Mia Membervisitor', 'Otto Ownervisitor']);
      }
      expect(await leadNames(stranger)).toEqual([]);
    });

    it('shows another organisation none of it', async () => {
      expect(await cardIds(stranger)).toEqual([]);
      for (const card of [ownerCard, memberCard]) {
        for (const [method, url, payload] of [
          ['GET', `/api/vcf-configs/${card.id}`, undefined],
          ['PUT', `/api/vcf-configs/${card.id}`, { configName: 'Stolen' }],
          ['DELETE', `/api/vcf-configs/${card.id}`, undefined],
        ] as const) {
          expect((await call(stranger, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
        }
      }
      const team = await teamOf(stranger);
      expect(team.members.map((entry: { id: string }) => entry.id)).toEqual([stranger.user.id]);
      expect(await cardIds(owner)).toEqual(expect.arrayContaining([ownerCard.id, memberCard.id]));
    });
  });

  describe('resending an invitation and copying its link', () => {
    const resend = (account: Account, id: string) => call(account, 'POST', `/api/team/invitations/${id}/resend`);
    const renewLink = (account: Account, id: string) => call(account, 'POST', `/api/team/invitations/${id}/link`);
    const expiryOf = async (id: string) => {
      const [row] = await ctx.database.db.select().from(teamInvitations).where(eq(teamInvitations.id, id));
      return row!.expiresAt;
    };

    it('mails a new link valid for 7 more days; the old link stops working', async () => {
      const owner = await organisation('Pro');
      const { email, invitation, token: oldToken } = await inviteNew(owner, 'member', 'Rita Resend');
      // An invitation sent 3 days ago: a resend gives it 7 days from now again.
      await ctx.database.db
        .update(teamInvitations)
        .set({ expiresAt: new Date(Date.now() + 4 * DAY_MS) })
        .where(eq(teamInvitations.id, invitation.id));
      const mailsBefore = (await mailsTo([email])).length;

      const response = await resend(owner, invitation.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id: invitation.id, email, role: 'member', name: 'Rita Resend' });
      expect((await mailsTo([email])).length).toBe(mailsBefore + 1);
      const newToken = await mailedToken(ctx, email, 'join');
      expect(newToken).not.toBe(oldToken);
      const expiry = (await expiryOf(invitation.id)).getTime();
      expect(expiry).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000);
      expect(expiry).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);

      expect((await preview(oldToken)).statusCode).toBe(404);
      expect((await accept(oldToken)).statusCode).toBe(404);
      expect((await preview(newToken)).json()).toMatchObject({ email, name: 'Rita Resend' });
      // Still one invitation, so still one seat.
      expect((await teamOf(owner)).invitations).toHaveLength(1);
      expect((await accept(newToken)).statusCode).toBe(201);
    });

    it('answers a fresh link to copy without mailing, and the previous link stops working', async () => {
      const owner = await organisation('Pro');
      const { email, invitation, token: mailedLink } = await inviteNew(owner);
      const mailsBefore = (await mailsTo([email])).length;

      const first = await renewLink(owner, invitation.id);
      expect(first.statusCode, first.body).toBe(200);
      const { url, invitation: renewed } = first.json();
      expect(renewed).toMatchObject({ id: invitation.id, email });
      expect(url).toMatch(/^http:\/\/app\.test\/join\?token=[\w%-]+$/);
      expect((await mailsTo([email])).length).toBe(mailsBefore);
      const copied = decodeURIComponent(new URL(url).searchParams.get('token') ?? '');
      expect((await preview(mailedLink)).statusCode).toBe(404);
      expect((await preview(copied)).statusCode).toBe(200);

      const second = (await renewLink(owner, invitation.id)).json();
      expect(second.url).not.toBe(url);
      expect((await preview(copied)).statusCode).toBe(404);
    });

    it('is for the owner and admins of the organisation only; others get 403 or 404', async () => {
      const owner = await organisation('Pro');
      const stranger = await organisation('Pro');
      const admin = await join(owner, 'admin');
      const member = await join(owner, 'member');
      const { invitation: forMember } = await inviteNew(owner, 'member');
      const { invitation: forAdmin } = await inviteNew(owner, 'admin');

      expect((await resend(member, forMember.id)).statusCode).toBe(403);
      expect((await renewLink(member, forMember.id)).statusCode).toBe(403);
      expect((await resend(stranger, forMember.id)).statusCode).toBe(404);
      expect((await renewLink(stranger, forMember.id)).statusCode).toBe(404);
      expect((await resend(owner, randomUUID())).statusCode).toBe(404);
      expect((await renewLink(owner, 'not-a-uuid')).statusCode).toBe(404);
      const visitor = await ctx.app.inject({ method: 'POST', url: `/api/team/invitations/${forMember.id}/resend` });
      expect(visitor.statusCode).toBe(401);
      // Only the owner makes admins, so only the owner renews an admin's invitation.
      expect((await resend(admin, forMember.id)).statusCode).toBe(200);
      expect((await renewLink(admin, forAdmin.id)).statusCode).toBe(403);
      expect((await renewLink(owner, forAdmin.id)).statusCode).toBe(200);
    });

    it('refuses a used or expired invitation', async () => {
      const owner = await organisation('Pro');
      const { invitation, token } = await inviteNew(owner);
      expect((await accept(token)).statusCode).toBe(201);
      expect((await resend(owner, invitation.id)).statusCode).toBe(404);

      const { invitation: old } = await inviteNew(owner);
      await ctx.database.db
        .update(teamInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(teamInvitations.id, old.id));
      expect((await renewLink(owner, old.id)).statusCode).toBe(404);
    });
  });
});
