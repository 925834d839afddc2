import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountByEmail,
  auth,
  createTestApp,
  givePlan,
  giveVerifiedDomain,
  joinTeam,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import { identitySettings, teamInvitations, vcfConfigs } from '../../db/schema.ts';

const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
const ENTERPRISE_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Session = { token: string; email: string; user: { id: string; organisationId: string } };
type Tenant = { owner: Session; scimToken: string; domain: string };

describe('SCIM 2.0', () => {
  let ctx: TestContext;
  let a: Tenant;
  let b: Tenant;

  const api = (session: Session | null, method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: session ? auth(session.token) : {}, ...(payload && { payload }) });
  /** A SCIM call as identity providers make it: bearer token, scim+json body. */
  const scim = (
    token: string | null,
    method: Method,
    path: string,
    body?: unknown,
    contentType = 'application/scim+json',
  ) =>
    ctx.app.inject({
      method,
      url: `/scim/v2${path}`,
      headers: {
        ...(token !== null && { authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'content-type': contentType }),
      },
      ...(body !== undefined && { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const patchOp = (...Operations: object[]) => ({ schemas: [PATCH_SCHEMA], Operations });
  const filter = (expression: string) => encodeURIComponent(expression);
  const createToken = async (session: Session) => {
    const response = await api(session, 'POST', '/api/team/scim-token');
    expect(response.statusCode, response.body).toBe(201);
    return response.json().token as string;
  };
  async function tenant(plan: 'Pro' | 'Enterprise' = 'Enterprise'): Promise<Tenant> {
    const owner = await signUp(ctx);
    await givePlan(ctx, owner.user.id, plan);
    const domain = `corp-${randomUUID().slice(0, 8)}.example`;
    await giveVerifiedDomain(ctx, owner.user.organisationId, domain);
    return { owner, scimToken: await createToken(owner), domain };
  }
  const oktaUser = (email: string, given = 'Ada', family = 'Lovelace') => ({
    schemas: [USER_SCHEMA],
    userName: email,
    name: { givenName: given, familyName: family },
    emails: [{ primary: true, value: email, type: 'work' }],
    displayName: `${given} ${family}`,
    locale: 'en-US',
    externalId: `00u${randomBytes(6).toString('hex')}`,
    groups: [],
    password: 'Okta-Sends-1-Sometimes',
    active: true,
  });
  const createUser = async (t: Tenant, email = `${randomUUID().slice(0, 8)}@${t.domain}`) => {
    const response = await scim(t.scimToken, 'POST', '/Users', oktaUser(email));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; userName: string };
  };
  const seatsOf = async (session: Session) =>
    (await api(session, 'GET', '/api/team')).json().seats as { used: number; limit: number | null };
  /** Fills the organisation's free seats with open invitations, as colleagues invited by hand would. */
  const fillSeats = async (session: Session) => {
    const { used, limit } = await seatsOf(session);
    const rows = Array.from({ length: (limit ?? 0) - used }, () => ({
      organisationId: session.user.organisationId,
      email: `filler-${randomUUID().slice(0, 8)}@example.com`,
      role: 'member' as const,
      tokenHash: randomBytes(32).toString('hex'),
      expiresAt: new Date(Date.now() + 86_400_000),
    }));
    if (rows.length) await ctx.database.db.insert(teamInvitations).values(rows);
    return rows.map((row) => row.email);
  };
  const expectScimError = (
    response: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
    status: number,
    scimType?: string,
  ) => {
    expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
    expect(String(response.headers['content-type'])).toContain('application/scim+json');
    const body = response.json() as Record<string, unknown>;
    expect(body).toMatchObject({ schemas: [ERROR_SCHEMA], status: String(status), detail: expect.any(String) });
    if (scimType) expect(body.scimType).toBe(scimType);
    return body as { detail: string; scimType?: string };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    [a, b] = [await tenant('Enterprise'), await tenant('Pro')];
  });
  afterAll(() => ctx.close());

  describe('the token', () => {
    it('is shown once, stored as its hash, and replaced at once by a new one', async () => {
      const t = await tenant();
      expect(t.scimToken).toMatch(/^scim_[A-Za-z0-9_-]{43}$/);
      const [stored] = await ctx.database.db
        .select()
        .from(identitySettings)
        .where(eq(identitySettings.organisationId, t.owner.user.organisationId));
      expect(stored?.scimTokenHash).toBe(createHash('sha256').update(t.scimToken).digest('hex'));
      expect(stored?.scimTokenCreatedAt).toBeInstanceOf(Date);
      expect((await scim(t.scimToken, 'GET', '/Users')).statusCode).toBe(200);

      const admin = await joinTeam(ctx, t.owner, 'admin');
      const renewed = await createToken(admin);
      expectScimError(await scim(t.scimToken, 'GET', '/Users'), 401);
      expect((await scim(renewed, 'GET', '/Users')).statusCode).toBe(200);

      expect((await api(admin, 'DELETE', '/api/team/scim-token')).statusCode).toBe(204);
      expectScimError(await scim(renewed, 'GET', '/Users'), 401);
    });

    it('is for owners and admins on Pro or Enterprise only', async () => {
      const t = await tenant();
      const member = await joinTeam(ctx, t.owner, 'member');
      expect((await api(member, 'POST', '/api/team/scim-token')).statusCode).toBe(403);
      expect((await api(member, 'DELETE', '/api/team/scim-token')).statusCode).toBe(403);
      expect((await api(null, 'POST', '/api/team/scim-token')).statusCode).toBe(401);
      expect((await api(null, 'DELETE', '/api/team/scim-token')).statusCode).toBe(401);
      expect((await scim(t.scimToken, 'GET', '/Users')).statusCode).toBe(200);

      const core = await signUp(ctx);
      await givePlan(ctx, core.user.id, 'Core');
      const refused = await api(core, 'POST', '/api/team/scim-token');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Verified domains, single sign-on and SCIM come with the Pro and Enterprise plans.',
      );
      const german = await ctx.app.inject({
        method: 'POST',
        url: '/api/team/scim-token',
        headers: { ...auth(core.token), 'accept-language': 'de' },
      });
      expect(german.json().message).toBe(
        'Verifizierte Domains, Single Sign-on und SCIM gibt es mit den Tarifen Pro und Enterprise.',
      );
      // A plan without SCIM closes the service to a token made before.
      await givePlan(ctx, t.owner.user.id, 'Core');
      expect(expectScimError(await scim(t.scimToken, 'GET', '/Users'), 403).detail).toContain('Pro and Enterprise');
    });

    it('answers a missing, malformed or unknown token with 401 in SCIM format', async () => {
      expectScimError(await scim(null, 'GET', '/Users'), 401);
      expectScimError(await scim('not-a-token', 'GET', '/ServiceProviderConfig'), 401);
      expectScimError(await scim(`scim_${randomBytes(32).toString('base64url')}`, 'GET', '/Groups'), 401);
      const basic = await ctx.app.inject({
        method: 'GET',
        url: '/scim/v2/Users',
        headers: { authorization: `Basic ${Buffer.from(`x:${a.scimToken}`).toString('base64')}` },
      });
      expectScimError(basic, 401);
      // A session token is not a SCIM token.
      expectScimError(
        await ctx.app.inject({ method: 'GET', url: '/scim/v2/Users', headers: auth(a.owner.token) }),
        401,
      );
    });
  });

  describe('discovery', () => {
    it('describes the service, its resource types and schemas (RFC 7643 §5–7)', async () => {
      const config = await scim(a.scimToken, 'GET', '/ServiceProviderConfig');
      expect(config.statusCode).toBe(200);
      expect(config.headers['content-type']).toContain('application/scim+json');
      expect(config.json()).toMatchObject({
        patch: { supported: true },
        filter: { supported: true, maxResults: 200 },
        bulk: { supported: false },
        changePassword: { supported: false },
        sort: { supported: false },
        etag: { supported: false },
        authenticationSchemes: [{ type: 'oauthbearertoken' }],
      });
      const types = (await scim(a.scimToken, 'GET', '/ResourceTypes')).json();
      expect(types.totalResults).toBe(2);
      expect(types.Resources.map((type: { endpoint: string }) => type.endpoint)).toEqual(['/Users', '/Groups']);
      expect((await scim(a.scimToken, 'GET', '/ResourceTypes/Group')).json().schema).toBe(GROUP_SCHEMA);
      const schemas = (await scim(a.scimToken, 'GET', '/Schemas')).json();
      expect(schemas.Resources.map((schema: { id: string }) => schema.id)).toEqual([USER_SCHEMA, GROUP_SCHEMA]);
      const user = (await scim(a.scimToken, 'GET', `/Schemas/${USER_SCHEMA}`)).json();
      expect(user.attributes.find((attribute: { name: string }) => attribute.name === 'userName')).toMatchObject({
        required: true,
        uniqueness: 'server',
      });
      expectScimError(await scim(a.scimToken, 'GET', '/Schemas/urn:nothing'), 404);
      expectScimError(await scim(a.scimToken, 'GET', '/ResourceTypes/Device'), 404);
      expectScimError(await scim(a.scimToken, 'GET', '/Bulk'), 404);
    });
  });

  describe('an Okta-style sequence', () => {
    it('finds nobody, creates, reads, finds, replaces, deactivates, reactivates and deletes a user', async () => {
      const email = `Okta.User-${randomUUID().slice(0, 6)}@${a.domain}`;
      const lookup = `/Users?filter=${filter(`userName eq "${email}"`)}&startIndex=1&count=100`;
      const none = await scim(a.scimToken, 'GET', lookup);
      expect(none.statusCode).toBe(200);
      expect(none.json()).toMatchObject({ totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [] });

      const created = await scim(a.scimToken, 'POST', '/Users', oktaUser(email));
      expect(created.statusCode, created.body).toBe(201);
      const user = created.json();
      expect(user).toMatchObject({
        schemas: [USER_SCHEMA],
        userName: email.toLowerCase(),
        name: { givenName: 'Ada', familyName: 'Lovelace' },
        emails: [{ value: email.toLowerCase(), primary: true, type: 'work' }],
        active: true,
        meta: { resourceType: 'User', location: `http://app.test/scim/v2/Users/${user.id}` },
      });
      expect(created.headers.location).toBe(user.meta.location);
      const account = await accountByEmail(ctx.database.db, email.toLowerCase());
      expect(account).toMatchObject({
        id: user.id,
        teamRole: 'member',
        isEmailVerified: true,
        scimExternalId: user.externalId,
      });

      expect((await scim(a.scimToken, 'GET', `/Users/${user.id}`)).json()).toEqual(user);
      const found = (await scim(a.scimToken, 'GET', lookup)).json();
      expect(found.totalResults).toBe(1);
      expect(found.Resources[0].id).toBe(user.id);

      const replaced = await scim(a.scimToken, 'PUT', `/Users/${user.id}`, {
        ...oktaUser(email, 'Augusta Ada', 'King'),
        id: user.id,
        externalId: user.externalId,
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json().name).toMatchObject({ givenName: 'Augusta Ada', familyName: 'King' });

      const off = await scim(
        a.scimToken,
        'PATCH',
        `/Users/${user.id}`,
        patchOp({ op: 'replace', value: { active: false } }),
      );
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().active).toBe(false);
      const on = await scim(
        a.scimToken,
        'PATCH',
        `/Users/${user.id}`,
        patchOp({ op: 'replace', value: { active: true } }),
      );
      expect(on.json().active).toBe(true);

      expect((await scim(a.scimToken, 'DELETE', `/Users/${user.id}`)).statusCode).toBe(204);
      expectScimError(await scim(a.scimToken, 'GET', `/Users/${user.id}`), 404);
      expect((await scim(a.scimToken, 'GET', lookup)).json().totalResults).toBe(0);
      expect(await accountByEmail(ctx.database.db, email.toLowerCase())).toBeUndefined();
      expectScimError(await scim(a.scimToken, 'GET', `/Users/${randomUUID()}`), 404);
    });

    it('creates a group, adds a member, renames it, removes the member and deletes it', async () => {
      const user = await createUser(a);
      const name = `Okta Group ${randomUUID().slice(0, 6)}`;
      const created = await scim(a.scimToken, 'POST', '/Groups', {
        schemas: [GROUP_SCHEMA],
        displayName: name,
        members: [],
      });
      expect(created.statusCode, created.body).toBe(201);
      const group = created.json();
      expect(group).toMatchObject({ displayName: name, members: [], meta: { resourceType: 'Group' } });
      expectScimError(
        await scim(a.scimToken, 'POST', '/Groups', { schemas: [GROUP_SCHEMA], displayName: name.toUpperCase() }),
        409,
        'uniqueness',
      );

      const added = await scim(
        a.scimToken,
        'PATCH',
        `/Groups/${group.id}`,
        patchOp({ op: 'add', path: 'members', value: [{ value: user.id, display: user.userName }] }),
      );
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().members).toEqual([
        { value: user.id, display: user.userName, $ref: `http://app.test/scim/v2/Users/${user.id}` },
      ]);
      const renamed = await scim(
        a.scimToken,
        'PATCH',
        `/Groups/${group.id}`,
        patchOp({ op: 'replace', value: { id: group.id, displayName: `${name} renamed` } }),
      );
      expect(renamed.json().displayName).toBe(`${name} renamed`);
      const removed = await scim(
        a.scimToken,
        'PATCH',
        `/Groups/${group.id}`,
        patchOp({ op: 'remove', path: `members[value eq "${user.id}"]` }),
      );
      expect(removed.json().members).toEqual([]);
      const listed = (
        await scim(a.scimToken, 'GET', `/Groups?filter=${filter(`displayName eq "${name} renamed"`)}`)
      ).json();
      expect(listed.Resources.map((item: { id: string }) => item.id)).toEqual([group.id]);

      expect((await scim(a.scimToken, 'DELETE', `/Groups/${group.id}`)).statusCode).toBe(204);
      expectScimError(await scim(a.scimToken, 'GET', `/Groups/${group.id}`), 404);
      // The member stays.
      expect((await scim(a.scimToken, 'GET', `/Users/${user.id}`)).statusCode).toBe(200);
    });
  });

  describe('an Entra-style sequence', () => {
    it('provisions and updates a user with Replace operations, string booleans and filtered paths', async () => {
      const email = `entra-${randomUUID().slice(0, 6)}@${a.domain}`;
      const none = await scim(a.scimToken, 'GET', `/Users?filter=${filter(`userName eq "${email}"`)}`);
      expect(none.json().totalResults).toBe(0);
      const externalId = randomUUID();
      const created = await scim(
        a.scimToken,
        'POST',
        '/Users',
        {
          schemas: [USER_SCHEMA, ENTERPRISE_SCHEMA],
          externalId,
          userName: email,
          active: true,
          displayName: 'Grace Hopper',
          title: 'Rear Admiral',
          emails: [{ primary: true, type: 'work', value: email }],
          preferredLanguage: 'de-DE',
          name: { formatted: 'Grace Hopper', familyName: 'Hopper', givenName: 'Grace' },
          [ENTERPRISE_SCHEMA]: { employeeNumber: '1906', department: 'Navy' },
        },
        // Entra sends plain JSON as often as scim+json.
        'application/json; charset=utf-8',
      );
      expect(created.statusCode, created.body).toBe(201);
      const user = created.json();
      expect(user).toMatchObject({ externalId, preferredLanguage: 'de', name: { givenName: 'Grace' } });

      const byExternalId = (
        await scim(a.scimToken, 'GET', `/Users?filter=${filter(`externalId eq "${externalId}"`)}`)
      ).json();
      expect(byExternalId.Resources.map((item: { id: string }) => item.id)).toEqual([user.id]);

      const newEmail = `grace.hopper-${randomUUID().slice(0, 6)}@${a.domain}`;
      const newExternalId = randomUUID();
      const patched = await scim(
        a.scimToken,
        'PATCH',
        `/Users/${user.id}`,
        patchOp(
          { op: 'Replace', path: 'displayName', value: 'Amazing Grace' },
          { op: 'Replace', path: 'name.givenName', value: 'Amazing' },
          { op: 'Replace', path: 'name.familyName', value: 'Grace' },
          { op: 'Replace', path: 'emails[type eq "work"].value', value: newEmail },
          { op: 'Replace', path: 'externalId', value: newExternalId },
          { op: 'Add', path: `${ENTERPRISE_SCHEMA}:manager`, value: 'someone' },
          { op: 'Replace', path: 'title', value: 'Commodore' },
        ),
      );
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json()).toMatchObject({
        userName: newEmail,
        externalId: newExternalId,
        name: { givenName: 'Amazing', familyName: 'Grace' },
        emails: [{ value: newEmail }],
        active: true,
      });
      const off = await scim(
        a.scimToken,
        'PATCH',
        `/Users/${user.id}`,
        patchOp({ op: 'Replace', path: 'active', value: 'False' }),
      );
      expect(off.json().active).toBe(false);
      const on = await scim(
        a.scimToken,
        'PATCH',
        `/Users/${user.id}`,
        patchOp({ op: 'Replace', path: 'active', value: 'True' }),
      );
      expect(on.json().active).toBe(true);
      const byEmail = (
        await scim(a.scimToken, 'GET', `/Users?filter=${filter(`emails.value eq "${newEmail.toUpperCase()}"`)}`)
      ).json();
      expect(byEmail.totalResults).toBe(1);

      expect((await scim(a.scimToken, 'DELETE', `/Users/${user.id}`)).statusCode).toBe(204);
      expectScimError(
        await scim(
          a.scimToken,
          'PATCH',
          `/Users/${user.id}`,
          patchOp({ op: 'Replace', path: 'active', value: 'False' }),
        ),
        404,
      );
    });

    it('provisions groups with Add and Remove of members, and lists them without members', async () => {
      const [first, second] = [await createUser(a), await createUser(a)];
      const name = `Entra Group ${randomUUID().slice(0, 6)}`;
      const created = await scim(a.scimToken, 'POST', '/Groups', {
        schemas: [GROUP_SCHEMA],
        externalId: randomUUID(),
        displayName: name,
        members: [],
      });
      const group = created.json();
      const listed = await scim(
        a.scimToken,
        'GET',
        `/Groups?excludedAttributes=members&filter=${filter(`displayName eq "${name}"`)}`,
      );
      expect(listed.json().Resources).toEqual([
        { schemas: [GROUP_SCHEMA], id: group.id, displayName: name, externalId: group.externalId, meta: group.meta },
      ]);
      const added = await scim(
        a.scimToken,
        'PATCH',
        `/Groups/${group.id}`,
        patchOp({ op: 'Add', path: 'members', value: [{ value: first.id }, { value: second.id }] }),
      );
      expect(added.statusCode, added.body).toBe(200);
      expect(
        added
          .json()
          .members.map((member: { value: string }) => member.value)
          .sort(),
      ).toEqual([first.id, second.id].sort());
      await scim(
        a.scimToken,
        'PATCH',
        `/Groups/${group.id}`,
        patchOp({ op: 'Remove', path: 'members', value: [{ value: first.id }] }),
      );
      await scim(
        a.scimToken,
        'PATCH',
        `/Groups/${group.id}`,
        patchOp({ op: 'Replace', path: 'displayName', value: `${name} 2` }),
      );
      const read = (await scim(a.scimToken, 'GET', `/Groups/${group.id}`)).json();
      expect(read).toMatchObject({ displayName: `${name} 2`, members: [{ value: second.id }] });
      const withoutMembers = (await scim(a.scimToken, 'GET', `/Groups/${group.id}?excludedAttributes=members`)).json();
      expect(withoutMembers.members).toBeUndefined();
      const replaced = await scim(a.scimToken, 'PUT', `/Groups/${group.id}`, {
        schemas: [GROUP_SCHEMA],
        displayName: name,
        members: [{ value: first.id }],
      });
      expect(replaced.json().members.map((member: { value: string }) => member.value)).toEqual([first.id]);
      expect((await scim(a.scimToken, 'DELETE', `/Groups/${group.id}`)).statusCode).toBe(204);
    });
  });

  describe('deprovisioning', () => {
    it('signs the member out at once, frees the seat, revokes their invitations and hands their card to the owner', async () => {
      const t = await tenant('Pro');
      const member = await joinTeam(ctx, t.owner, 'admin');
      const card = await api(member, 'POST', '/api/vcf-configs', { configName: 'Member card', name: 'Mia' });
      expect(card.statusCode, card.body).toBe(201);
      const invited = await api(member, 'POST', '/api/team/invitations', {
        email: `x-${randomUUID().slice(0, 6)}@example.com`,
        role: 'member',
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const before = await seatsOf(t.owner);

      const off = await scim(
        t.scimToken,
        'PATCH',
        `/Users/${member.user.id}`,
        patchOp({ op: 'replace', value: { active: false } }),
      );
      expect(off.statusCode, off.body).toBe(200);
      expect((await api(member, 'GET', '/api/users/profile')).statusCode).toBe(401);
      // Their seat and the seat of the invitation they sent are free.
      expect(await seatsOf(t.owner)).toEqual({ used: before.used - 2, limit: before.limit });
      const [moved] = await ctx.database.db.select().from(vcfConfigs).where(eq(vcfConfigs.id, card.json().id));
      expect(moved?.userId).toBe(t.owner.user.id);
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: member.email, password: 'Quiet-Harbour-2024' },
      });
      expect(login.statusCode).not.toBe(200);

      // Back again: a seat is free, so they take it; their old session stays ended.
      const on = await scim(t.scimToken, 'PUT', `/Users/${member.user.id}`, {
        ...oktaUser(member.email),
        active: true,
      });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json().active).toBe(true);
      expect((await seatsOf(t.owner)).used).toBe(before.used - 1);
      expect((await api(member, 'GET', '/api/users/profile')).statusCode).toBe(401);
    });

    it('refuses a reactivation and a new user when the seats are full; an invited address uses its invitation', async () => {
      const t = await tenant('Pro');
      const user = await createUser(t);
      await scim(t.scimToken, 'PATCH', `/Users/${user.id}`, patchOp({ op: 'Replace', path: 'active', value: 'False' }));
      const invitedEmails = await fillSeats(t.owner);
      const refused = expectScimError(
        await scim(t.scimToken, 'PATCH', `/Users/${user.id}`, patchOp({ op: 'replace', value: { active: true } })),
        409,
      );
      expect(refused.detail).toContain('seats');
      expect((await scim(t.scimToken, 'GET', `/Users/${user.id}`)).json().active).toBe(false);
      expect(
        expectScimError(await scim(t.scimToken, 'POST', '/Users', oktaUser(`full@${t.domain}`)), 409).detail,
      ).toContain('seats');

      // An open invitation holds a seat already: provisioning that address uses it up.
      const invited = await scim(t.scimToken, 'POST', '/Users', oktaUser(invitedEmails[0]!));
      expect(invited.statusCode, invited.body).toBe(201);
      expect((await accountByEmail(ctx.database.db, invitedEmails[0]!))?.isEmailVerified).toBe(false);
      expect(await seatsOf(t.owner)).toEqual({ used: 25, limit: 25 });
      // Deleting someone frees a seat for the reactivation.
      expect((await scim(t.scimToken, 'DELETE', `/Users/${invited.json().id}`)).statusCode).toBe(204);
      const back = await scim(
        t.scimToken,
        'PATCH',
        `/Users/${user.id}`,
        patchOp({ op: 'replace', value: { active: true } }),
      );
      expect(back.statusCode, back.body).toBe(200);
    });

    it('leaves the owner alone: no deactivation, no deletion', async () => {
      const owner = a.owner.user.id;
      expectScimError(
        await scim(a.scimToken, 'PATCH', `/Users/${owner}`, patchOp({ op: 'replace', value: { active: false } })),
        400,
        'mutability',
      );
      expectScimError(await scim(a.scimToken, 'DELETE', `/Users/${owner}`), 400, 'mutability');
      expect((await api(a.owner, 'GET', '/api/users/profile')).statusCode).toBe(200);
      // Other attributes of the owner may change.
      const renamed = await scim(
        a.scimToken,
        'PATCH',
        `/Users/${owner}`,
        patchOp({ op: 'replace', path: 'externalId', value: 'owner-1' }),
      );
      expect(renamed.json().externalId).toBe('owner-1');
    });

    it('deletes an account as removal does: its card goes to the owner', async () => {
      const t = await tenant('Pro');
      const member = await joinTeam(ctx, t.owner, 'member');
      const card = await api(member, 'POST', '/api/vcf-configs', { configName: 'Doomed card', name: 'Max' });
      expect((await scim(t.scimToken, 'DELETE', `/Users/${member.user.id}`)).statusCode).toBe(204);
      expect((await api(member, 'GET', '/api/users/profile')).statusCode).toBe(401);
      const [moved] = await ctx.database.db.select().from(vcfConfigs).where(eq(vcfConfigs.id, card.json().id));
      expect(moved?.userId).toBe(t.owner.user.id);
    });
  });

  describe('group mapping', () => {
    it('makes members of a group mapped to admin admins, and members again when they leave it', async () => {
      const t = await tenant();
      await ctx.database.db
        .update(identitySettings)
        .set({ groupRoles: [{ group: 'Portal Admins', role: 'admin' }] })
        .where(eq(identitySettings.organisationId, t.owner.user.organisationId));
      const member = await joinTeam(ctx, t.owner, 'member');
      const role = async () => (await api(member, 'GET', '/api/users/profile')).json().teamRole;
      const group = (
        await scim(t.scimToken, 'POST', '/Groups', {
          displayName: 'portal admins',
          members: [{ value: t.owner.user.id }],
        })
      ).json();
      await scim(
        t.scimToken,
        'PATCH',
        `/Groups/${group.id}`,
        patchOp({ op: 'add', path: 'members', value: [{ value: member.user.id }] }),
      );
      expect(await role()).toBe('admin');
      // The owner stays the owner whatever their groups.
      expect((await api(t.owner, 'GET', '/api/users/profile')).json().teamRole).toBe('owner');
      // Renamed away from the mapping: the group no longer makes admins.
      await scim(
        t.scimToken,
        'PATCH',
        `/Groups/${group.id}`,
        patchOp({ op: 'Replace', path: 'displayName', value: 'Readers' }),
      );
      expect(await role()).toBe('member');
      await scim(
        t.scimToken,
        'PATCH',
        `/Groups/${group.id}`,
        patchOp({ op: 'replace', value: { displayName: 'Portal Admins' } }),
      );
      expect(await role()).toBe('admin');
      await scim(t.scimToken, 'DELETE', `/Groups/${group.id}`);
      expect(await role()).toBe('member');
    });

    it('leaves roles alone while the organisation maps no group', async () => {
      const t = await tenant();
      const admin = await joinTeam(ctx, t.owner, 'admin');
      await scim(t.scimToken, 'POST', '/Groups', { displayName: 'Anything', members: [{ value: admin.user.id }] });
      expect((await api(admin, 'GET', '/api/users/profile')).json().teamRole).toBe('admin');
    });
  });

  describe('another organisation', () => {
    it("sees none of this organisation's users and groups, and cannot touch them", async () => {
      const user = await createUser(a);
      const group = (
        await scim(a.scimToken, 'POST', '/Groups', {
          displayName: `Private ${randomUUID()}`,
          members: [{ value: user.id }],
        })
      ).json();
      for (const [method, path, body] of [
        ['GET', `/Users/${user.id}`],
        ['PUT', `/Users/${user.id}`, oktaUser(user.userName)],
        ['PATCH', `/Users/${user.id}`, patchOp({ op: 'replace', value: { active: false } })],
        ['DELETE', `/Users/${user.id}`],
        ['GET', `/Groups/${group.id}`],
        ['PUT', `/Groups/${group.id}`, { displayName: 'Taken over', members: [] }],
        ['PATCH', `/Groups/${group.id}`, patchOp({ op: 'Remove', path: 'members' })],
        ['DELETE', `/Groups/${group.id}`],
      ] as Array<[Method, string, object?]>) {
        expectScimError(await scim(b.scimToken, method, path, body), 404);
      }
      const users = (
        await scim(b.scimToken, 'GET', `/Users?filter=${filter(`userName eq "${user.userName}"`)}`)
      ).json();
      expect(users.totalResults).toBe(0);
      const allUsers = (await scim(b.scimToken, 'GET', '/Users?count=200')).json();
      expect(allUsers.Resources.map((item: { id: string }) => item.id)).toEqual([b.owner.user.id]);
      const groups = (await scim(b.scimToken, 'GET', '/Groups')).json();
      expect(groups.Resources.map((item: { id: string }) => item.id)).not.toContain(group.id);
      // Nor can it pull A's user into a group of its own, or take A's address.
      expectScimError(
        await scim(b.scimToken, 'POST', '/Groups', { displayName: 'Poach', members: [{ value: user.id }] }),
        400,
        'invalidValue',
      );
      const taken = expectScimError(
        await scim(b.scimToken, 'POST', '/Users', oktaUser(user.userName)),
        409,
        'uniqueness',
      );
      expect(taken.detail).not.toContain(a.owner.user.organisationId);
      const still = (await scim(a.scimToken, 'GET', `/Groups/${group.id}`)).json();
      expect(still.members.map((member: { value: string }) => member.value)).toEqual([user.id]);
      expect((await scim(a.scimToken, 'GET', `/Users/${user.id}`)).json().active).toBe(true);
    });
  });

  describe('bad input', () => {
    it('answers every refusal in SCIM format with a clear detail', async () => {
      expectScimError(await scim(a.scimToken, 'POST', '/Users', '{"userName": '), 400);
      expectScimError(await scim(a.scimToken, 'POST', '/Users', { userName: 'not an address' }), 400, 'invalidValue');
      expectScimError(
        await scim(a.scimToken, 'POST', '/Users', { name: { givenName: 'No userName' } }),
        400,
        'invalidValue',
      );
      expectScimError(await scim(a.scimToken, 'POST', '/Users', { userName: `${'x'.repeat(300)}@${a.domain}` }), 400);
      expectScimError(await scim(a.scimToken, 'POST', '/Users', { userName: `ok@${a.domain}`, active: 'maybe' }), 400);
      expectScimError(
        await scim(a.scimToken, 'GET', `/Users?filter=${filter('name.familyName co "x"')}`),
        400,
        'invalidFilter',
      );
      expectScimError(
        await scim(a.scimToken, 'GET', `/Users?filter=${filter('userName eq "unclosed')}`),
        400,
        'invalidFilter',
      );
      expectScimError(
        await scim(a.scimToken, 'GET', `/Users?filter=${filter('userName eq "a" or userName eq "b"')}`),
        400,
        'invalidFilter',
      );
      expectScimError(
        await scim(a.scimToken, 'GET', `/Groups?filter=${filter('members eq "x"')}`),
        400,
        'invalidFilter',
      );
      expectScimError(await scim(a.scimToken, 'GET', '/Users?startIndex=abc'), 400);
      const user = await createUser(a);
      const patch = (...operations: object[]) =>
        scim(a.scimToken, 'PATCH', `/Users/${user.id}`, patchOp(...operations));
      expectScimError(await patch({ op: 'move', path: 'active', value: false }), 400, 'invalidSyntax');
      expectScimError(await patch({ op: 'remove' }), 400, 'noTarget');
      expectScimError(await patch({ op: 'replace', path: 'emails[type eq ', value: 'x' }), 400, 'invalidPath');
      expectScimError(await patch({ op: 'replace', path: 'active', value: 'perhaps' }), 400, 'invalidValue');
      expectScimError(await patch({ op: 'remove', path: 'userName' }), 400, 'mutability');
      expectScimError(await patch({ op: 'replace', path: 'userName', value: a.owner.email }), 409, 'uniqueness');
      expectScimError(await scim(a.scimToken, 'PATCH', `/Users/${user.id}`, { Operations: [] }), 400);
      expectScimError(await scim(a.scimToken, 'GET', '/Users/not-a-uuid'), 404);
      expectScimError(await scim(a.scimToken, 'POST', '/Groups', { displayName: '' }), 400);
      expectScimError(
        await scim(a.scimToken, 'POST', '/Groups', { displayName: 'Ghosts', members: [{ value: randomUUID() }] }),
        400,
        'invalidValue',
      );
      expectScimError(await scim(a.scimToken, 'POST', '/Users', '<xml/>', 'application/xml'), 415);
      // Nothing of the refused changes stuck.
      expect((await scim(a.scimToken, 'GET', `/Users/${user.id}`)).json()).toMatchObject({
        active: true,
        userName: user.userName,
      });
    });

    it('pages lists with startIndex and count, at most 200 at a time', async () => {
      const t = await tenant();
      for (let index = 0; index < 3; index++) await createUser(t);
      const page = (await scim(t.scimToken, 'GET', '/Users?startIndex=2&count=2')).json();
      expect(page).toMatchObject({ totalResults: 4, startIndex: 2, itemsPerPage: 2 });
      const none = (await scim(t.scimToken, 'GET', '/Users?count=0')).json();
      expect(none).toMatchObject({ totalResults: 4, itemsPerPage: 0, Resources: [] });
      const most = (await scim(t.scimToken, 'GET', '/Users?count=5000&startIndex=-3')).json();
      expect(most).toMatchObject({ startIndex: 1, itemsPerPage: 4 });
      const slim = (await scim(t.scimToken, 'GET', '/Users?attributes=userName')).json();
      expect(Object.keys(slim.Resources[0]).sort()).toEqual(['id', 'schemas', 'userName']);
    });
  });
});
