import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountByEmail,
  auth,
  createTestApp,
  givePlan,
  giveVerifiedDomain,
  randomIp,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import {
  idpMetadataXml,
  makeSigningKey,
  type ResponseOptions,
  readAuthnRequestUrl,
  readAutoPostForm,
  type SamlIdp,
  type SigningKey,
  startSamlIdp,
  type WrappingAttack,
} from '../../../test/peers/saml-idp.ts';
import { identitySettings, samlAssertions, ssoConnections, ssoFlows, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { prepareSamlConnection, samlCertificatesExpireAt, samlServiceProvider, startSamlSignIn } from './saml.ts';
import { exchangeSsoCode } from './sign-in.ts';

const APP_URL = 'http://app.test';
const sp = samlServiceProvider(APP_URL);

let ctx: TestContext;
let idpA: SamlIdp;
let idpB: SamlIdp;
let strangerKey: SigningKey;
type Org = { organisationId: string; domain: string; connection: typeof ssoConnections.$inferSelect };
let orgA: Org;
let orgB: Org;

/** An organisation on Enterprise with a verified domain and a SAML connection to `idp`, made as PUT /api/team/sso stores it. */
async function samlOrganisation(idp: SamlIdp): Promise<Org> {
  const owner = await signUp(ctx);
  await givePlan(ctx, owner.user.id, 'Enterprise');
  const domain = `saml-${randomBytes(4).toString('hex')}.example`;
  await giveVerifiedDomain(ctx, owner.user.organisationId, domain);
  const fields = await prepareSamlConnection({ config: ctx.config }, { metadataUrl: idp.metadataUrl });
  const [connection] = await ctx.database.db
    .insert(ssoConnections)
    .values({ organisationId: owner.user.organisationId, type: 'saml', ...fields })
    .returning();
  return { organisationId: owner.user.organisationId, domain, connection: connection! };
}

const address = (org: Org, label: string) => `${label}-${randomBytes(3).toString('hex')}@${org.domain}`;

function postAcs(fields: { SAMLResponse?: string; RelayState?: string }) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sso/saml/acs',
    payload: new URLSearchParams(fields as Record<string, string>).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: randomIp(),
  });
}

/** Starts an SP-initiated sign-in of org A: the flow's RelayState and the AuthnRequest's ID. */
async function startFlow(org: Org = orgA, purpose: 'sign_in' | 'test' = 'sign_in') {
  const url = await startSamlSignIn(ctx.app.appDeps, { connection: org.connection, purpose });
  const request = readAuthnRequestUrl(url);
  return { url, relayState: request.relayState!, requestId: request.id };
}

const signedInCode = (location: string | undefined) => {
  const prefix = `${APP_URL}/sso/complete?code=`;
  expect(location?.startsWith(prefix), location).toBe(true);
  return decodeURIComponent(location!.slice(prefix.length));
};

async function expectNobody(...emails: string[]) {
  for (const email of emails) expect(await accountByEmail(ctx.database.db, email.toLowerCase())).toBeUndefined();
}

async function metadataError(body: { metadataXml?: string; metadataUrl?: string }, config = ctx.config) {
  const error = await prepareSamlConnection({ config }, body).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.code).toBe('VALIDATION');
  return { fields: Object.keys(appError.fields ?? {}), message: appError.message };
}

beforeAll(async () => {
  ctx = await createTestApp({ env: { SSO_ALLOW_HTTP_ISSUERS: 'true' } });
  expect(ctx.config.appUrl).toBe(APP_URL);
  [idpA, idpB, strangerKey] = await Promise.all([startSamlIdp(sp), startSamlIdp(sp), makeSigningKey()]);
  orgA = await samlOrganisation(idpA);
  orgB = await samlOrganisation(idpB);
}, 60_000);

afterAll(async () => {
  await Promise.all([idpA?.close(), idpB?.close()]);
  await ctx?.close();
});

describe('IdP metadata', () => {
  it('reads entity id, sign-in URL and signing certificates, from XML or fetched from a URL', async () => {
    const fetched = await prepareSamlConnection({ config: ctx.config }, { metadataUrl: idpA.metadataUrl });
    expect(fetched).toMatchObject({
      samlMetadataUrl: idpA.metadataUrl,
      samlIdpEntityId: idpA.entityId,
      samlSsoUrl: idpA.ssoUrl,
      samlCertificates: [expect.stringContaining('BEGIN CERTIFICATE')],
    });
    const given = await prepareSamlConnection({ config: ctx.config }, { metadataXml: idpA.metadataXml });
    expect(given).toEqual({ ...fetched, samlMetadataUrl: null });
  });

  it('takes only signing keys, skips expired ones and tells each certificate’s last day, soonest first', async () => {
    const soon = await makeSigningKey({ notAfter: new Date(Date.now() + 10 * 86_400_000) });
    const expired = await makeSigningKey({ notBefore: new Date('2020-01-01'), notAfter: new Date('2021-01-01') });
    const xml = idpMetadataXml({
      entityId: 'https://idp.example/entity',
      ssoUrl: 'https://idp.example/sso',
      certificates: [idpA.key.certificatePem, expired.certificatePem, soon.certificatePem],
    }).replace(
      '</md:IDPSSODescriptor>',
      `<md:KeyDescriptor use="encryption"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${strangerKey.certificatePem.replace(/-----[^-]+-----|\s/g, '')}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor></md:IDPSSODescriptor>`,
    );
    const fields = await prepareSamlConnection({ config: ctx.config }, { metadataXml: xml });
    const bodies = fields.samlCertificates.map((pem) => pem.replace(/-----[^-]+-----|\s/g, ''));
    const bodyOf = (key: SigningKey) => key.certificatePem.replace(/-----[^-]+-----|\s/g, '');
    expect(bodies).toEqual([bodyOf(idpA.key), bodyOf(soon)]);
    const expiries = samlCertificatesExpireAt(fields.samlCertificates);
    expect(expiries).toHaveLength(2);
    expect(new Date(expiries[0]!).getTime()).toBeLessThan(new Date(expiries[1]!).getTime());
    expect(new Date(expiries[0]!).getTime() - Date.now()).toBeLessThan(11 * 86_400_000);

    const onlyExpired = idpMetadataXml({
      entityId: 'https://idp.example/entity',
      ssoUrl: 'https://idp.example/sso',
      certificates: [expired.certificatePem],
    });
    expect(await metadataError({ metadataXml: onlyExpired })).toMatchObject({
      fields: ['metadataXml'],
      message: 'Every signing certificate in the metadata has expired.',
    });
  });

  it('asks for exactly one of metadataXml and metadataUrl', async () => {
    for (const body of [{}, { metadataXml: idpA.metadataXml, metadataUrl: idpA.metadataUrl }, { metadataXml: '  ' }]) {
      expect(await metadataError(body)).toEqual({
        fields: ['metadataXml', 'metadataUrl'],
        message: expect.stringContaining('either as XML or as a URL'),
      });
    }
  });

  it('refuses what is no usable IdP metadata, naming what is missing', async () => {
    const valid = idpA.metadataXml;
    const spMetadata = (await ctx.app.inject('/api/auth/sso/saml/metadata')).body;
    const cases: Array<[string, string]> = [
      ['this is not XML <', 'well-formed XML'],
      ['<a><b></a>', 'well-formed XML'],
      [
        `<?xml version="1.0"?><!DOCTYPE md [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${valid.replace(/^<\?xml[^>]*>/, '')}`,
        'document type declaration',
      ],
      [spMetadata, 'no identity provider'],
      [valid.replace(/<md:KeyDescriptor[\s\S]*?<\/md:KeyDescriptor>/g, ''), 'no signing certificate'],
      [valid.replace(/<md:SingleSignOnService[^>]*\/>/g, ''), 'no sign-in URL'],
      [valid.replace(/ entityID="[^"]*"/, ''), 'no entityID'],
      [valid.replace(/Location="http:\/\/127\.0\.0\.1:\d+\/sso"/g, 'Location="http://idp.example/sso"'), 'https://'],
      [valid.replace(/<ds:X509Certificate>[^<]*/, '<ds:X509Certificate>bm90IGEgY2VydA=='), 'not a valid X.509'],
    ];
    for (const [metadataXml, text] of cases) {
      const { fields, message } = await metadataError({ metadataXml });
      expect(fields, metadataXml.slice(0, 100)).toEqual(['metadataXml']);
      expect(message, metadataXml.slice(0, 100)).toContain(text);
    }
  });

  it('fetches only https, or http on loopback when SSO_ALLOW_HTTP_ISSUERS is set, and reports an unreachable URL', async () => {
    const strict = { ...ctx.config, ssoAllowHttpIssuers: false };
    expect(await metadataError({ metadataUrl: idpA.metadataUrl }, strict)).toEqual({
      fields: ['metadataUrl'],
      message: 'Use an https:// URL.',
    });
    expect((await metadataError({ metadataUrl: 'http://idp.example/metadata' })).message).toBe('Use an https:// URL.');
    expect((await metadataError({ metadataUrl: 'ftp://idp.example/metadata' })).fields).toEqual(['metadataUrl']);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await metadataError({ metadataUrl: `http://127.0.0.1:${port}/metadata` })).toEqual({
      fields: ['metadataUrl'],
      message: expect.stringContaining('could not be fetched'),
    });
    expect((await metadataError({ metadataUrl: `${idpA.url}/nothing-here` })).message).toContain(
      'could not be fetched',
    );
  });

  it('does not follow a redirect to another scheme, and caps the size', async () => {
    const server = createServer((request, response) => {
      if (request.url === '/to-file') {
        response.writeHead(302, { location: 'file:///etc/passwd' }).end();
      } else if (request.url === '/to-idp') {
        response.writeHead(302, { location: idpA.metadataUrl }).end();
      } else {
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end(`<x>${'a'.repeat(300 * 1024)}</x>`);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await metadataError({ metadataUrl: `${base}/to-file` })).message).toContain('could not be fetched');
      expect((await metadataError({ metadataUrl: `${base}/huge` })).message).toContain('larger than 256 KB');
      const followed = await prepareSamlConnection({ config: ctx.config }, { metadataUrl: `${base}/to-idp` });
      expect(followed.samlIdpEntityId).toBe(idpA.entityId);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('GET /api/auth/sso/saml/metadata', () => {
  it('answers our SP metadata, the same for everyone: entity id, signed assertions wanted, e-mail NameIDs, the ACS', async () => {
    const first = await ctx.app.inject('/api/auth/sso/saml/metadata');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(first.body).toContain(`entityID="${sp.entityId}"`);
    expect(first.body).toContain('WantAssertionsSigned="true"');
    expect(first.body).toContain('<NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</NameIDFormat>');
    expect(first.body).toMatch(
      /<AssertionConsumerService[^>]*Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"[^>]*Location="http:\/\/app\.test\/api\/auth\/sso\/saml\/acs"/,
    );
    const again = await ctx.app.inject({ url: '/api/auth/sso/saml/metadata', headers: auth('not-a-token') });
    expect(again.body).toBe(first.body);
  });
});

describe('SP-initiated sign-in', () => {
  it('sends the AuthnRequest by redirect with the flow as RelayState, and creates the member just in time', async () => {
    const email = address(orgA, 'Jit');
    const { url, relayState, requestId } = await startFlow();
    expect(url.startsWith(`${idpA.ssoUrl}?SAMLRequest=`)).toBe(true);
    const [flow] = await ctx.database.db.select().from(ssoFlows).where(eq(ssoFlows.id, relayState));
    expect(flow).toMatchObject({ type: 'saml', purpose: 'sign_in', samlRequestId: requestId });
    expect(readAuthnRequestUrl(url)).toMatchObject({ acsUrl: sp.acsUrl, issuer: sp.entityId });

    const posted = await idpA.signIn(url, email);
    expect(posted).toMatchObject({ action: sp.acsUrl, RelayState: relayState });
    const response = await postAcs(posted);
    expect(response.statusCode).toBe(302);
    const code = signedInCode(response.headers.location);

    const member = await accountByEmail(ctx.database.db, email.toLowerCase());
    expect(member).toMatchObject({ organisationId: orgA.organisationId, teamRole: 'member', isEmailVerified: true });
    const token = await exchangeSsoCode(ctx.app.appDeps, code);
    expect(token).toEqual(expect.any(String));
    const profile = await ctx.app.inject({ url: '/api/users/profile', headers: auth(token!) });
    expect(profile.json()).toMatchObject({ email: email.toLowerCase() });
    // The flow is used up: the same answer again finds it gone.
    expect((await postAcs(posted)).headers.location).toBe(`${APP_URL}/login?sso=expired`);
  });

  it('maps a group attribute to admin and takes the names', async () => {
    await ctx.database.db
      .insert(identitySettings)
      .values({ organisationId: orgA.organisationId, groupRoles: [{ group: 'NFC Admins', role: 'admin' }] })
      .onConflictDoUpdate({
        target: identitySettings.organisationId,
        set: { groupRoles: [{ group: 'NFC Admins', role: 'admin' }] },
      });
    const email = address(orgA, 'admin');
    idpA.people.set(email, {
      'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups': ['Staff', 'nfc admins'],
      givenName: ['Ada'],
      'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname': ['Lovelace'],
    });
    const { url } = await startFlow();
    signedInCode((await postAcs(await idpA.signIn(url, email))).headers.location);
    expect(await accountByEmail(ctx.database.db, email)).toMatchObject({
      teamRole: 'admin',
      contactFirstName: 'Ada',
      contactLastName: 'Lovelace',
    });
  });

  it('a test flow asks for a fresh sign-in, tells what would happen and signs nobody in', async () => {
    const email = address(orgA, 'tested');
    const { url } = await startFlow(orgA, 'test');
    expect(readAuthnRequestUrl(url).forceAuthn).toBe(true);
    expect(readAuthnRequestUrl((await startFlow(orgA)).url).forceAuthn).toBe(false);
    const response = await postAcs(await idpA.signIn(url, email));
    expect(response.headers.location).toBe(
      `${APP_URL}/sso/test-result?${new URLSearchParams({ email, role: 'member', new: 'true' })}`,
    );
    await expectNobody(email);
  });

  it('refuses an answer to another request, or whose flow has expired', async () => {
    const email = address(orgA, 'wrongreq');
    const flow = await startFlow();
    const wrongTop = idpA.buildResponse({ email, inResponseTo: '_not-our-request' });
    expect((await postAcs({ SAMLResponse: wrongTop, RelayState: flow.relayState })).headers.location).toBe(
      `${APP_URL}/login?sso=rejected`,
    );
    const second = await startFlow();
    const wrongSubject = idpA.buildResponse({
      email,
      inResponseTo: second.requestId,
      subjectInResponseTo: '_not-our-request',
    });
    expect((await postAcs({ SAMLResponse: wrongSubject, RelayState: second.relayState })).headers.location).toBe(
      `${APP_URL}/login?sso=rejected`,
    );
    const third = await startFlow();
    const noSubject = idpA.buildResponse({ email, inResponseTo: third.requestId, subjectInResponseTo: null });
    expect((await postAcs({ SAMLResponse: noSubject, RelayState: third.relayState })).headers.location).toBe(
      `${APP_URL}/login?sso=rejected`,
    );
    const late = idpA.buildResponse({ email, inResponseTo: '_long-gone' });
    expect((await postAcs({ SAMLResponse: late, RelayState: 'no-such-flow' })).headers.location).toBe(
      `${APP_URL}/login?sso=expired`,
    );
    await expectNobody(email);
  });

  it('finds the flow by InResponseTo when the IdP drops the RelayState', async () => {
    const email = address(orgA, 'norelay');
    const { requestId } = await startFlow();
    signedInCode(
      (await postAcs({ SAMLResponse: idpA.buildResponse({ email, inResponseTo: requestId }) })).headers.location,
    );
  });
});

describe('IdP-initiated sign-in', () => {
  it('signs in with an unsolicited response found by its Issuer', async () => {
    const email = address(orgA, 'unsolicited');
    const page = await fetch(`${idpA.url}/idp-initiated?email=${encodeURIComponent(email)}`);
    const posted = readAutoPostForm(await page.text());
    expect(posted.action).toBe(sp.acsUrl);
    expect(posted.RelayState).toBeUndefined();
    signedInCode((await postAcs(posted)).headers.location);
    expect(await accountByEmail(ctx.database.db, email)).toMatchObject({ organisationId: orgA.organisationId });
  });

  it('picks, among organisations sharing one IdP, the one that verified the address', async () => {
    // Two organisations connected to the same IdP (one tenant of a provider serving both): the answer's address
    // decides, not the order of the connections.
    const shared = await samlOrganisation(idpA);
    const email = address(shared, 'sharedidp');
    signedInCode((await postAcs({ SAMLResponse: idpA.buildResponse({ email }) })).headers.location);
    expect(await accountByEmail(ctx.database.db, email)).toMatchObject({ organisationId: shared.organisationId });
    const forA = address(orgA, 'sharedidp');
    signedInCode((await postAcs({ SAMLResponse: idpA.buildResponse({ email: forA }) })).headers.location);
    expect(await accountByEmail(ctx.database.db, forA)).toMatchObject({ organisationId: orgA.organisationId });
    await ctx.database.db.delete(ssoConnections).where(eq(ssoConnections.organisationId, shared.organisationId));
  });

  it('refuses the same assertion twice (replay), IdP- and SP-initiated', async () => {
    const email = address(orgA, 'replay');
    const samlResponse = idpA.buildResponse({ email });
    signedInCode((await postAcs({ SAMLResponse: samlResponse })).headers.location);
    const [stored] = await ctx.database.db
      .select()
      .from(samlAssertions)
      .where(eq(samlAssertions.organisationId, orgA.organisationId));
    expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const again = await postAcs({ SAMLResponse: samlResponse });
    expect(again.headers.location).toBe(`${APP_URL}/login?sso=rejected`);

    const flow = await startFlow();
    const answer = idpA.buildResponse({ email, inResponseTo: flow.requestId });
    signedInCode((await postAcs({ SAMLResponse: answer, RelayState: flow.relayState })).headers.location);
    expect((await postAcs({ SAMLResponse: answer, RelayState: flow.relayState })).headers.location).not.toContain(
      '/sso/complete',
    );
  });
});

describe('refused answers create nobody', () => {
  const rejected = `${APP_URL}/login?sso=rejected`;
  const cases: Array<[string, (email: string) => Partial<ResponseOptions>]> = [
    ['unsigned', () => ({ sign: 'none' })],
    ['only the Response signed, not the assertion', () => ({ sign: 'response' })],
    ['signed by a key the metadata does not name', () => ({ signWith: strangerKey })],
    ['for another audience', () => ({ audience: 'https://other-sp.example/metadata' })],
    ['for another recipient', () => ({ recipient: 'https://other-sp.example/acs' })],
    ['to another destination', () => ({ destination: 'https://other-sp.example/acs' })],
    [
      'expired',
      () => ({ notBefore: new Date(Date.now() - 20 * 60_000), notOnOrAfter: new Date(Date.now() - 5 * 60_000) }),
    ],
    [
      'not yet valid',
      () => ({ notBefore: new Date(Date.now() + 10 * 60_000), notOnOrAfter: new Date(Date.now() + 20 * 60_000) }),
    ],
    ['from another issuer', () => ({ issuer: 'https://idp.example/other' })],
    [
      'naming no e-mail address',
      () => ({
        nameId: 'user-1234',
        nameIdFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
        attributes: { email: [] },
      }),
    ],
  ];
  for (const [what, knobs] of cases) {
    it(`an answer ${what}, SP- and IdP-initiated`, async () => {
      const email = address(orgA, 'neg');
      const flow = await startFlow();
      const solicited = idpA.buildResponse({ email, inResponseTo: flow.requestId, ...knobs(email) });
      expect((await postAcs({ SAMLResponse: solicited, RelayState: flow.relayState })).headers.location).toBe(rejected);
      const unsolicited = idpA.buildResponse({ email, ...knobs(email) });
      const response = await postAcs({ SAMLResponse: unsolicited });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(rejected);
      await expectNobody(email);
    });
  }

  it('a signed Response and signed assertion are accepted (the control for the cases above)', async () => {
    const email = address(orgA, 'both');
    signedInCode((await postAcs({ SAMLResponse: idpA.buildResponse({ email, sign: 'both' }) })).headers.location);
  });

  const attacks: WrappingAttack[] = ['xsw1', 'xsw3', 'xsw4', 'xsw5', 'xsw7', 'xsw8'];
  for (const wrap of attacks) {
    it(`signature wrapping (${wrap}) signs in neither address`, async () => {
      const email = address(orgA, 'victim');
      const evilEmail = address(orgA, 'evil');
      for (const sign of ['assertion', 'both'] as const) {
        const response = await postAcs({ SAMLResponse: idpA.buildResponse({ email, evilEmail, wrap, sign }) });
        expect(response.statusCode).toBe(302);
        expect(response.headers.location, `${wrap} ${sign}`).toBe(rejected);
      }
      await expectNobody(email, evilEmail);
    });
  }

  it('refuses posts that are no SAML Response at all', async () => {
    for (const SAMLResponse of [undefined, '', 'not base64 at all!', Buffer.from('<a/>').toString('base64')]) {
      const response = await postAcs(SAMLResponse === undefined ? {} : { SAMLResponse });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(rejected);
    }
    const doctype = Buffer.from(
      `<!DOCTYPE r [<!ENTITY x "y">]>${Buffer.from(idpA.buildResponse({ email: address(orgA, 'dtd') }), 'base64').toString()}`,
    ).toString('base64');
    expect((await postAcs({ SAMLResponse: doctype })).headers.location).toBe(rejected);
  });

  it('refuses an address of a domain the organisation has not verified', async () => {
    const email = `someone-${randomBytes(3).toString('hex')}@unverified-${randomBytes(3).toString('hex')}.example`;
    const response = await postAcs({ SAMLResponse: idpA.buildResponse({ email }) });
    expect(response.headers.location).toBe(`${APP_URL}/login?sso=notAllowed`);
    await expectNobody(email);
  });

  it('another organisation’s IdP cannot sign anyone into this one', async () => {
    const email = address(orgA, 'crossorg');
    // B's IdP names itself: B's connection checks it, and B has not verified A's domain.
    const asItself = await postAcs({ SAMLResponse: idpB.buildResponse({ email }) });
    expect(asItself.headers.location).toBe(`${APP_URL}/login?sso=notAllowed`);
    // B's key, posing as A's IdP: A's certificates refuse it, unsolicited or answering A's own request.
    const posing = idpB.buildResponse({ email, issuer: idpA.entityId });
    expect((await postAcs({ SAMLResponse: posing })).headers.location).toBe(rejected);
    const flow = await startFlow(orgA);
    const answering = idpB.buildResponse({ email, issuer: idpA.entityId, inResponseTo: flow.requestId });
    expect((await postAcs({ SAMLResponse: answering, RelayState: flow.relayState })).headers.location).toBe(rejected);
    // A's key answering B's request: B's certificates refuse it.
    const flowB = await startFlow(orgB);
    const intoB = idpA.buildResponse({
      email: address(orgB, 'crossorg'),
      issuer: idpB.entityId,
      inResponseTo: flowB.requestId,
    });
    expect((await postAcs({ SAMLResponse: intoB, RelayState: flowB.relayState })).headers.location).toBe(rejected);
    await expectNobody(email);
    expect(
      await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.organisationId, orgB.organisationId)),
    ).toHaveLength(1);
  });
});
