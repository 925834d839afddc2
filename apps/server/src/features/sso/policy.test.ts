import { randomUUID } from 'node:crypto';
import { MAX_GROUP_ROLES } from '@nfc/contract/identity';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  givePlan,
  giveVerifiedDomain,
  joinTeam,
  lastMailTo,
  mailedToken,
  newcomer,
  randomIp,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import { auditLog, identitySettings, organisationDomains, ssoConnections } from '../../db/schema.ts';

type Account = { email: string; token: string; user: { id: string; organisationId: string } };

const SSO_REQUIRED = 'Your organisation signs in with single sign-on. Use “Sign in with SSO” with your work e-mail.';
const uniqueDomain = () => `sso-${randomUUID().slice(0, 8)}.example`;

describe('single sign-on policy', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: randomIp() });
  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    post('/api/auth/login', { email, password }, headers);
  const requestReset = (email: string) => post('/api/auth/request-password-reset', { email });
  const connect = (organisationId: string) =>
    ctx.database.db
      .insert(ssoConnections)
      .values({
        organisationId,
        type: 'oidc',
        oidcIssuer: 'https://idp.example.com',
        oidcClientId: 'x',
        oidcClientSecretEncrypted: 'x',
      })
      .onConflictDoNothing();
  const enforce = (account: { token: string }, enforced: boolean) =>
    callAs(ctx, account, 'PUT', '/api/team/sso/enforcement', { enforced });

  /** Invites `email` and accepts the mailed link: a member whose address is at a domain of our choosing. */
  const invite = async (inviter: { token: string }, email: string, role: 'admin' | 'member' = 'member') => {
    const invited = await callAs(ctx, inviter, 'POST', '/api/team/invitations', { email, role });
    expect(invited.statusCode, invited.body).toBe(201);
    const accepted = await post(`/api/team/invitations/${await mailedToken(ctx, email, 'join')}/accept`, newcomer);
    expect(accepted.statusCode, accepted.body).toBe(201);
    return { email, password: newcomer.password, token: accepted.json().token as string };
  };

  /** An Enterprise organisation whose owner's address is at a domain it verified, with a connection. */
  const organisation = async ({ isConnected = true } = {}) => {
    const domain = uniqueDomain();
    const owner = await signUp(ctx, { email: `owner@${domain}` });
    await givePlan(ctx, owner.user.id, 'Enterprise');
    await giveVerifiedDomain(ctx, owner.user.organisationId, domain);
    if (isConnected) await connect(owner.user.organisationId);
    return { domain, owner };
  };

  describe('PUT /api/team/sso/enforcement', () => {
    it('needs a connection first', async () => {
      const { owner } = await organisation({ isConnected: false });
      const response = await enforce(owner, true);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Set up a single sign-on connection first.');
    });

    it('turns enforcement on and off for the owner and admins, audited; a member gets 403', async () => {
      const { owner } = await organisation();
      const admin = await joinTeam(ctx, owner, 'admin');
      const member = await joinTeam(ctx, owner, 'member');
      const on = await enforce(admin, true);
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toEqual({ enforced: true });
      expect((await enforce(member, false)).statusCode).toBe(403);
      expect((await callAs(ctx, null, 'PUT', '/api/team/sso/enforcement', { enforced: false })).statusCode).toBe(401);
      const [row] = await ctx.database.db
        .select()
        .from(ssoConnections)
        .where(eq(ssoConnections.organisationId, owner.user.organisationId));
      expect(row?.enforced).toBe(true);
      expect((await enforce(owner, false)).json()).toEqual({ enforced: false });
      const audited = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, owner.user.organisationId), eq(auditLog.action, 'sso.enforcement')));
      expect(audited).toHaveLength(2);
    });

    it('refuses a body without a boolean', async () => {
      const { owner } = await organisation();
      for (const payload of [{}, { enforced: 'yes' }, { enforced: null }]) {
        const response = await callAs(ctx, owner, 'PUT', '/api/team/sso/enforcement', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.enforced).toEqual(expect.any(String));
      }
    });

    it('needs the Pro or Enterprise plan', async () => {
      const { owner } = await organisation();
      await givePlan(ctx, owner.user.id, 'Core');
      const response = await enforce(owner, true);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'Verified domains, single sign-on and SCIM come with the Pro and Enterprise plans.',
      );
    });
  });

  describe('password sign-in while enforced', () => {
    let domain: string;
    let owner: Account & { password: string };
    let member: Awaited<ReturnType<typeof invite>>;
    let outsider: Awaited<ReturnType<typeof joinTeam>>;

    beforeAll(async () => {
      ({ domain, owner } = await organisation());
      member = await invite(owner, `member@${domain}`);
      // A member whose address is not at a verified domain (example.com).
      outsider = await joinTeam(ctx, owner, 'member');
      expect((await enforce(owner, true)).statusCode).toBe(200);
    });

    it('refuses a member of the verified domain with a clear message, after the password is checked', async () => {
      const refused = await login(member.email, member.password);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: SSO_REQUIRED, ssoRequired: true });
      const german = await login(member.email, member.password, { 'accept-language': 'de' });
      expect(german.json().message).toMatch(/Single Sign-on/);
      // A wrong password says only that.
      const wrong = await login(member.email, 'Not-The-Password-1');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Invalid e-mail or password.');
      // The address's case does not get around it.
      expect((await login(member.email.toUpperCase(), member.password)).statusCode).toBe(403);
    });

    it('lets in a member whose address is outside the verified domains', async () => {
      const response = await login(outsider.email, newcomer.password);
      expect(response.statusCode, response.body).toBe(200);
    });

    it('lets the owner in with the password, auditing each use', async () => {
      const audits = () =>
        ctx.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.targetId, owner.user.organisationId), eq(auditLog.action, 'auth.breakGlassSignIn')));
      const before = (await audits()).length;
      expect((await login(owner.email, owner.password)).statusCode).toBe(200);
      expect((await login(owner.email, owner.password)).statusCode).toBe(200);
      const after = await audits();
      expect(after.length - before).toBe(2);
      expect(after[0]).toMatchObject({ actorId: owner.user.id, actorEmail: owner.email, targetType: 'organisation' });
    });

    it('lets everyone in again once enforcement is off, the domain no longer verified or the plan gone', async () => {
      const { domain: otherDomain, owner: otherOwner } = await organisation();
      const colleague = await invite(otherOwner, `someone@${otherDomain}`);
      await enforce(otherOwner, true);
      expect((await login(colleague.email, colleague.password)).statusCode).toBe(403);
      await enforce(otherOwner, false);
      expect((await login(colleague.email, colleague.password)).statusCode).toBe(200);
      await enforce(otherOwner, true);
      await givePlan(ctx, otherOwner.user.id, 'Core');
      expect((await login(colleague.email, colleague.password)).statusCode).toBe(200);
      await givePlan(ctx, otherOwner.user.id, 'Enterprise');
      expect((await login(colleague.email, colleague.password)).statusCode).toBe(403);
      await ctx.database.db
        .update(organisationDomains)
        .set({ verifiedAt: null })
        .where(eq(organisationDomains.domain, otherDomain));
      expect((await login(colleague.email, colleague.password)).statusCode).toBe(200);
    });
  });

  describe('password reset while enforced', () => {
    it('refuses known and unknown addresses of the domain alike, mails nothing, and lets the owner reset', async () => {
      const { domain, owner } = await organisation();
      const member = await invite(owner, `member@${domain}`);
      await enforce(owner, true);
      const known = await requestReset(member.email);
      const unknown = await requestReset(`nobody-${randomUUID().slice(0, 6)}@${domain}`);
      expect(known.statusCode).toBe(403);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json().message).toBe(SSO_REQUIRED);
      expect((await lastMailTo(ctx, member.email))?.text).not.toMatch(/reset-password/);

      const ownReset = await requestReset(owner.email);
      expect(ownReset.statusCode).toBe(200);
      const token = await mailedToken(ctx, owner.email, 'reset-password');
      const done = await post('/api/auth/reset-password', { token, password: 'Another-Fjord-2031' });
      expect(done.statusCode, done.body).toBe(200);
    });

    it('answers as before for addresses outside an enforcing organisation’s domains', async () => {
      const { domain } = await organisation();
      // Verified and connected, but not enforced.
      expect((await requestReset(`someone@${domain}`)).statusCode).toBe(200);
      expect((await requestReset(`nobody-${randomUUID().slice(0, 6)}@example.com`)).statusCode).toBe(200);
    });

    it('refuses a reset link mailed before enforcement began', async () => {
      const { domain, owner } = await organisation();
      const member = await invite(owner, `member@${domain}`);
      expect((await requestReset(member.email)).statusCode).toBe(200);
      const token = await mailedToken(ctx, member.email, 'reset-password');
      await enforce(owner, true);
      const refused = await post('/api/auth/reset-password', { token, password: 'Another-Fjord-2032' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(SSO_REQUIRED);
      // The old password was not replaced (and still cannot sign in while enforced).
      await enforce(owner, false);
      expect((await login(member.email, member.password)).statusCode).toBe(200);
    });
  });

  describe('PUT /api/team/sso/group-roles', () => {
    const put = (account: { token: string } | null, payload: object) =>
      callAs(ctx, account, 'PUT', '/api/team/sso/group-roles', payload);
    const stored = async (organisationId: string) =>
      (
        await ctx.database.db.select().from(identitySettings).where(eq(identitySettings.organisationId, organisationId))
      )[0]?.groupRoles;

    it('replaces the mapping, for the owner and admins only', async () => {
      const { owner } = await organisation();
      const groupRoles = [
        { group: 'NFC Admins', role: 'admin' },
        { group: 'Staff', role: 'member' },
      ];
      const saved = await put(owner, { groupRoles });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ groupRoles });
      expect(await stored(owner.user.organisationId)).toEqual(groupRoles);
      const admin = await joinTeam(ctx, owner, 'admin');
      expect((await put(admin, { groupRoles: [{ group: ' Sales ', role: 'member' }] })).json()).toEqual({
        groupRoles: [{ group: 'Sales', role: 'member' }],
      });
      const member = await joinTeam(ctx, owner, 'member');
      expect((await put(member, { groupRoles: [] })).statusCode).toBe(403);
      expect((await put(null, { groupRoles: [] })).statusCode).toBe(401);
      expect(await stored(owner.user.organisationId)).toEqual([{ group: 'Sales', role: 'member' }]);
      expect((await put(owner, { groupRoles: [] })).json()).toEqual({ groupRoles: [] });
    });

    it('refuses a group named twice in any case, an unknown role, a blank name and too many groups', async () => {
      const { owner } = await organisation();
      const twice = await put(owner, {
        groupRoles: [
          { group: 'Admins', role: 'admin' },
          { group: 'admins', role: 'member' },
        ],
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().errors).toEqual({ 'groupRoles.1.group': 'Name each group only once.' });
      const owners = await put(owner, { groupRoles: [{ group: 'Bosses', role: 'owner' }] });
      expect(owners.statusCode).toBe(400);
      expect(owners.json().errors['groupRoles.0.role']).toEqual(expect.any(String));
      expect((await put(owner, { groupRoles: [{ group: '  ', role: 'admin' }] })).statusCode).toBe(400);
      const many = Array.from({ length: MAX_GROUP_ROLES + 1 }, (_, index) => ({ group: `G${index}`, role: 'member' }));
      expect((await put(owner, { groupRoles: many })).statusCode).toBe(400);
      expect((await put(owner, {})).statusCode).toBe(400);
      expect(await stored(owner.user.organisationId)).toBeUndefined();
    });

    it('keeps each organisation’s mapping its own', async () => {
      const a = await organisation();
      const b = await organisation();
      await put(a.owner, { groupRoles: [{ group: 'A team', role: 'admin' }] });
      await put(b.owner, { groupRoles: [{ group: 'B team', role: 'member' }] });
      expect(await stored(a.owner.user.organisationId)).toEqual([{ group: 'A team', role: 'admin' }]);
      expect(await stored(b.owner.user.organisationId)).toEqual([{ group: 'B team', role: 'member' }]);
      // Enforcement too: B's switch does not reach A.
      await enforce(b.owner, true);
      const [rowA] = await ctx.database.db
        .select()
        .from(ssoConnections)
        .where(eq(ssoConnections.organisationId, a.owner.user.organisationId));
      expect(rowA?.enforced).toBe(false);
    });
  });
});
