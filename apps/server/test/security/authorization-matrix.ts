import { randomBytes, randomUUID } from 'node:crypto';
import { brandKitBodySchema } from '@nfc/contract/brand';
import { cardTemplateBodySchema, teamSettingsBodySchema } from '@nfc/contract/card-templates';
import { orderRequestBodySchema } from '@nfc/contract/orders';
import { organisationRetentionBodySchema } from '@nfc/contract/retention';
import { tagBodySchema } from '@nfc/contract/tags';
import { invitationBodySchema } from '@nfc/contract/team';
import { vcardBodySchema } from '@nfc/contract/vcards';
import { bindChipBodySchema } from '@nfc/contract/verified-taps';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import type { z } from 'zod';
import { createOpaqueToken, hashOpaqueToken } from '../../src/accounts/opaque-tokens.ts';
import {
  crmConnections,
  identitySettings,
  leadCrmSyncs,
  linkDomains,
  orders,
  organisationDomains,
  organisationExports,
  ssoConnections,
  users,
} from '../../src/db/schema.ts';
import { ensureWalletPassOf } from '../../src/features/wallet/content.ts';
import { walletLinkToken } from '../../src/features/wallet/links.ts';
import { encryptToken } from '../../src/token-crypto.ts';
import { multipartBody, samples, uniqueEmail, validRegistration } from '../helpers.ts';
import {
  type Account,
  type Fixture,
  securityOidcClient,
  type Tenant,
  uniqueLabel,
  validCustomization,
  validOrder,
  validPlan,
  validShipping,
  validTag,
  validTier,
  validVcard,
} from './fixture.ts';

/**
 * Who calls. Every role names the resources of organisation A, made by its owner (`owner` in a Call):
 * - visitor: no token;
 * - otherTenant: the owner of organisation B (only for routes that name a tenant's resource: the answer must not
 *   reveal it);
 * - user: A's owner;
 * - teamAdmin: an admin of A (decision 017: everything but billing);
 * - member: a member of A (their own cards, leads and analytics only: A's owner's card is not theirs);
 * - admin: the platform admin, owner of an organisation of their own without a plan.
 */
export type Role = 'visitor' | 'otherTenant' | 'user' | 'teamAdmin' | 'member' | 'admin';
export const roles: readonly Role[] = ['visitor', 'otherTenant', 'user', 'teamAdmin', 'member', 'admin'];

export type Call = { fx: Fixture; role: Role; caller: Account | null; owner: Tenant };

/** The request of one call: method and token come from the table key and the role. */
export type RouteRequest = Omit<InjectOptions, 'method'> & { url: string };

export type MatrixEntry = {
  /** Builds the request; may create what the call consumes (a tag to delete, a reset link to use). */
  request(call: Call): RouteRequest | Promise<RouteRequest>;
  /** The expected status per role; a role left out is not meaningful for the route. */
  expect: Partial<Record<Role, number>>;
  /** The contract schema of a body the route reads by hand (multipart or JSON), for the bad-input suite. */
  body?: z.ZodType;
  /** Only registered when Stripe is configured. */
  requires?: 'stripe';
  /** Runs after a call, e.g. to keep the caller's token when the call replaced it. */
  after?(response: LightMyRequestResponse, call: Call, request: RouteRequest): void | Promise<void>;
};

export const STRIPE_WEBHOOK_SECRET = 'whsec_security_suite';

const everyone = (status: number) => ({ visitor: status, user: status, admin: status });
/** Signed-in routes on the caller's own data or collection, for every member of an organisation. */
const signedIn = (user: number, admin = user) => ({ visitor: 401, user, teamAdmin: user, member: user, admin });
/** The organisation's collections that its owner and admins manage (tags, orders, webhooks, QR style, team). */
const managers = (user: number, admin = user) => ({ visitor: 401, user, teamAdmin: user, member: 403, admin });
/** Billing: the owner only. */
const ownerOnly = (user: number, admin = user) => ({ visitor: 401, user, teamAdmin: 403, member: 403, admin });
/**
 * Routes that name one of A's cards (or what hangs off it): B and the admin (who owns none) get 404, never a hint
 * it exists; A's admin sees it; A's member gets 404 too, as the card is the owner's.
 */
const tenantResource = (user: number) => ({
  visitor: 401,
  otherTenant: 404,
  user,
  teamAdmin: user,
  member: 404,
  admin: 404,
});
/** Routes that name one of A's managed resources (tags, webhooks, members): a member is turned away first. */
const managedResource = (user: number) => ({
  visitor: 401,
  otherTenant: 404,
  user,
  teamAdmin: user,
  member: 403,
  admin: 404,
});
/** Billing resources: A's owner only. */
const ownerResource = (user: number) => ({
  visitor: 401,
  otherTenant: 404,
  user,
  teamAdmin: 403,
  member: 403,
  admin: 404,
});
const adminOnly = (admin: number) => ({ visitor: 401, user: 403, teamAdmin: 403, member: 403, admin });

const get = (url: string): RouteRequest => ({ url });
/** Test routes and a token-less /metrics answer only a connection from this machine. */
const fromThisMachine = { remoteAddress: '127.0.0.1' } as const;
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const form = (url: string, payload = ''): RouteRequest => ({
  url,
  payload,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const newPassword = () => `Quiet-Meadow-${Math.floor(Math.random() * 1e6)}`;

/** `.invalid` never resolves (RFC 6761): the endpoint is accepted, and a test delivery never leaves the machine. */
const validWebhook = () => ({ url: `https://${uniqueLabel('hooks')}.invalid/nfc`, events: ['scan.created'] });
const createWebhook = async (fx: Fixture, owner: Account) =>
  (await fx.call({ method: 'POST', url: '/api/webhooks', payload: validWebhook() }, owner)).json().id as string;
const validApiKey = () => ({ name: uniqueLabel('Key'), scopes: ['tags:read'] });
const createApiKey = async (fx: Fixture, owner: Account) =>
  (await fx.call({ method: 'POST', url: '/api/api-keys', payload: validApiKey() }, owner)).json().id as string;
/** The tenant's order, switched to verified taps (as if placed with the option), so it has an encoding sheet. */
const verifiedOrderOf = async ({ fx, owner }: Call) => {
  await fx.ctx.database.db.update(orders).set({ verifiedTaps: true }).where(eq(orders.id, owner.orderId));
  return owner.orderId;
};
const webhookIds = new Map<string, Promise<string>>();
/** One endpoint per tenant, made on first use: a user may hold ten at most. */
const webhookOf = ({ fx, owner }: Call) => {
  const id = webhookIds.get(owner.id) ?? createWebhook(fx, owner);
  webhookIds.set(owner.id, id);
  return id;
};

/**
 * A ready export of the tenant, stored straight into its database and file store (the job that builds one is tested
 * in features/exports): its id and its mailed link. One per tenant.
 */
const exportIds = new Map<string, Promise<{ id: string; downloadUrl: string }>>();
const readyExportOf = ({ fx, owner }: Call) => {
  const made =
    exportIds.get(owner.id) ??
    (async () => {
      const { token, tokenHash } = createOpaqueToken();
      const fileKey = `exports/${owner.organisationId}/${randomUUID()}.zip`;
      await fx.ctx.app.appDeps.storage.put(fileKey, Buffer.from('PK\x05\x06'), 'application/zip');
      const [row] = await fx.ctx.database.db
        .insert(organisationExports)
        .values({
          organisationId: owner.organisationId,
          requestedBy: owner.id,
          status: 'ready',
          progress: 1,
          fileKey,
          sizeBytes: 4,
          downloadTokenHash: tokenHash,
          finishedAt: new Date(),
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning({ id: organisationExports.id });
      return { id: row!.id, downloadUrl: `/api/organisation/exports/${row!.id}/download?token=${token}` };
    })();
  exportIds.set(owner.id, made);
  return made;
};

const validTemplate = () => ({
  name: uniqueLabel('Template'),
  websiteUrl: 'https://example.com',
  lockedFields: ['websiteUrl'],
});
const createTemplate = async (fx: Fixture, owner: Account) =>
  (await fx.call({ method: 'POST', url: '/api/team/templates', payload: validTemplate() }, owner)).json().id as string;
const templateIds = new Map<string, Promise<string>>();
/** One template per organisation, made on first use. */
const templateOf = ({ fx, owner }: Call) => {
  const id = templateIds.get(owner.id) ?? createTemplate(fx, owner);
  templateIds.set(owner.id, id);
  return id;
};

/**
 * Enterprise identity (issue 30) on a domain of A's: its owner and admins (A is on Enterprise), 404 for B; the
 * platform admin's organisation has no plan with it, so 403 comes first.
 */
const identityResource = (user: number) => ({ ...managedResource(user), admin: 403 });
/**
 * A domain A claimed, stored straight into the database (the API's limit of 20 would run out over the suites' calls),
 * with its TXT record published on the fixture's name server: each call consumes its own.
 */
const freshDomain = async ({ fx, owner }: Call) => {
  const domain = `${uniqueLabel('claimed').toLowerCase()}.example`;
  const token = randomUUID().replaceAll('-', '');
  const [row] = await fx.ctx.database.db
    .insert(organisationDomains)
    .values({ organisationId: owner.organisationId, domain, verificationToken: token })
    .returning({ id: organisationDomains.id });
  fx.dns?.setTxt(`_nfc-verification.${domain}`, [`nfc-verification=${token}`]);
  return row!.id;
};
/**
 * A link domain A claimed (issue 33), stored straight into the database like `freshDomain`, with its TXT record
 * published on the fixture's name server; `serving`: verified already, and in the app's directory of serving hosts.
 */
const freshLinkDomain = async ({ fx, owner }: Call, { serving = false } = {}) => {
  const hostname = `${uniqueLabel('link').toLowerCase()}.example`;
  const token = randomUUID().replaceAll('-', '');
  const now = new Date();
  const [row] = await fx.ctx.database.db
    .insert(linkDomains)
    .values({
      organisationId: owner.organisationId,
      hostname,
      verificationToken: token,
      ...(serving ? { status: 'verified' as const, verifiedAt: now, checkedAt: now } : {}),
    })
    .returning({ id: linkDomains.id });
  fx.dns?.setTxt(`_nfc-link.${hostname}`, [`nfc-link=${token}`]);
  if (serving) await fx.ctx.app.appDeps.linkHosts.reload();
  return { id: row!.id, hostname };
};
const ssoClient = { clientId: securityOidcClient.clientId, clientSecret: securityOidcClient.clientSecret };
/** A's OIDC connection to the fixture's provider, stored straight (the settings routes are tested in features/sso). */
const connectSso = async ({ fx, owner }: Call) => {
  await fx.ctx.database.db
    .insert(ssoConnections)
    .values({
      organisationId: owner.organisationId,
      type: 'oidc',
      oidcIssuer: fx.oidcIssuer,
      oidcClientId: ssoClient.clientId,
      oidcClientSecretEncrypted: encryptToken(fx.ctx.app.appDeps.keys.crmTokens, ssoClient.clientSecret),
    })
    .onConflictDoNothing();
};

/**
 * Apple Wallet's PassKit web service (issue 32) authenticates Wallet by the pass's own token, whoever calls: A's
 * card's pass (made as its first download makes it), registered from a fresh device each call.
 */
const passkitRegistration = async ({ fx, owner }: Call) => {
  const pass = await ensureWalletPassOf(fx.ctx.app.appDeps, {
    id: owner.vcardId,
    organisationId: owner.organisationId,
  });
  const passTypeId = fx.ctx.config.appleWallet!.passTypeId;
  const device = `device${randomBytes(8).toString('hex')}`;
  return {
    device,
    passTypeId,
    url: `/api/passkit/v1/devices/${device}/registrations/${passTypeId}/${owner.vcardId}`,
    headers: { authorization: `ApplePass ${pass.authenticationToken}` },
  };
};
/** A fresh device registered for A's card's pass. */
const registeredPasskitDevice = async (call: Call) => {
  const registration = await passkitRegistration(call);
  const response = await call.fx.call({
    method: 'POST',
    url: registration.url,
    headers: registration.headers,
    payload: { pushToken: 'ab12' },
  });
  if (response.statusCode !== 201) throw new Error(`passkit registration: ${response.statusCode} ${response.body}`);
  return registration;
};

/** Members made owner by a transfer call, so `after` can hand ownership back. */
const transferees = new Map<string, Account>();

/** A lead shared with the tenant through their public card, found by its unique name: each delete consumes its own. */
const freshLead = async ({ fx, owner }: Call) => {
  const name = uniqueLabel('Lead');
  const url = `/api/vcf/share/${owner.vcardToken}/leads`;
  await fx.call({
    method: 'POST',
    url,
    payload: { name, phone: '+49 30 1234567', consent: true, consentVersion: '2026-11', consentLanguage: 'en' },
  });
  const found = await fx.call({ method: 'GET', url: `/api/leads?search=${name}` }, owner);
  return found.json().leads[0].id as string;
};

const pipelineLeads = new Map<string, Promise<string>>();
/** One lead per tenant for the pipeline routes, made on first use. */
const pipelineLeadOf = (call: Call) => {
  const id = pipelineLeads.get(call.owner.id) ?? freshLead(call);
  pipelineLeads.set(call.owner.id, id);
  return id;
};

/**
 * SCIM (issue 30) authenticates with its organisation's bearer token, not a session: each role calls with a fresh
 * token of its own organisation, stored as the token route stores one. A's owner, admin and member hold A's; the
 * other tenant B's (A's users and groups are absent for it); the platform admin's organisation has no plan (403);
 * a visitor has none (401).
 */
const scimTokenOf = async (fx: Fixture, userId: string) => {
  const db = fx.ctx.database.db;
  const [user] = await db.select({ organisationId: users.organisationId }).from(users).where(eq(users.id, userId));
  const token = `scim_${randomBytes(32).toString('base64url')}`;
  const stored = { scimTokenHash: hashOpaqueToken(token), scimTokenCreatedAt: new Date() };
  await db
    .insert(identitySettings)
    .values({ organisationId: user!.organisationId, ...stored })
    .onConflictDoUpdate({ target: identitySettings.organisationId, set: stored });
  return token;
};
const scimRequest = async ({ fx, role, owner }: Call, url: string, payload?: object): Promise<RouteRequest> => {
  const holder = {
    visitor: null,
    otherTenant: fx.b.id,
    admin: fx.admin.id,
    user: owner.id,
    teamAdmin: owner.id,
    member: owner.id,
  }[role];
  const headers = holder ? { authorization: `Bearer ${await scimTokenOf(fx, holder)}` } : undefined;
  return { url: `/scim/v2${url}`, ...(payload && { payload }), ...(headers && { headers }) };
};
const scimUser = () => ({
  userName: `${uniqueLabel('scim')}@example.com`,
  name: { givenName: 'Ada', familyName: 'Lovelace' },
});
/** A fresh SCIM user or group of A, made with A's token, for a call that changes or deletes it. */
const freshScim = async ({ fx, owner }: Call, kind: 'Users' | 'Groups') => {
  const created = await fx.call({
    method: 'POST',
    url: `/scim/v2/${kind}`,
    payload: kind === 'Users' ? scimUser() : { displayName: uniqueLabel('Group') },
    headers: { authorization: `Bearer ${await scimTokenOf(fx, owner.id)}` },
  });
  return created.json().id as string;
};
/** A SCIM route: everyone of A reaches it with A's token; B, with its own, finds none of A's resources. */
const scim = (status: number, otherTenant = status) => ({
  visitor: 401,
  otherTenant,
  user: status,
  teamAdmin: status,
  member: status,
  admin: 403,
});

/**
 * Every route the app registers (HEAD routes mirror their GET), keyed `METHOD /path` as registered, with how to
 * call it and what each role gets. A route without an entry, or an entry without a route, fails authorization.test.ts.
 * bad-input.test.ts mutates the request of the first role that succeeds, so `request` should build a valid call;
 * a route that reads its body by hand (multipart) names the contract schema in `body`.
 */
export const authorizationMatrix: Record<string, MatrixEntry> = {
  // API documentation and probes: public.
  'GET /api/openapi.json': { request: () => get('/api/openapi.json'), expect: everyone(200) },
  'GET /api/docs': { request: () => get('/api/docs'), expect: everyone(200) },
  // The docs page lives at /api/docs/; its old static address redirects there.
  'GET /api/docs/static/index.html': { request: () => get('/api/docs/static/index.html'), expect: everyone(302) },
  'GET /api/docs/static/swagger-initializer.js': {
    request: () => get('/api/docs/static/swagger-initializer.js'),
    expect: everyone(200),
  },
  'GET /api/docs/json': { request: () => get('/api/docs/json'), expect: everyone(200) },
  'GET /api/docs/yaml': { request: () => get('/api/docs/yaml'), expect: everyone(200) },
  'GET /api/docs/static/*': { request: () => get('/api/docs/static/swagger-ui.css'), expect: everyone(200) },
  'GET /api/health': { request: () => get('/api/health'), expect: everyone(200) },
  'GET /api/ready': { request: () => get('/api/ready'), expect: everyone(200) },
  'GET /api/public/plans': { request: () => get('/api/public/plans'), expect: everyone(200) },
  'GET /api/public/billing-mode': { request: () => get('/api/public/billing-mode'), expect: everyone(200) },

  // Sign-in related: public; a token plays no part.
  'POST /api/auth/register': {
    request: () => ({ url: '/api/auth/register', payload: validRegistration() }),
    expect: everyone(201),
  },
  'GET /api/auth/verify-email/:token': {
    request: async ({ fx }) => get(`/api/auth/verify-email/${(await fx.fresh.unverified()).token}`),
    expect: everyone(200),
  },
  'POST /api/auth/resend-verification': {
    request: () => ({ url: '/api/auth/resend-verification', payload: { email: uniqueEmail('resend') } }),
    expect: everyone(200),
  },
  'POST /api/auth/login': {
    request: ({ owner }) => ({ url: '/api/auth/login', payload: { email: owner.email, password: owner.password } }),
    expect: everyone(200),
  },
  'POST /api/auth/request-password-reset': {
    request: () => ({ url: '/api/auth/request-password-reset', payload: { email: uniqueEmail('reset') } }),
    expect: everyone(200),
  },
  'GET /api/auth/sso/saml/metadata': { request: () => get('/api/auth/sso/saml/metadata'), expect: everyone(200) },
  // A post that is no SAML Response ends on the sign-in page like every refused one.
  'POST /api/auth/sso/saml/acs': {
    request: () => form('/api/auth/sso/saml/acs', 'SAMLResponse=bm90LXNhbWw%3D&RelayState=none'),
    expect: everyone(302),
  },
  'POST /api/auth/reset-password': {
    request: async ({ fx }) => ({
      url: '/api/auth/reset-password',
      payload: { token: (await fx.fresh.resetToken()).token, password: newPassword() },
    }),
    expect: everyone(200),
  },

  // The signed-in user's own account.
  'GET /api/users/profile': { request: () => get('/api/users/profile'), expect: signedIn(200) },
  'PUT /api/users/profile': {
    request: () => ({
      url: '/api/users/profile',
      payload: { organisationName: 'Muster GmbH', organisationCity: 'Berlin', organisationPlz: '10115' },
    }),
    // The organisation's details: its owner and admins change them.
    expect: managers(200),
  },
  'PUT /api/users/change-password': {
    request: ({ caller, owner }) => ({
      url: '/api/users/change-password',
      payload: { currentPassword: (caller ?? owner).password, newPassword: newPassword() },
    }),
    expect: signedIn(200),
    after(response, { caller }, request) {
      // The old token is revoked; later calls go on with the fresh one and the new password.
      if (response.statusCode !== 200 || !caller) return;
      caller.token = response.json().token;
      caller.password = (request.payload as { newPassword: string }).newPassword;
    },
  },
  'GET /api/users/activity': { request: () => get('/api/users/activity'), expect: signedIn(200) },
  'GET /api/users/checklist': { request: () => get('/api/users/checklist'), expect: signedIn(200) },
  // Ends every session of its caller: a signed-in caller uses an account of its own, so the fixture's stay valid.
  'POST /api/auth/sign-out-everywhere': {
    request: async ({ fx, caller }) => ({
      url: '/api/auth/sign-out-everywhere',
      ...(caller ? { headers: { 'x-auth-token': await fx.fresh.throwawaySession() } } : {}),
    }),
    expect: signedIn(200),
  },
  // Single sign-on (issue 30): public; an address no organisation verified has no connection, a forged state no flow.
  'GET /api/auth/sso/start': {
    request: () => get(`/api/auth/sso/start?email=${uniqueLabel('sso')}@unknown.invalid`),
    expect: everyone(404),
  },
  'GET /api/auth/sso/oidc/callback': {
    request: () => get('/api/auth/sso/oidc/callback?code=forged&state=forged'),
    expect: everyone(302),
  },
  'POST /api/auth/sso/exchange': {
    request: () => ({ url: '/api/auth/sso/exchange', payload: { code: 'forged-code' } }),
    expect: everyone(400),
  },

  // The team (decision 017): everyone sees their organisation; its owner and admins invite and manage members.
  'GET /api/team': { request: () => get('/api/team'), expect: signedIn(200) },
  'POST /api/team/invitations': {
    request: () => ({ url: '/api/team/invitations', payload: { email: uniqueEmail('invite'), role: 'member' } }),
    // The platform admin's organisation has no plan, so its one seat is taken: 409.
    expect: managers(201, 409),
    body: invitationBodySchema,
  },
  'POST /api/team/invitations/bulk': {
    request: () => ({
      url: '/api/team/invitations/bulk',
      ...multipartBody(
        {},
        {
          field: 'file',
          name: 'team.csv',
          type: 'text/csv',
          data: Buffer.from(`email,role,name\r\n${uniqueEmail('bulk')},member,Bulk Invitee\r\n`),
        },
      ),
    }),
    expect: managers(201, 409),
  },
  'DELETE /api/team/invitations/:id': {
    request: async ({ fx, owner }) => ({ url: `/api/team/invitations/${(await fx.fresh.invitation(owner)).id}` }),
    expect: managedResource(204),
  },
  'POST /api/team/invitations/:id/resend': {
    request: async ({ fx, owner }) => ({
      url: `/api/team/invitations/${(await fx.fresh.invitation(owner)).id}/resend`,
    }),
    expect: managedResource(200),
  },
  'POST /api/team/invitations/:id/link': {
    request: async ({ fx, owner }) => ({ url: `/api/team/invitations/${(await fx.fresh.invitation(owner)).id}/link` }),
    expect: managedResource(200),
  },
  // The invitation link's token is the only credential.
  'GET /api/team/invitations/:token': {
    request: async ({ fx, owner }) => get(`/api/team/invitations/${(await fx.fresh.invitation(owner)).token}`),
    expect: everyone(200),
  },
  'POST /api/team/invitations/:token/accept': {
    request: async ({ fx, owner }) => ({
      url: `/api/team/invitations/${(await fx.fresh.invitation(owner)).token}/accept`,
      payload: { password: newPassword(), firstName: 'Joining', lastName: 'Colleague' },
    }),
    expect: everyone(201),
  },
  'PUT /api/team/members/:id': {
    request: async ({ fx, owner }) => ({
      url: `/api/team/members/${(await fx.fresh.member(owner)).id}`,
      payload: { isActive: false },
    }),
    expect: managedResource(200),
  },
  'DELETE /api/team/members/:id': {
    request: async ({ fx, owner }) => ({ url: `/api/team/members/${(await fx.fresh.member(owner)).id}` }),
    expect: managedResource(204),
  },
  'GET /api/team/analytics': { request: () => get('/api/team/analytics'), expect: signedIn(200) },
  'GET /api/team/analytics.csv': { request: () => get('/api/team/analytics.csv'), expect: signedIn(200) },
  // Enterprise identity (issue 30): verified domains and the single sign-on policy, for the owner and admins on Pro or
  // Enterprise (the platform admin's organisation has no plan: 403).
  'GET /api/team/domains': { request: () => get('/api/team/domains'), expect: managers(200, 403) },
  'POST /api/team/domains': {
    request: () => ({ url: '/api/team/domains', payload: { domain: `${uniqueLabel('new').toLowerCase()}.example` } }),
    expect: managers(201, 403),
  },
  'POST /api/team/domains/:id/verify': {
    request: async (call) => ({ url: `/api/team/domains/${await freshDomain(call)}/verify` }),
    expect: identityResource(200),
  },
  'DELETE /api/team/domains/:id': {
    request: async (call) => ({ url: `/api/team/domains/${await freshDomain(call)}` }),
    expect: identityResource(204),
  },
  // Custom link domains (issue 33): the owner and admins on Pro or Enterprise; the TLS proxy's question is public.
  'GET /api/domains': { request: () => get('/api/domains'), expect: managers(200, 403) },
  'POST /api/domains': {
    request: () => ({ url: '/api/domains', payload: { hostname: `${uniqueLabel('go').toLowerCase()}.example` } }),
    expect: managers(201, 403),
  },
  'PATCH /api/domains/:id': {
    request: async (call) => ({
      url: `/api/domains/${(await freshLinkDomain(call)).id}`,
      payload: { rootUrl: 'https://example.com/welcome' },
    }),
    expect: identityResource(200),
  },
  'POST /api/domains/:id/verify': {
    request: async (call) => ({ url: `/api/domains/${(await freshLinkDomain(call)).id}/verify` }),
    expect: identityResource(200),
  },
  'DELETE /api/domains/:id': {
    request: async (call) => ({ url: `/api/domains/${(await freshLinkDomain(call)).id}` }),
    expect: identityResource(204),
  },
  'GET /api/domains/tls-ask': {
    request: async (call) =>
      get(`/api/domains/tls-ask?domain=${(await freshLinkDomain(call, { serving: true })).hostname}`),
    expect: everyone(200),
  },
  'PUT /api/team/sso/enforcement': {
    request: async (call) => {
      await connectSso(call);
      return { url: '/api/team/sso/enforcement', payload: { enforced: false } };
    },
    expect: managers(200, 403),
  },
  'PUT /api/team/sso/group-roles': {
    request: () => ({
      url: '/api/team/sso/group-roles',
      payload: { groupRoles: [{ group: 'Staff', role: 'member' }] },
    }),
    expect: managers(200, 403),
  },
  // Card templates: every member reads them (cards are made from them); owner and admins edit.
  'GET /api/team/templates': { request: () => get('/api/team/templates'), expect: signedIn(200) },
  'POST /api/team/templates': {
    request: () => ({ url: '/api/team/templates', payload: validTemplate() }),
    expect: managers(201),
    body: cardTemplateBodySchema,
  },
  'PUT /api/team/templates/:id': {
    request: async (call) => ({
      url: `/api/team/templates/${await templateOf(call)}`,
      payload: { ...validTemplate(), name: 'Renamed template' },
    }),
    expect: managedResource(200),
    body: cardTemplateBodySchema,
  },
  'DELETE /api/team/templates/:id': {
    request: async ({ fx, owner }) => ({ url: `/api/team/templates/${await createTemplate(fx, owner)}` }),
    expect: managedResource(204),
  },
  'GET /api/team/settings': { request: () => get('/api/team/settings'), expect: signedIn(200) },
  // Sets what a fresh organisation has: no default template, none required.
  'PUT /api/team/settings': {
    request: () => ({ url: '/api/team/settings', payload: { defaultTemplateId: null, requireTemplate: false } }),
    expect: managers(200),
    body: teamSettingsBodySchema,
  },
  // Single sign-on (issue 30): owner and admins on Pro or Enterprise; the platform admin's organisation has no plan.
  'GET /api/team/sso': { request: () => get('/api/team/sso'), expect: managers(200, 403) },
  'PUT /api/team/sso': {
    request: ({ fx }) => ({ url: '/api/team/sso', payload: { type: 'oidc', issuer: fx.oidcIssuer, ...ssoClient } }),
    expect: managers(200, 403),
  },
  'DELETE /api/team/sso': {
    request: async (call) => {
      await connectSso(call);
      return { url: '/api/team/sso' };
    },
    expect: managers(204, 403),
  },
  'POST /api/team/sso/test': {
    request: async (call) => {
      await connectSso(call);
      return { url: '/api/team/sso/test' };
    },
    expect: managers(200, 403),
  },
  // The brand kit: every member reads it (their editor shows it); owner and admins edit it.
  'GET /api/organisation/brand': { request: () => get('/api/organisation/brand'), expect: signedIn(200) },
  'PUT /api/organisation/brand': {
    request: () => ({
      url: '/api/organisation/brand',
      payload: { appearance: { layout: 'banner', primaryColor: '#1e3a8a', backgroundColor: '#ffffff' } },
    }),
    expect: managers(200),
    body: brandKitBodySchema,
  },
  'DELETE /api/organisation/brand/logo': {
    request: () => ({ url: '/api/organisation/brand/logo' }),
    expect: managers(200),
  },
  'DELETE /api/organisation/brand/cover': {
    request: () => ({ url: '/api/organisation/brand/cover' }),
    expect: managers(200),
  },
  // Retention: every member reads how long data is kept; owner and admins set the lead retention.
  'GET /api/organisation/retention': { request: () => get('/api/organisation/retention'), expect: signedIn(200) },
  'PUT /api/organisation/retention': {
    request: () => ({ url: '/api/organisation/retention', payload: { leadRetentionMonths: null } }),
    expect: managers(200),
    body: organisationRetentionBodySchema,
  },
  // Hands A to a new member; `after` hands it back, so A's owner stays the owner for the calls that follow.
  'POST /api/team/transfer': {
    request: async ({ fx, owner }) => {
      const member = await fx.fresh.member(owner);
      transferees.set(member.id, member);
      return { url: '/api/team/transfer', payload: { memberId: member.id } };
    },
    expect: ownerResource(200),
    async after(response, { fx, owner }, request) {
      const member = transferees.get((request.payload as { memberId: string }).memberId);
      if (response.statusCode !== 200 || !member) return;
      const back = { method: 'POST' as const, url: '/api/team/transfer', payload: { memberId: owner.id } };
      await fx.call(back, member);
    },
  },

  // The organisation's SCIM token (issue 30): owner and admins on Pro or Enterprise (the admin has no plan: 403).
  'POST /api/team/scim-token': { request: () => ({ url: '/api/team/scim-token' }), expect: managers(201, 403) },
  'DELETE /api/team/scim-token': { request: () => ({ url: '/api/team/scim-token' }), expect: managers(204) },

  // Tags: the organisation's, managed by its owner and admins; Pro and Enterprise create them (the admin has no
  // plan: 403); one organisation's tag is absent for everyone else.
  'GET /api/tags': { request: () => get('/api/tags'), expect: managers(200) },
  'POST /api/tags': {
    request: () => ({ url: '/api/tags', payload: validTag() }),
    expect: managers(201, 403),
    body: tagBodySchema,
  },
  'GET /api/tags/:id': { request: ({ owner }) => get(`/api/tags/${owner.tagId}`), expect: managedResource(200) },
  'PUT /api/tags/:id': {
    request: ({ owner }) => ({ url: `/api/tags/${owner.tagId}`, payload: validTag('Renamed tag') }),
    expect: managedResource(200),
    body: tagBodySchema,
  },
  'DELETE /api/tags/:id': {
    request: async ({ fx, owner }) => ({ url: `/api/tags/${await fx.fresh.tag(owner)}` }),
    expect: managedResource(204),
  },
  'GET /api/tags/:id/analytics': {
    request: ({ owner }) => get(`/api/tags/${owner.tagId}/analytics`),
    expect: managedResource(200),
  },
  'GET /api/tags/alerts': { request: () => get('/api/tags/alerts'), expect: managers(200) },
  // Verified taps (issue 31): a tag's latest scans and its chip binding.
  'GET /api/tags/:id/scans': {
    request: ({ owner }) => get(`/api/tags/${owner.tagId}/scans`),
    expect: managedResource(200),
  },
  'PUT /api/tags/:id/chip': {
    request: async ({ fx, owner }) => ({
      url: `/api/tags/${await fx.fresh.tag(owner)}/chip`,
      payload: { uid: randomBytes(7).toString('hex') },
    }),
    expect: managedResource(200),
    body: bindChipBodySchema,
  },
  'DELETE /api/tags/:id/chip': {
    request: ({ owner }) => ({ url: `/api/tags/${owner.tagId}/chip` }),
    expect: managedResource(204),
  },

  // Branded QR codes: the organisation's style, set by its owner and admins; a tenant's tag or card code is absent
  // for everyone else.
  'GET /api/qr-style': { request: () => get('/api/qr-style'), expect: managers(200) },
  'PUT /api/qr-style': {
    request: () => ({ url: '/api/qr-style', payload: { foreground: '#1e3a8a', background: '#ffffff' } }),
    expect: managers(200),
  },
  'POST /api/qr-style/logo': {
    request: async () => ({
      url: '/api/qr-style/logo',
      ...multipartBody({}, { field: 'logo', name: 'logo.png', type: 'image/png', data: await samples.png() }),
    }),
    expect: managers(200),
  },
  'DELETE /api/qr-style/logo': { request: () => ({ url: '/api/qr-style/logo' }), expect: managers(200) },
  'GET /api/qr-style/preview.svg': {
    request: () => get('/api/qr-style/preview.svg?foreground=%23000000&background=%23ffffff&logo=1'),
    expect: managers(200),
  },
  'GET /api/tags/:id/qr.svg': {
    request: ({ owner }) => get(`/api/tags/${owner.tagId}/qr.svg`),
    expect: managedResource(200),
  },
  'GET /api/tags/:id/qr.png': {
    request: ({ owner }) => get(`/api/tags/${owner.tagId}/qr.png?size=128`),
    expect: managedResource(200),
  },
  'GET /api/vcf-configs/:id/qr.svg': {
    request: ({ owner }) => get(`/api/vcf-configs/${owner.vcardId}/qr.svg`),
    expect: tenantResource(200),
  },
  'GET /api/vcf-configs/:id/qr.png': {
    request: ({ owner }) => get(`/api/vcf-configs/${owner.vcardId}/qr.png?size=128`),
    expect: tenantResource(200),
  },

  // vCards: the quota makes room for them (the admin has none: 403).
  'GET /api/vcf-configs': { request: () => get('/api/vcf-configs'), expect: signedIn(200) },
  'POST /api/vcf-configs': {
    request: () => ({ url: '/api/vcf-configs', payload: validVcard() }),
    expect: signedIn(201, 403),
    body: vcardBodySchema,
  },
  'GET /api/vcf-configs/:id': {
    request: ({ owner }) => get(`/api/vcf-configs/${owner.vcardId}`),
    expect: tenantResource(200),
  },
  'PUT /api/vcf-configs/:id': {
    request: ({ owner }) => ({ url: `/api/vcf-configs/${owner.vcardId}`, payload: validVcard('Renamed card') }),
    expect: tenantResource(200),
    body: vcardBodySchema,
  },
  'DELETE /api/vcf-configs/:id': {
    request: async ({ fx, owner }) => ({ url: `/api/vcf-configs/${await fx.fresh.vcard(owner)}` }),
    expect: tenantResource(204),
  },
  'GET /api/vcf-configs/:id/image-presigned-url': {
    request: ({ owner }) => get(`/api/vcf-configs/${owner.vcardId}/image-presigned-url`),
    expect: tenantResource(200),
  },
  'GET /api/vcf-configs/:id/email-signature': {
    request: ({ owner }) => get(`/api/vcf-configs/${owner.vcardId}/email-signature?qr=true`),
    expect: tenantResource(200),
  },
  // Google Wallet (issue 32): the save link of a card's pass.
  'GET /api/vcf-configs/:id/wallet/google': {
    request: ({ owner }) => get(`/api/vcf-configs/${owner.vcardId}/wallet/google`),
    expect: tenantResource(200),
  },

  // Wallet passes (issue 32): which wallets are set up, for anyone signed in; a card's links and pass, like the card.
  'GET /api/wallet': { request: () => get('/api/wallet'), expect: signedIn(200) },
  'GET /api/vcf-configs/:id/wallet/links': {
    request: ({ owner }) => get(`/api/vcf-configs/${owner.vcardId}/wallet/links`),
    expect: tenantResource(200),
  },
  // A signed wallet link is its own credential (links.ts): anyone holding it opens that card's pass, nothing else.
  'GET /api/wallet/links/:token/apple': {
    request: ({ fx, owner }) =>
      get(`/api/wallet/links/${walletLinkToken(fx.ctx.app.appDeps.keys.walletLinks, owner.vcardId, 600)}/apple`),
    expect: everyone(200),
  },
  'GET /api/wallet/links/:token/google': {
    request: ({ fx, owner }) =>
      get(`/api/wallet/links/${walletLinkToken(fx.ctx.app.appDeps.keys.walletLinks, owner.vcardId, 600)}/google`),
    expect: everyone(302),
  },
  'POST /api/team/wallet-invitations': {
    request: () => ({ url: '/api/team/wallet-invitations' }),
    expect: managers(200),
  },
  // Apple Wallet (issue 32): a card's pass, reached like the card.
  'GET /api/vcf-configs/:id/wallet/apple': {
    request: ({ owner }) => get(`/api/vcf-configs/${owner.vcardId}/wallet/apple`),
    expect: tenantResource(200),
  },
  // The PassKit web service: public; Wallet authenticates with the pass's token (or, listing changes, names its device).
  'POST /api/passkit/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber': {
    request: async (call) => {
      const { url, headers } = await passkitRegistration(call);
      return { url, headers, payload: { pushToken: 'ab12' } };
    },
    expect: everyone(201),
  },
  'DELETE /api/passkit/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber': {
    request: async (call) => {
      const { url, headers } = await registeredPasskitDevice(call);
      return { url, headers };
    },
    expect: everyone(200),
  },
  'GET /api/passkit/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier': {
    request: async (call) => {
      const { device, passTypeId } = await registeredPasskitDevice(call);
      return get(`/api/passkit/v1/devices/${device}/registrations/${passTypeId}?passesUpdatedSince=0`);
    },
    expect: everyone(200),
  },
  'GET /api/passkit/v1/passes/:passTypeIdentifier/:serialNumber': {
    request: async (call) => {
      const { passTypeId, headers } = await passkitRegistration(call);
      return { url: `/api/passkit/v1/passes/${passTypeId}/${call.owner.vcardId}`, headers };
    },
    expect: everyone(200),
  },
  'POST /api/passkit/v1/log': {
    request: () => ({ url: '/api/passkit/v1/log', payload: { logs: ['Web service error: 500'] } }),
    expect: everyone(200),
  },

  // The public card: its unguessable token is the only credential.
  'GET /api/vcf/share/:downloadToken': {
    request: ({ owner }) => get(`/api/vcf/share/${owner.vcardToken}`),
    expect: everyone(200),
  },
  'GET /api/vcf/download/:downloadToken': {
    request: ({ owner }) => get(`/api/vcf/download/${owner.vcardToken}`),
    expect: everyone(200),
  },
  'GET /api/vcf/share/:downloadToken/manifest.webmanifest': {
    request: ({ owner }) => get(`/api/vcf/share/${owner.vcardToken}/manifest.webmanifest`),
    expect: everyone(200),
  },
  // The card's QR code for e-mail signatures: public like the card page, by its token.
  'GET /api/vcf/share/:downloadToken/qr.png': {
    request: ({ owner }) => get(`/api/vcf/share/${owner.vcardToken}/qr.png`),
    expect: everyone(200),
  },
  // The card's photo or logo for e-mail signatures: public like its QR code.
  'GET /api/vcf/share/:downloadToken/images/:image': {
    request: ({ owner }) => get(`/api/vcf/share/${owner.vcardToken}/images/photo`),
    expect: everyone(200),
  },
  // The logo Google Wallet fetches for a card's pass (here its photo): public like the card's other images.
  'GET /api/vcf/share/:downloadToken/wallet-logo.png': {
    request: ({ owner }) => get(`/api/vcf/share/${owner.vcardToken}/wallet-logo.png`),
    expect: everyone(200),
  },
  'GET /api/vcf/signature-icons/:file': {
    request: () => get('/api/vcf/signature-icons/linkedin.png'),
    expect: everyone(200),
  },
  'POST /api/vcf/share/:downloadToken/leads': {
    request: ({ owner }) => ({
      url: `/api/vcf/share/${owner.vcardToken}/leads`,
      payload: {
        name: 'Visiting Vera',
        email: 'vera@example.com',
        consent: true,
        consentVersion: '2026-11',
        consentLanguage: 'en',
      },
    }),
    expect: everyone(202),
  },

  // The organisation export (decision 023): the owner's; its download link is the credential, no session needed.
  'POST /api/organisation/exports': {
    request: () => ({ url: '/api/organisation/exports' }),
    expect: ownerOnly(202),
  },
  'GET /api/organisation/exports': { request: () => get('/api/organisation/exports'), expect: ownerOnly(200) },
  'GET /api/organisation/exports/:id': {
    request: async (call) => get(`/api/organisation/exports/${(await readyExportOf(call)).id}`),
    expect: ownerResource(200),
  },
  'GET /api/organisation/exports/:id/download': {
    request: async (call) => get((await readyExportOf(call)).downloadUrl),
    expect: everyone(200),
  },

  // Leads: what visitors shared with a tenant; one tenant's lead is absent for everyone else.
  'GET /api/leads': { request: () => get('/api/leads?search=vera&page=1&pageSize=5'), expect: signedIn(200) },
  'GET /api/leads/export.csv': { request: () => get('/api/leads/export.csv?search=vera'), expect: signedIn(200) },
  // Erasure (decision 024). Scheduling asks the caller's password; `after` takes it back, so A stays usable.
  'DELETE /api/organisation': {
    request: ({ caller }) => ({ url: '/api/organisation', payload: { password: caller?.password ?? 'no-password' } }),
    expect: ownerOnly(202),
    async after(response, { fx, caller }) {
      if (response.statusCode !== 202 || !caller) return;
      await fx.call({ method: 'POST', url: '/api/organisation/deletion/cancel' }, caller);
    },
  },
  // Nothing is scheduled: the owner hears so (409), everyone else is turned away first.
  'POST /api/organisation/deletion/cancel': {
    request: () => ({ url: '/api/organisation/deletion/cancel' }),
    expect: ownerOnly(409),
  },
  // A wrong password, so no account of the fixture goes: every signed-in caller reaches the check.
  'DELETE /api/users/me': {
    request: () => ({ url: '/api/users/me', payload: { password: 'not-the-password', cards: 'keep' } }),
    expect: signedIn(400),
  },
  'POST /api/leads/erase': {
    request: () => ({ url: '/api/leads/erase', payload: { email: uniqueEmail('forgotten') } }),
    expect: managers(200),
  },
  'DELETE /api/leads/:id': {
    request: async (call) => ({ url: `/api/leads/${await freshLead(call)}` }),
    expect: tenantResource(204),
  },
  // The lead pipeline (decision 031): one lead per tenant to work on, A's member gets 404 (the card is the owner's).
  'GET /api/leads/labels': { request: () => get('/api/leads/labels'), expect: signedIn(200) },
  'GET /api/leads/:id': {
    request: async (call) => get(`/api/leads/${await pipelineLeadOf(call)}`),
    expect: tenantResource(200),
  },
  'PATCH /api/leads/:id': {
    request: async (call) => ({
      url: `/api/leads/${await pipelineLeadOf(call)}`,
      payload: { status: 'contacted', labels: ['Security'] },
    }),
    expect: tenantResource(200),
  },
  'POST /api/leads/:id/notes': {
    request: async (call) => ({ url: `/api/leads/${await pipelineLeadOf(call)}/notes`, payload: { text: 'Called.' } }),
    expect: tenantResource(201),
  },
  'DELETE /api/leads/:id/notes/:noteId': {
    request: async (call) => {
      const { fx, owner } = call;
      const leadId = await pipelineLeadOf(call);
      const note = await fx.call(
        { method: 'POST', url: `/api/leads/${leadId}/notes`, payload: { text: 'To delete.' } },
        owner,
      );
      return { url: `/api/leads/${leadId}/notes/${note.json().id}` };
    },
    expect: tenantResource(204),
  },
  // A failed sync stored straight into the database (the CRM worker is tested in features/integrations).
  'POST /api/leads/:id/crm/retry': {
    request: async (call) => {
      const leadId = await freshLead(call);
      await call.fx.ctx.database.db.insert(leadCrmSyncs).values({
        leadId,
        provider: 'hubspot',
        organisationId: call.owner.organisationId,
        state: 'failed',
        error: 'HubSpot answered 500',
      });
      return { url: `/api/leads/${leadId}/crm/retry` };
    },
    expect: tenantResource(202),
  },
  'POST /api/analytics/nfc-scan': {
    request: ({ owner }) => ({ url: '/api/analytics/nfc-scan', payload: { token: owner.vcardToken } }),
    expect: everyone(202),
  },
  'POST /api/contact': {
    request: () => ({
      url: '/api/contact',
      payload: { name: 'Erika', email: uniqueEmail('contact'), subject: 'Hello', message: 'A question.' },
    }),
    expect: everyone(201),
  },

  // Orders: the organisation's owner and admins quote and order; history shows only their organisation's.
  'POST /api/orders/calculate-price': {
    request: () => ({ url: '/api/orders/calculate-price', payload: validOrder() }),
    expect: managers(200),
  },
  'POST /api/orders/request': {
    request: () => ({ url: '/api/orders/request', payload: validOrder() }),
    expect: managers(201),
    body: orderRequestBodySchema,
  },
  'GET /api/orders/history': { request: () => get('/api/orders/history'), expect: managers(200) },
  'GET /api/orders/:id/encoding-sheet': {
    request: async (call) => get(`/api/orders/${await verifiedOrderOf(call)}/encoding-sheet`),
    expect: managedResource(200),
  },

  // Webhooks: the organisation's endpoints, for its owner and admins; one tenant's endpoint is absent for everyone else.
  'GET /api/webhooks': { request: () => get('/api/webhooks'), expect: managers(200) },
  'POST /api/webhooks': { request: () => ({ url: '/api/webhooks', payload: validWebhook() }), expect: managers(201) },
  'PATCH /api/webhooks/:id': {
    request: async (call) => ({ url: `/api/webhooks/${await webhookOf(call)}`, payload: { description: 'Changed' } }),
    expect: managedResource(200),
  },
  'DELETE /api/webhooks/:id': {
    request: async ({ fx, owner }) => ({ url: `/api/webhooks/${await createWebhook(fx, owner)}` }),
    expect: managedResource(204),
  },
  'POST /api/webhooks/:id/rotate-secret': {
    request: async (call) => ({ url: `/api/webhooks/${await webhookOf(call)}/rotate-secret` }),
    expect: managedResource(200),
  },
  'POST /api/webhooks/:id/test': {
    request: async (call) => ({ url: `/api/webhooks/${await webhookOf(call)}/test` }),
    expect: managedResource(202),
  },
  'GET /api/webhooks/samples/scan.created': {
    request: () => get('/api/webhooks/samples/scan.created'),
    expect: managers(200),
  },
  'GET /api/webhooks/samples/lead.created': {
    request: () => get('/api/webhooks/samples/lead.created'),
    expect: managers(200),
  },
  'GET /api/webhooks/samples/order.status_changed': {
    request: () => get('/api/webhooks/samples/order.status_changed'),
    expect: managers(200),
  },
  'GET /api/webhooks/samples/ping': { request: () => get('/api/webhooks/samples/ping'), expect: managers(200) },
  // Only unknown events reach the parameter route.
  'GET /api/webhooks/samples/:event': {
    request: () => get('/api/webhooks/samples/lead.deleted'),
    expect: managers(404),
  },
  'GET /api/webhooks/:id/deliveries': {
    request: async (call) => get(`/api/webhooks/${await webhookOf(call)}/deliveries`),
    expect: managedResource(200),
  },

  // API keys: the organisation's, made and revoked by its owner and admins; one tenant's key is absent for everyone else.
  'GET /api/api-keys': { request: () => get('/api/api-keys'), expect: managers(200) },
  'POST /api/api-keys': { request: () => ({ url: '/api/api-keys', payload: validApiKey() }), expect: managers(201) },
  'DELETE /api/api-keys/:id': {
    request: async ({ fx, owner }) => ({ url: `/api/api-keys/${await createApiKey(fx, owner)}` }),
    expect: managedResource(204),
  },
  // CRM connections (issue 28): owner and admins; never an API key. HubSpot here is the local fake.
  'GET /api/integrations': { request: () => get('/api/integrations'), expect: managers(200) },
  'PUT /api/integrations/hubspot': {
    request: () => ({ url: '/api/integrations/hubspot', payload: { accessToken: 'pat-eu1-good-token' } }),
    expect: managers(200),
  },
  'POST /api/integrations/salesforce/authorize': {
    request: () => ({ url: '/api/integrations/salesforce/authorize' }),
    expect: managers(200),
  },
  'DELETE /api/integrations/:provider': {
    request: async ({ fx, owner }) => {
      await fx.ctx.database.db
        .insert(crmConnections)
        .values({
          organisationId: owner.organisationId,
          provider: 'salesforce',
          authKind: 'oauth',
          accessTokenEncrypted: encryptToken(fx.ctx.app.appDeps.keys.crmTokens, 'security-suite-token'),
        })
        .onConflictDoNothing();
      return { url: '/api/integrations/salesforce' };
    },
    expect: managedResource(204),
  },
  // Salesforce's redirect back is public: without a state of ours it connects nothing.
  'GET /api/integrations/salesforce/callback': {
    request: () => get('/api/integrations/salesforce/callback?code=aPrx-forged&state=forged'),
    expect: everyone(303),
  },

  // Billing: the owner's alone. A subscribes already (409 on a second checkout); the admin has no subscription to manage (400).
  'POST /api/subscriptions/create-checkout-session': {
    request: ({ fx }) => ({ url: '/api/subscriptions/create-checkout-session', payload: { planId: fx.planIds.Core } }),
    expect: ownerOnly(409, 200),
  },
  'POST /api/subscriptions/create-portal-session-for-update': {
    request: ({ fx }) => ({
      // Tenant A is on Enterprise and its invitations keep taking seats: a plan without a seat limit always fits.
      url: '/api/subscriptions/create-portal-session-for-update',
      payload: { newPlanId: fx.planIds.spacious },
    }),
    expect: ownerOnly(200, 400),
  },
  'POST /api/subscriptions/manage-subscription': {
    request: () => ({ url: '/api/subscriptions/manage-subscription' }),
    expect: ownerOnly(200, 400),
  },
  'POST /api/subscriptions/verify-session': {
    request: ({ owner }) => ({
      url: '/api/subscriptions/verify-session',
      payload: { sessionId: owner.checkoutSessionId },
    }),
    expect: ownerResource(200),
  },
  'POST /api/subscriptions/webhook': {
    requires: 'stripe',
    // A receiver: the Stripe signature is the credential, a token plays no part.
    request: () => {
      const payload = JSON.stringify({
        id: `evt_${uniqueLabel('security')}`,
        object: 'event',
        type: 'customer.created',
        data: { object: {} },
      });
      const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({
        payload,
        secret: STRIPE_WEBHOOK_SECRET,
      });
      return {
        url: '/api/subscriptions/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      };
    },
    expect: everyone(200),
  },

  // Administration: 401 to visitors, 403 to users.
  'GET /api/admin/users': { request: () => get('/api/admin/users'), expect: adminOnly(200) },
  'PUT /api/admin/users/:id': {
    request: ({ owner }) => ({ url: `/api/admin/users/${owner.id}`, payload: { tagQuota: 10_000 } }),
    expect: adminOnly(200),
  },
  'GET /api/admin/users/:id/audit': {
    request: ({ owner }) => get(`/api/admin/users/${owner.id}/audit`),
    expect: adminOnly(200),
  },
  'GET /api/admin/plans': { request: () => get('/api/admin/plans'), expect: adminOnly(200) },
  'POST /api/admin/plans': {
    request: () => ({ url: '/api/admin/plans', payload: validPlan(uniqueLabel('Plan')) }),
    expect: adminOnly(201),
  },
  'PUT /api/admin/plans/:id': {
    request: ({ fx }) => ({ url: `/api/admin/plans/${fx.planIds.fixture}`, payload: { description: 'Changed' } }),
    expect: adminOnly(200),
  },
  'GET /api/admin/stats': { request: () => get('/api/admin/stats'), expect: adminOnly(200) },
  'GET /api/admin/timeseries': { request: () => get('/api/admin/timeseries?days=7'), expect: adminOnly(200) },
  'GET /api/admin/audit': { request: () => get('/api/admin/audit'), expect: adminOnly(200) },
  'GET /api/admin/orders': { request: () => get('/api/admin/orders'), expect: adminOnly(200) },
  'PUT /api/admin/orders/:id/status': {
    request: ({ owner }) => ({
      url: `/api/admin/orders/${owner.orderId}/status`,
      payload: { status: 'pending_review' },
    }),
    expect: adminOnly(200),
  },
  'GET /api/admin/orders/:id/logo-presigned-url': {
    request: ({ owner }) => get(`/api/admin/orders/${owner.orderId}/logo-presigned-url`),
    expect: adminOnly(200),
  },
  'GET /api/admin/orders/:id/encoding-sheet': {
    request: async (call) => get(`/api/admin/orders/${await verifiedOrderOf(call)}/encoding-sheet`),
    expect: adminOnly(200),
  },
  'GET /api/admin/pricing/tiers': { request: () => get('/api/admin/pricing/tiers'), expect: adminOnly(200) },
  'POST /api/admin/pricing/tiers': {
    request: () => ({ url: '/api/admin/pricing/tiers', payload: validTier('Tier') }),
    expect: adminOnly(201),
  },
  'PUT /api/admin/pricing/tiers/:id': {
    request: ({ fx }) => ({ url: `/api/admin/pricing/tiers/${fx.pricing.tierId}`, payload: validTier('Tier 2') }),
    expect: adminOnly(200),
  },
  'DELETE /api/admin/pricing/tiers/:id': {
    request: async ({ fx }) => ({ url: `/api/admin/pricing/tiers/${await fx.fresh.tier()}` }),
    expect: adminOnly(204),
  },
  'GET /api/admin/pricing/customizations': {
    request: () => get('/api/admin/pricing/customizations'),
    expect: adminOnly(200),
  },
  'POST /api/admin/pricing/customizations': {
    request: () => ({ url: '/api/admin/pricing/customizations', payload: validCustomization('Extra') }),
    expect: adminOnly(201),
  },
  'PUT /api/admin/pricing/customizations/:id': {
    request: ({ fx }) => ({
      url: `/api/admin/pricing/customizations/${fx.pricing.customizationId}`,
      payload: validCustomization('Extra 2'),
    }),
    expect: adminOnly(200),
  },
  'DELETE /api/admin/pricing/customizations/:id': {
    request: async ({ fx }) => ({ url: `/api/admin/pricing/customizations/${await fx.fresh.customization()}` }),
    expect: adminOnly(204),
  },
  'GET /api/admin/pricing/shipping': { request: () => get('/api/admin/pricing/shipping'), expect: adminOnly(200) },
  'POST /api/admin/pricing/shipping': {
    request: () => ({ url: '/api/admin/pricing/shipping', payload: validShipping() }),
    expect: adminOnly(201),
  },
  'PUT /api/admin/pricing/shipping/:id': {
    request: ({ fx }) => ({ url: `/api/admin/pricing/shipping/${fx.pricing.shippingId}`, payload: validShipping() }),
    expect: adminOnly(200),
  },
  'DELETE /api/admin/pricing/shipping/:id': {
    request: async ({ fx }) => ({ url: `/api/admin/pricing/shipping/${await fx.fresh.shipping()}` }),
    expect: adminOnly(204),
  },

  // Only with ENABLE_TEST_ROUTES=true, and then to loopback only (authorization.test.ts checks both).
  'GET /api/dev/outbox': { request: () => ({ ...get('/api/dev/outbox'), ...fromThisMachine }), expect: everyone(200) },
  'POST /api/dev/orders/:id/delivered-days-ago': {
    request: async ({ fx, owner }) => {
      const status = { status: 'completed' };
      await fx.call({ method: 'PUT', url: `/api/admin/orders/${owner.orderId}/status`, payload: status }, fx.admin);
      return { url: `/api/dev/orders/${owner.orderId}/delivered-days-ago`, payload: { days: 15 }, ...fromThisMachine };
    },
    expect: everyone(204),
  },
  'POST /api/dev/erase-due-organisations': {
    request: () => ({ url: '/api/dev/erase-due-organisations', payload: { withinDays: 0 }, ...fromThisMachine }),
    expect: everyone(200),
  },

  // Outside /api: metrics (a bearer METRICS_TOKEN when set), the scan link, signed file links and the
  // simulated payment provider's hosted pages, whose unguessable session id is the credential.
  'GET /metrics': { request: () => ({ ...get('/metrics'), ...fromThisMachine }), expect: everyone(200) },
  'GET /t/:code': { request: ({ owner }) => get(`/t/${owner.tagCode}`), expect: everyone(302) },
  'GET /files/*': {
    request: async ({ fx, owner }) => {
      const link = await fx.call(
        { method: 'GET', url: `/api/vcf-configs/${owner.vcardId}/image-presigned-url` },
        owner,
      );
      return get(pathOf(link.json().presignedUrl));
    },
    expect: everyone(200),
  },
  // SCIM 2.0 for the organisation's identity provider (see scimRequest).
  'GET /scim/v2/ServiceProviderConfig': {
    request: (call) => scimRequest(call, '/ServiceProviderConfig'),
    expect: scim(200),
  },
  'GET /scim/v2/ResourceTypes': { request: (call) => scimRequest(call, '/ResourceTypes'), expect: scim(200) },
  'GET /scim/v2/ResourceTypes/:id': { request: (call) => scimRequest(call, '/ResourceTypes/User'), expect: scim(200) },
  'GET /scim/v2/Schemas': { request: (call) => scimRequest(call, '/Schemas'), expect: scim(200) },
  'GET /scim/v2/Schemas/:id': {
    request: (call) => scimRequest(call, '/Schemas/urn:ietf:params:scim:schemas:core:2.0:User'),
    expect: scim(200),
  },
  'GET /scim/v2/Users': { request: (call) => scimRequest(call, '/Users?startIndex=1&count=10'), expect: scim(200) },
  'POST /scim/v2/Users': { request: (call) => scimRequest(call, '/Users', scimUser()), expect: scim(201) },
  'GET /scim/v2/Users/:id': { request: (call) => scimRequest(call, `/Users/${call.owner.id}`), expect: scim(200, 404) },
  'PUT /scim/v2/Users/:id': {
    request: async (call) => scimRequest(call, `/Users/${await freshScim(call, 'Users')}`, scimUser()),
    expect: scim(200, 404),
  },
  'PATCH /scim/v2/Users/:id': {
    request: async (call) =>
      scimRequest(call, `/Users/${await freshScim(call, 'Users')}`, {
        Operations: [{ op: 'replace', path: 'name.givenName', value: 'Grace' }],
      }),
    expect: scim(200, 404),
  },
  'DELETE /scim/v2/Users/:id': {
    request: async (call) => scimRequest(call, `/Users/${await freshScim(call, 'Users')}`),
    expect: scim(204, 404),
  },
  'GET /scim/v2/Groups': { request: (call) => scimRequest(call, '/Groups'), expect: scim(200) },
  'POST /scim/v2/Groups': {
    request: (call) => scimRequest(call, '/Groups', { displayName: uniqueLabel('Group') }),
    expect: scim(201),
  },
  'GET /scim/v2/Groups/:id': {
    request: async (call) => scimRequest(call, `/Groups/${await freshScim(call, 'Groups')}`),
    expect: scim(200, 404),
  },
  'PUT /scim/v2/Groups/:id': {
    request: async (call) =>
      scimRequest(call, `/Groups/${await freshScim(call, 'Groups')}`, { displayName: uniqueLabel('Group') }),
    expect: scim(200, 404),
  },
  'PATCH /scim/v2/Groups/:id': {
    request: async (call) =>
      scimRequest(call, `/Groups/${await freshScim(call, 'Groups')}`, {
        Operations: [{ op: 'Replace', path: 'displayName', value: uniqueLabel('Group') }],
      }),
    expect: scim(200, 404),
  },
  'DELETE /scim/v2/Groups/:id': {
    request: async (call) => scimRequest(call, `/Groups/${await freshScim(call, 'Groups')}`),
    expect: scim(204, 404),
  },
  'GET /simulated-provider/checkout/:id': {
    request: async ({ fx }) => get(`/simulated-provider/checkout/${await fx.fresh.checkoutSession(fx.planIds.Core!)}`),
    expect: everyone(200),
  },
  'POST /simulated-provider/checkout/:id/pay': {
    request: async ({ fx }) =>
      form(`/simulated-provider/checkout/${await fx.fresh.checkoutSession(fx.planIds.Core!)}/pay`),
    expect: everyone(303),
  },
  'POST /simulated-provider/checkout/:id/cancel': {
    request: async ({ fx }) =>
      form(`/simulated-provider/checkout/${await fx.fresh.checkoutSession(fx.planIds.Core!)}/cancel`),
    expect: everyone(303),
  },
  'GET /simulated-provider/portal/:id': {
    request: async ({ fx }) => get(`/simulated-provider/portal/${await fx.fresh.portalSession(fx.planIds.Core!)}`),
    expect: everyone(200),
  },
  'POST /simulated-provider/portal/:id/change-plan': {
    request: async ({ fx }) =>
      form(
        `/simulated-provider/portal/${await fx.fresh.portalSession(fx.planIds.Core!)}/change-plan`,
        `planId=${fx.planIds.Pro}`,
      ),
    expect: everyone(303),
  },
  'POST /simulated-provider/portal/:id/cancel-at-period-end': {
    request: async ({ fx }) =>
      form(`/simulated-provider/portal/${await fx.fresh.portalSession(fx.planIds.Core!)}/cancel-at-period-end`),
    expect: everyone(303),
  },
  'POST /simulated-provider/portal/:id/resume': {
    request: async ({ fx }) =>
      form(`/simulated-provider/portal/${await fx.fresh.portalSession(fx.planIds.Core!)}/resume`),
    expect: everyone(303),
  },
};

/** `METHOD /path` of a registered route, as the table keys it; HEAD mirrors GET and has no entry of its own. */
export function routeKeys(routes: ReadonlyArray<{ method: string; url: string }>): string[] {
  const keys = routes
    .filter((route) => route.method !== 'HEAD')
    .map((route) => `${route.method} ${route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url}`);
  return [...new Set(keys)];
}
