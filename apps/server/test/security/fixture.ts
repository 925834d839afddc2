import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { startFakeHubspot } from '../fakes/fake-hubspot.ts';
import {
  auth,
  createTestApp,
  mailedToken,
  multipartBody,
  randomIp,
  samples,
  signInAdmin,
  signUp,
  type TestContext,
  uniqueEmail,
  validRegistration,
} from '../helpers.ts';
import { type DnsServer, startDnsServer } from '../peers/dns-server.ts';
import { startOidcPeer } from '../peers/oidc-provider.ts';

/** A signed-in account; `token` and `password` change when a test changes the password. */
export type Account = { id: string; email: string; password: string; token: string };

/** A regular user on the Pro plan (bought through the simulated checkout) with one of everything. */
export type Tenant = Account & {
  organisationId: string;
  tagId: string;
  tagCode: string;
  vcardId: string;
  vcardToken: string;
  orderId: string;
  checkoutSessionId: string;
};

export type Fixture = {
  ctx: TestContext;
  admin: Account;
  a: Tenant;
  /** An admin and a member of A's organisation, who joined through invitations (decision 017). */
  aAdmin: Account;
  aMember: Account;
  b: Tenant;
  /** The seeded plans by name, and an inactive plan the fixture's admin made. */
  planIds: Record<string, string>;
  /** Inactive (so no quote changes) pricing rows the fixture's admin made. */
  pricing: { tierId: string; customizationId: string; shippingId: string };
  /** Calls the app from a fresh address (so no rate limit of one call reaches another) with the account's token. */
  call(options: InjectOptions & { url: string }, as?: Account | null): Promise<LightMyRequestResponse>;
  fresh: ReturnType<typeof freshResources>;
  /** The name server domain verification asks (only when the fixture built its own app). */
  dns?: DnsServer;
  /** A local OpenID provider that knows `securityOidcClient`, for the single sign-on routes ('' with a given ctx). */
  oidcIssuer: string;
};

export const securityOidcClient = {
  clientId: 'security-suite',
  clientSecret: 'security-suite-secret',
  redirectUri: 'http://app.test/api/auth/sso/oidc/callback',
};

/** A label unique to one fixture, so rows it makes can be told apart on a shared PostgreSQL database. */
export const uniqueLabel = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

export const validTag = (name = 'Security tag') => ({
  name,
  actionType: 'WEBSITE_LINK',
  actionData: { url: 'https://example.com/landing' },
});

export const validVcard = (configName = 'Security card') => ({
  configName,
  name: 'Erika',
  surname: 'Mustermann',
  contactEmail: 'erika@example.com',
});

export const validOrder = () => ({ productType: 'nfc_card_core', quantity: 10, shippingCountry: 'DE' });

export const validTier = (name: string) => ({ name, basePrice: 1, productType: 'pet_tag', isActive: false });
export const validCustomization = (name: string) => ({ name, price: 1, isActive: false });
export const validShipping = () => ({ country: 'AT', baseRate: 1, isActive: false });
export const validPlan = (name: string) => ({ name, tagLimit: 3, isActive: false });

function expectStatus(response: LightMyRequestResponse, status: number, what: string) {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Things a call may consume (deleted, reset, verified): each call makes its own. */
function freshResources(fx: Pick<Fixture, 'ctx' | 'admin' | 'call'>) {
  const create = async (url: string, payload: object, as: Account) =>
    expectStatus(await fx.call({ method: 'POST', url, payload }, as), 201, `POST ${url}`) as {
      id?: string;
      data?: { id: string };
    };
  return {
    tag: async (owner: Account) => (await create('/api/tags', validTag('Fresh tag'), owner)).id!,
    vcard: async (owner: Account) => (await create('/api/vcf-configs', validVcard('Fresh card'), owner)).id!,
    tier: async () => (await create('/api/admin/pricing/tiers', validTier('Fresh tier'), fx.admin)).data!.id,
    customization: async () =>
      (await create('/api/admin/pricing/customizations', validCustomization('Fresh extra'), fx.admin)).data!.id,
    shipping: async () => (await create('/api/admin/pricing/shipping', validShipping(), fx.admin)).data!.id,
    /** An open invitation to `owner`'s organisation, with the token of its mailed link. */
    async invitation(owner: Account, role: 'admin' | 'member' = 'member') {
      const email = uniqueEmail('invitee');
      const payload = { email, role };
      const created = expectStatus(
        await fx.call({ method: 'POST', url: '/api/team/invitations', payload }, owner),
        201,
        'invitation',
      ) as { id: string };
      return { id: created.id, email, token: await mailedToken(fx.ctx, email, 'join') };
    },
    /** A new member of `owner`'s organisation, joined through an invitation like a colleague would. */
    async member(owner: Account, role: 'admin' | 'member' = 'member'): Promise<Account> {
      const invitation = await this.invitation(owner, role);
      const password = `Quiet-Harbour-${Math.floor(Math.random() * 1e6)}`;
      const accepted = expectStatus(
        await fx.call({
          method: 'POST',
          url: `/api/team/invitations/${invitation.token}/accept`,
          payload: { password, firstName: 'Team', lastName: role === 'admin' ? 'Admin' : 'Member' },
        }),
        201,
        'accept',
      ) as { token: string };
      const account = { id: '', email: invitation.email, password, token: accepted.token };
      const profile = expectStatus(await fx.call({ method: 'GET', url: '/api/users/profile' }, account), 200, 'me');
      return { ...account, id: (profile as { id: string }).id };
    },
    /** A registered, not yet verified address and the token of its verification link. */
    async unverified() {
      const body = validRegistration();
      expectStatus(await fx.call({ method: 'POST', url: '/api/auth/register', payload: body }), 201, 'register');
      return { email: body.email, token: await mailedToken(fx.ctx, body.email, 'verify-email') };
    },
    /** The session token of a new verified account, for calls that end every session of their caller. */
    async throwawaySession() {
      return (await signUp(fx.ctx)).token;
    },
    /** A verified account and the token of a reset link mailed to it. */
    async resetToken() {
      const user = await signUp(fx.ctx);
      const payload = { email: user.email };
      await fx.call({ method: 'POST', url: '/api/auth/request-password-reset', payload });
      return { email: user.email, token: await mailedToken(fx.ctx, user.email, 'reset-password') };
    },
    /** A portal session of the simulated provider, for a new subscriber of `planId`. */
    async portalSession(planId: string) {
      const user = await signUp(fx.ctx);
      const account: Account = { id: user.user.id, email: user.email, password: user.password, token: user.token };
      await subscribe(fx, account, planId);
      const portal = await fx.call({ method: 'POST', url: '/api/subscriptions/manage-subscription' }, account);
      return new URL(expectStatus(portal, 200, 'portal').url as string).pathname.split('/').pop()!;
    },
    /** An open checkout session of the simulated provider, for a user without a plan. */
    async checkoutSession(planId: string) {
      const user = await signUp(fx.ctx);
      const checkout = await fx.call(
        { method: 'POST', url: '/api/subscriptions/create-checkout-session', payload: { planId } },
        { ...user, id: user.user.id },
      );
      return new URL(expectStatus(checkout, 200, 'checkout').url as string).pathname.split('/').pop()!;
    },
  };
}

/** Subscribes through the simulated provider's hosted checkout, as a customer would. */
async function subscribe(fx: Pick<Fixture, 'ctx' | 'call'>, account: Account, planId: string) {
  const checkout = await fx.call(
    { method: 'POST', url: '/api/subscriptions/create-checkout-session', payload: { planId } },
    account,
  );
  const checkoutPath = new URL(expectStatus(checkout, 200, 'checkout').url as string).pathname;
  const paid = await fx.ctx.app.inject({
    method: 'POST',
    url: `${checkoutPath}/pay`,
    payload: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (paid.statusCode !== 303) throw new Error(`pay: ${paid.statusCode}`);
  const sessionId = checkoutPath.split('/').pop()!;
  const verified = await fx.call(
    { method: 'POST', url: '/api/subscriptions/verify-session', payload: { sessionId } },
    account,
  );
  account.token = expectStatus(verified, 200, 'verify-session').token;
  return sessionId;
}

async function createTenant(fx: Pick<Fixture, 'ctx' | 'call' | 'admin'>, planId: string): Promise<Tenant> {
  const signed = await signUp(fx.ctx);
  const account: Account = { id: signed.user.id, email: signed.email, password: signed.password, token: signed.token };
  const checkoutSessionId = await subscribe(fx, account, planId);
  // Room for the tags and cards that the tests make; the admin grants it as support would.
  expectStatus(
    await fx.call({ method: 'PUT', url: `/api/admin/users/${account.id}`, payload: { tagQuota: 10_000 } }, fx.admin),
    200,
    'quota',
  );
  const png = await samples.png();
  const card = multipartBody(validVcard(), { field: 'profilePicture', name: 'me.png', type: 'image/png', data: png });
  const vcard = expectStatus(
    await fx.call({ method: 'POST', url: '/api/vcf-configs', ...card }, account),
    201,
    'vcard',
  );
  const tag = expectStatus(
    await fx.call({ method: 'POST', url: '/api/tags', payload: validTag() }, account),
    201,
    'tag',
  );
  // An edition with a logo, so the admin's logo link has something to show.
  const orderBody = multipartBody(
    { productType: 'nfc_card_individual', quantity: '10', shippingCountry: 'DE' },
    { field: 'orderLogoFile', name: 'logo.png', type: 'image/png', data: png },
  );
  const order = expectStatus(
    await fx.call({ method: 'POST', url: '/api/orders/request', ...orderBody }, account),
    201,
    'order',
  );
  return {
    ...account,
    organisationId: signed.user.organisationId,
    tagId: tag.id,
    tagCode: tag.userFacingId,
    vcardId: vcard.id,
    vcardToken: vcard.downloadToken,
    orderId: order.orderId,
    checkoutSessionId,
  };
}

/**
 * On a PostgreSQL server every test file shares the catalogue, and every active customization is part of every
 * quote: when the fixture's app closes, the pricing rows and plans made through it (and changed by the calls it
 * made) go again, so no other file's quote sees them.
 */
async function leaveCatalogueAsFound(context: TestContext) {
  const ids = async (table: string) =>
    new Set(
      (
        (await context.database.db.execute(sql`select id::text as id from ${sql.raw(table)}`)) as unknown as {
          rows: Array<{ id: string }>;
        }
      ).rows.map((row) => row.id),
    );
  const tables = ['pricing_tiers', 'customizations', 'shipping_rates', 'plans'] as const;
  const before = new Map(await Promise.all(tables.map(async (table) => [table, await ids(table)] as const)));
  const close = context.close.bind(context);
  context.close = async () => {
    for (const table of tables) {
      const known = [...(before.get(table) ?? [])];
      const keep = known.length
        ? sql.join(
            known.map((id) => sql`${id}`),
            sql`, `,
          )
        : sql`null`;
      const made = sql`id::text not in (${keep})`;
      // Plans may be someone's plan by now: those are only switched off.
      if (table === 'plans') await context.database.db.execute(sql`update plans set is_active = false where ${made}`);
      else await context.database.db.execute(sql`delete from ${sql.raw(table)} where ${made}`);
    }
    await close();
  };
}

/** A Google service account key file with a fresh RSA key, for the wallet routes. */
function securityServiceAccount() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return JSON.stringify({
    client_email: 'wallet@security-suite.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  });
}

/**
 * An app with an admin and two tenants, each with a paid subscription, a tag, a vCard with a picture and an
 * order with a logo, all made through the API. `accountsOnly` leaves out everything but the accounts (for an app
 * whose payment provider cannot complete a checkout here).
 */
export async function createFixture(options: { ctx?: TestContext; accountsOnly?: boolean } = {}): Promise<Fixture> {
  // CRM routes talk to a local HubSpot; Salesforce has an OAuth client, so its authorize route answers.
  const hubspot = options.ctx ? null : await startFakeHubspot();
  // Domain verification asks a local name server.
  const dns = options.ctx ? undefined : await startDnsServer();
  const oidcPeer = options.ctx ? null : await startOidcPeer({ clients: [securityOidcClient] });
  const context =
    options.ctx ??
    (await createTestApp({
      env: {
        HUBSPOT_API_BASE: hubspot!.url,
        SALESFORCE_CLIENT_ID: 'security-suite-client',
        SALESFORCE_CLIENT_SECRET: 'security-suite-secret',
        DNS_SERVERS: dns!.address,
        SSO_ALLOW_HTTP_ISSUERS: 'true',
        // Google Wallet save links are signed here without asking Google: any service account key does.
        GOOGLE_WALLET_ISSUER_ID: '3388000000022222222',
        GOOGLE_WALLET_SERVICE_ACCOUNT: securityServiceAccount(),
      },
    }));
  if (hubspot) {
    const closeApp = context.close.bind(context);
    context.close = async () => {
      await closeApp();
      await hubspot.close();
      await dns?.close();
      await oidcPeer?.close();
    };
  }
  await leaveCatalogueAsFound(context);
  const call: Fixture['call'] = (options, as) =>
    context.app.inject({
      remoteAddress: randomIp(),
      ...options,
      headers: { ...(as ? auth(as.token) : {}), ...options.headers },
    } as InjectOptions) as Promise<LightMyRequestResponse>;
  const signedAdmin = await signInAdmin(context);
  const admin: Account = {
    id: signedAdmin.user.id,
    email: signedAdmin.email,
    password: 'Admin-Passw0rd!',
    token: signedAdmin.token,
  };
  const base = { ctx: context, call, admin, dns, oidcIssuer: oidcPeer?.issuer ?? '' };
  const plans = expectStatus(await call({ method: 'GET', url: '/api/admin/plans' }, admin), 200, 'plans') as Array<{
    id: string;
    name: string;
  }>;
  const planIds = Object.fromEntries(plans.map((plan) => [plan.name, plan.id]));
  const fresh = freshResources(base);
  if (options.accountsOnly) {
    const tenant = async (): Promise<Tenant> => {
      const user = await signUp(context);
      const ids = { tagId: '', tagCode: '', vcardId: '', vcardToken: '', orderId: '', checkoutSessionId: '' };
      return {
        id: user.user.id,
        organisationId: user.user.organisationId,
        email: user.email,
        password: user.password,
        token: user.token,
        ...ids,
      };
    };
    const pricing = { tierId: '', customizationId: '', shippingId: '' };
    const a = await tenant();
    // Without a plan A has one seat: its own owner stands in for its admin and member, whom no route here needs.
    return { ...base, a, aAdmin: a, aMember: a, b: await tenant(), planIds, pricing, fresh };
  }
  const ownPlan = expectStatus(
    await call({ method: 'POST', url: '/api/admin/plans', payload: validPlan(uniqueLabel('Security plan')) }, admin),
    201,
    'plan',
  );
  planIds.fixture = ownPlan.id;
  // A plan change A's team always fits, however many seats the calls' invitations have taken by then.
  const spacious = expectStatus(
    await call(
      {
        method: 'POST',
        url: '/api/admin/plans',
        payload: {
          ...validPlan(uniqueLabel('Security seats')),
          isActive: true,
          seatLimit: null,
          priceMonthlyCents: 990,
        },
      },
      admin,
    ),
    201,
    'plan',
  );
  planIds.spacious = spacious.id;
  // A on Enterprise: unlimited seats for the members the calls invite; B on Pro.
  const a = await createTenant(base, planIds.Enterprise!);
  const aAdmin = await fresh.member(a, 'admin');
  const aMember = await fresh.member(a, 'member');
  const b = await createTenant(base, planIds.Pro!);
  const pricing = {
    tierId: await fresh.tier(),
    customizationId: await fresh.customization(),
    shippingId: await fresh.shipping(),
  };
  return { ...base, a, aAdmin, aMember, b, planIds, pricing, fresh };
}
