import { type APIRequestContext, expect } from '@playwright/test';

/** Our client at the browser tests' OpenID provider (global-setup.ts registers it with our redirect URI). */
export const E2E_OIDC_CLIENT = {
  clientId: 'nfc-e2e',
  clientSecret: 'e2e-oidc-client-secret-not-for-production',
} as const;

function fromEnv(name: 'E2E_IDENTITY_CONTROL_URL' | 'E2E_OIDC_ISSUER'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is missing: global-setup.ts starts the identity peers and sets it.`);
  return value;
}

/** The OpenID provider's issuer URL, as an admin types it in the settings. */
export const oidcIssuer = () => fromEnv('E2E_OIDC_ISSUER');

async function control<T>(path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${fromEnv('E2E_IDENTITY_CONTROL_URL')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`identity control ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A fresh domain per test (the `.example` TLD is reserved: nothing real answers for it). */
export function uniqueDomain(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}.example`;
}

/** Publishes a TXT record at the local DNS server the e2e server resolves with. */
export const publishTxt = (name: string, value: string) => control('/dns/txt', { name, values: [value] });

/** A person the OpenID provider signs in when their address is typed in its login form. */
export const addOidcAccount = (account: {
  email: string;
  givenName?: string;
  familyName?: string;
  groups?: string[];
}) => control<{ sub: string }>('/oidc/accounts', account);

export type SamlPeer = { id: number; url: string; metadataUrl: string };

/** A new SAML IdP of its own for one organisation (IdP-initiated answers then name one connection). */
export const startSamlPeer = () => control<SamlPeer>('/saml/idps');

/** The attributes the SAML IdP gives a person besides their e-mail (givenName, surname, groups…). */
export const setSamlPerson = (idp: SamlPeer, email: string, attributes: Record<string, string[]>) =>
  control(`/saml/idps/${idp.id}/people`, { email, attributes });

/** A session token through the API, for setting things up the way the page would. */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/**
 * Single sign-on set up through the API for a Pro owner (for pages that need the state, not the clicks): a verified
 * domain, the OpenID connection, a group mapping and a SCIM token. Answers the domain.
 */
/** Adds `domain` to the organisation, publishes its TXT record and verifies it, as the settings page would. */
export async function verifyDomain(request: APIRequestContext, headers: Record<string, string>, domain: string) {
  const created = await request.post('/api/team/domains', { headers, data: { domain } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, verificationRecord } = (await created.json()) as {
    id: string;
    verificationRecord: { name: string; value: string };
  };
  await publishTxt(verificationRecord.name, verificationRecord.value);
  const verified = await request.post(`/api/team/domains/${id}/verify`, { headers });
  expect(verified.status(), await verified.text()).toBe(200);
}

/**
 * Single sign-on set up through the API for a Pro owner (for pages that need the state, not the clicks): a verified
 * domain and one waiting for its record, the OpenID connection, a group mapping and a SCIM token. Answers the domain.
 */
export async function setUpSso(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const domain = uniqueDomain('sso-state');
  await verifyDomain(request, headers, domain);
  const pending = await request.post('/api/team/domains', { headers, data: { domain: uniqueDomain('pending') } });
  expect(pending.status(), await pending.text()).toBe(201);
  const connection = await request.put('/api/team/sso', {
    headers,
    data: { type: 'oidc', issuer: oidcIssuer(), ...E2E_OIDC_CLIENT },
  });
  expect(connection.status(), await connection.text()).toBe(200);
  const groups = await request.put('/api/team/sso/group-roles', {
    headers,
    data: { groupRoles: [{ group: 'Vertrieb Außendienst Region Nord', role: 'admin' }] },
  });
  expect(groups.status(), await groups.text()).toBe(200);
  const token = await request.post('/api/team/scim-token', { headers });
  expect(token.status(), await token.text()).toBe(201);
  return domain;
}
