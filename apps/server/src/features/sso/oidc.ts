import type { Language } from '@nfc/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { ssoConnections } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { createUrlGuard } from '../../platform/network/url-guard.ts';
import { decryptToken } from '../../token-crypto.ts';
import { completeSsoSignIn, createSsoFlow, type SsoFlow, type SsoIdentity, type SsoOutcome } from './sign-in.ts';

/**
 * OpenID Connect sign-in with openid-client (issue 30, decision 036): discovery of the issuer, the authorization code
 * flow with PKCE (S256), state (the flow id) and nonce, and the ID token checked (issuer, audience, expiry, nonce and
 * its signature against the issuer's keys) before its claims sign anyone in.
 */

type Connection = typeof ssoConnections.$inferSelect;
type OidcConnection = { issuer: string; clientId: string; clientSecret: string };

/** Discovery answers are kept this long per organisation; a changed connection is discovered again at once. */
const CONFIGURATION_TTL_MS = 5 * 60_000;
/** Each call to the identity provider (discovery, keys, token, user info) gives up after this many seconds. */
const IDP_TIMEOUT_SECONDS = 10;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);
const MAX_GROUPS = 500;

export const oidcRedirectUri = (appUrl: string) => `${appUrl}/api/auth/sso/oidc/callback`;

/** Plain http only on this machine, and only where the configuration allows it (tests against a local IdP). */
const allowsHttp = (config: AppDeps['config'], url: URL) =>
  url.protocol === 'http:' && config.ssoAllowHttpIssuers && LOOPBACK_HOSTS.has(url.hostname);

/**
 * Why an issuer is refused before anything is fetched from it, or null: https to a public address (the server must
 * not be pointed into its own network), or http on loopback with SSO_ALLOW_HTTP_ISSUERS.
 */
export async function issuerRefusal(config: AppDeps['config'], issuer: string): Promise<MessageKey | null> {
  const url = new URL(issuer);
  if (url.username || url.password) return 'validation.urlCredentials';
  if (allowsHttp(config, url)) return null;
  if (url.protocol !== 'https:') return 'validation.httpsRequired';
  const verdict = await createUrlGuard({ appUrl: config.appUrl }).check(issuer);
  return verdict.kind === 'refused' ? verdict.reason : null;
}

/**
 * The issuer's settings from its discovery document, with our client's credentials. The client authenticates as the
 * issuer says it accepts (client_secret_basic, the standard's default, else client_secret_post); ID tokens are
 * checked against the issuer's published keys even though they come straight from its token endpoint.
 */
export async function discoverOidcIssuer(
  config: AppDeps['config'],
  { issuer, clientId, clientSecret }: OidcConnection,
): Promise<oidc.Configuration> {
  const url = new URL(issuer);
  const insecure = allowsHttp(config, url);
  const found = await oidc.discovery(url, clientId, undefined, undefined, {
    timeout: IDP_TIMEOUT_SECONDS,
    execute: insecure ? [oidc.allowInsecureRequests] : [],
  });
  const metadata = found.serverMetadata();
  const methods = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  const authentication =
    !methods.includes('client_secret_basic') && methods.includes('client_secret_post')
      ? oidc.ClientSecretPost(clientSecret)
      : oidc.ClientSecretBasic(clientSecret);
  const configuration = new oidc.Configuration(
    { ...metadata },
    clientId,
    { client_secret: clientSecret },
    authentication,
  );
  configuration.timeout = IDP_TIMEOUT_SECONDS;
  if (insecure) oidc.allowInsecureRequests(configuration);
  oidc.enableNonRepudiationChecks(configuration);
  return configuration;
}

type CachedConfiguration = { fingerprint: string; expiresAt: number; configuration: Promise<oidc.Configuration> };
/** Per organisation. The fingerprint holds the encrypted secret, new on every save: any change, on any copy, misses. */
const configurations = new Map<string, CachedConfiguration>();

/** Drops an organisation's discovered settings (its connection changed or went). */
export function forgetOidcConfiguration(organisationId: string) {
  configurations.delete(organisationId);
}

function configurationOf(deps: Pick<AppDeps, 'config' | 'keys'>, connection: Connection) {
  const { organisationId } = connection;
  const fingerprint = [connection.oidcIssuer, connection.oidcClientId, connection.oidcClientSecretEncrypted].join('\n');
  const cached = configurations.get(organisationId);
  const now = Date.now();
  if (cached && cached.fingerprint === fingerprint && cached.expiresAt > now) return cached.configuration;
  if (configurations.size > 1000) {
    for (const [id, entry] of configurations) if (entry.expiresAt <= now) configurations.delete(id);
  }
  const configuration = discoverOidcIssuer(deps.config, {
    issuer: connection.oidcIssuer ?? '',
    clientId: connection.oidcClientId ?? '',
    clientSecret: decryptToken(deps.keys.crmTokens, connection.oidcClientSecretEncrypted ?? ''),
  });
  configurations.set(organisationId, { fingerprint, expiresAt: now + CONFIGURATION_TTL_MS, configuration });
  // A failed discovery is not kept: the next sign-in tries again.
  configuration.catch(() => {
    if (configurations.get(organisationId)?.configuration === configuration) configurations.delete(organisationId);
  });
  return configuration;
}

/** An identity provider that did not answer (connection refused, timeout, a 5xx), as opposed to one that said no. */
export function isIdpUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  if (error instanceof TypeError && error.message === 'fetch failed') return true;
  return (
    error instanceof oidc.ClientError &&
    error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' &&
    error.cause instanceof Response &&
    error.cause.status >= 500
  );
}

/** Starts an OIDC flow: the identity provider's authorization URL, for a browser to open. */
export async function startOidcSignIn(
  deps: Pick<AppDeps, 'db' | 'config' | 'keys'>,
  {
    connection,
    purpose,
    loginHint,
  }: {
    connection: Connection;
    purpose: 'sign_in' | 'test' /** The address typed on our sign-in page. */;
    loginHint?: string;
  },
): Promise<string> {
  const configuration = await configurationOf(deps, connection);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const flow = await createSsoFlow(deps.db, {
    organisationId: connection.organisationId,
    type: 'oidc',
    purpose,
    nonce,
    codeVerifier,
    samlRequestId: null,
  });
  // `groups` is no standard scope: asked for only where the issuer lists it.
  const supportsGroups = configuration.serverMetadata().scopes_supported?.includes('groups') ?? false;
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: oidcRedirectUri(deps.config.appUrl),
    scope: supportsGroups ? 'openid email profile groups' : 'openid email profile',
    state: flow.id,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    // The provider's own sign-in form starts with the address typed here; a test asks for a fresh sign-in, so the
    // admin's open session at the provider does not answer for the person being tried.
    ...(loginHint ? { login_hint: loginHint } : {}),
    ...(purpose === 'test' ? { prompt: 'login' } : {}),
  }).href;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The person the checked claims name; null without an e-mail address, or with one the IdP says is unverified. */
export function identityOfClaims(claims: Record<string, unknown>): SsoIdentity | null {
  const email = text(claims.email);
  const subject = text(claims.sub);
  if (!email || !subject || claims.email_verified === false || email.length > 320) return null;
  const groups = Array.isArray(claims.groups)
    ? claims.groups.filter((group): group is string => typeof group === 'string').slice(0, MAX_GROUPS)
    : [];
  return { subject, email, firstName: text(claims.given_name), lastName: text(claims.family_name), groups };
}

/**
 * Finishes an OIDC flow from the identity provider's redirect back (`callbackUrl`, its query as sent): the code is
 * traded with the PKCE verifier, the ID token checked (state, nonce, issuer, audience, expiry, signature), the user
 * info read, and the person signed in (or, for a test, told what would happen). Any refusal is logged, never shown.
 */
export async function finishOidcSignIn(
  deps: Pick<AppDeps, 'db' | 'config' | 'keys' | 'sessions'>,
  {
    flow,
    connection,
    callbackUrl,
    language,
    logger,
  }: { flow: SsoFlow; connection: Connection; callbackUrl: URL; language: Language; logger: FastifyBaseLogger },
): Promise<SsoOutcome> {
  const organisationId = flow.organisationId;
  let identity: SsoIdentity | null;
  try {
    const configuration = await configurationOf(deps, connection);
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier ?? '',
      expectedNonce: flow.nonce ?? '',
      expectedState: flow.id,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    // Many issuers put the profile claims in the user info only (OIDC Core 5.4); the ID token's own claims win.
    const userInfo = configuration.serverMetadata().userinfo_endpoint
      ? await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)
      : {};
    identity = identityOfClaims({ ...userInfo, ...claims });
    if (!identity) {
      logger.warn({ organisationId, subject: claims.sub }, 'SSO refused: the IdP named no verified e-mail address');
      return { kind: 'failed', reason: 'rejected' };
    }
  } catch (error) {
    const unreachable = isIdpUnreachable(error);
    logger.warn(
      { organisationId, err: error, code: (error as { code?: string }).code },
      unreachable
        ? 'SSO failed: the identity provider cannot be reached'
        : 'SSO refused: the IdP answer failed a check',
    );
    return { kind: 'failed', reason: unreachable ? 'unavailable' : 'rejected' };
  }
  return completeSsoSignIn(deps, { organisationId, identity, purpose: flow.purpose, language });
}
