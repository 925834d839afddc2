import { createHash, randomBytes, X509Certificate } from 'node:crypto';
import type { Language } from '@nfc/contract/constants';
import { emailDomain, SAML_METADATA_MAX_BYTES } from '@nfc/contract/identity';
import {
  type CacheProvider,
  generateServiceProviderMetadata,
  type Profile,
  SAML,
  type SamlConfig,
  ValidateInResponseTo,
} from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import { and, eq } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Executor } from '../../db/client.ts';
import { samlAssertions, ssoConnections } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import {
  completeSsoSignIn,
  createSsoFlow,
  isVerifiedDomainOf,
  type SsoFlow,
  type SsoIdentity,
  type SsoOutcome,
  ssoResultUrl,
  takeSsoFlow,
  takeSsoFlowByRequest,
} from './sign-in.ts';

/**
 * SAML 2.0 single sign-on (issue 30) with @node-saml/node-saml: reading an identity provider's metadata, sending the
 * AuthnRequest (HTTP-Redirect) and checking the answer posted to our assertion consumer service. node-saml checks the
 * signatures (assertion signed, one assertion only), time window and audience; this module adds what it leaves out:
 * the recipient, the issuer, InResponseTo against our flow, and replay.
 */

export type SamlConnectionFields = {
  samlMetadataXml: string;
  samlMetadataUrl: string | null;
  samlIdpEntityId: string;
  samlSsoUrl: string;
  samlCertificates: string[];
};

type SsoConnection = typeof ssoConnections.$inferSelect;

const MD_NS = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS_NS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';
const METADATA_TIMEOUT_MS = 5_000;
const METADATA_MAX_REDIRECTS = 3;
/** How far the IdP's clock may be from ours. */
export const SAML_CLOCK_SKEW_MS = 60_000;
/** A posted SAMLResponse (base64, form-encoded) beyond this is no sign-in. */
export const SAML_RESPONSE_MAX_BYTES = 512 * 1024;
/** How long a used assertion is remembered when it names no end of its own. */
const REPLAY_TTL_MS = 10 * 60_000;

/** Our side of SAML: the entity id (the audience the IdP must name) and the assertion consumer service. */
export function samlServiceProvider(appUrl: string) {
  return {
    entityId: `${appUrl}/api/auth/sso/saml/metadata`,
    acsUrl: `${appUrl}/api/auth/sso/saml/acs`,
    metadataUrl: `${appUrl}/api/auth/sso/saml/metadata`,
  };
}

/**
 * Our SP metadata: signed assertions wanted, e-mail NameIDs, the ACS for HTTP-POST. The same for every organisation
 * and every call (its ID comes from the entity id), so an IdP that polls it sees no change.
 */
export function samlServiceProviderMetadata(appUrl: string): string {
  const { entityId, acsUrl } = samlServiceProvider(appUrl);
  return generateServiceProviderMetadata({
    issuer: entityId,
    callbackUrl: acsUrl,
    identifierFormat: EMAIL_FORMAT,
    wantAssertionsSigned: true,
    generateUniqueId: () => `_${createHash('sha256').update(entityId).digest('hex').slice(0, 40)}`,
  });
}

const metadataError = (field: 'metadataXml' | 'metadataUrl', key: MessageKey) =>
  new AppError('VALIDATION', key, { fields: { [field]: key } });

/** An XML document from outside, refused when it declares a DTD (no entities are ever expanded) or is not well-formed. */
function parseUntrustedXml(xml: string): Document | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return null;
  let failed = false;
  const fail = () => {
    failed = true;
  };
  // xmldom only warns of some malformed markup (unclosed or mismatched tags): outside input gets no such leniency.
  const doc = new DOMParser({ errorHandler: { warning: fail, error: fail, fatalError: fail } }).parseFromString(
    xml,
    'text/xml',
  );
  if (failed || !doc?.documentElement) return null;
  return doc as unknown as Document;
}

const childrenNamed = (parent: Element, ns: string, localName: string): Element[] =>
  Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 && (node as Element).namespaceURI === ns && (node as Element).localName === localName,
  );

const isLoopbackHost = (hostname: string) => {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (host === 'localhost') return true;
  return ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback';
};

/** https, or http on this machine when the configuration allows it (tests). */
function isAllowedIdpUrl(config: AppDeps['config'], url: URL): boolean {
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && config.ssoAllowHttpIssuers && isLoopbackHost(url.hostname);
}

/** Fetches metadata within 5 s and the size cap, following a few redirects only to URLs as allowed as the first. */
async function fetchMetadata(config: AppDeps['config'], rawUrl: string): Promise<string> {
  let url = new URL(rawUrl);
  for (let hop = 0; hop <= METADATA_MAX_REDIRECTS; hop++) {
    let response: Response;
    try {
      response = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(METADATA_TIMEOUT_MS),
        headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
      });
    } catch {
      throw metadataError('metadataUrl', 'identity.samlMetadataUnreachable');
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      const next = location && URL.canParse(location, url) ? new URL(location, url) : null;
      // Never from https down to http, nor to a scheme or host the first URL could not have named.
      if (!next || next.protocol !== url.protocol || !isAllowedIdpUrl(config, next)) {
        throw metadataError('metadataUrl', 'identity.samlMetadataUnreachable');
      }
      url = next;
      continue;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw metadataError('metadataUrl', 'identity.samlMetadataUnreachable');
    }
    if (Number(response.headers.get('content-length') ?? 0) > SAML_METADATA_MAX_BYTES) {
      await response.body.cancel();
      throw metadataError('metadataUrl', 'identity.samlMetadataTooLarge');
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      for await (const chunk of response.body) {
        size += chunk.byteLength;
        if (size > SAML_METADATA_MAX_BYTES) throw metadataError('metadataUrl', 'identity.samlMetadataTooLarge');
        chunks.push(chunk);
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw metadataError('metadataUrl', 'identity.samlMetadataUnreachable');
    }
    return Buffer.concat(chunks).toString('utf8');
  }
  throw metadataError('metadataUrl', 'identity.samlMetadataUnreachable');
}

/** A certificate as PEM, from the base64 body metadata carries; null when it is no X.509 certificate. */
function certificatePem(base64: string): string | null {
  const body = base64.replace(/\s+/g, '');
  if (body.length === 0) return null;
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    return null;
  }
}

/** Reads the one IdP the metadata describes: entity id, sign-in URL, unexpired signing certificates. */
function readIdpMetadata(
  config: AppDeps['config'],
  xml: string,
  field: 'metadataXml' | 'metadataUrl',
  now = new Date(),
): Omit<SamlConnectionFields, 'samlMetadataXml' | 'samlMetadataUrl'> {
  const doc = parseUntrustedXml(xml);
  if (!doc) throw metadataError(field, 'identity.samlMetadataNotXml');
  const descriptors = Array.from(doc.getElementsByTagNameNS(MD_NS, 'IDPSSODescriptor'));
  if (descriptors.length === 0) throw metadataError(field, 'identity.samlNoIdpDescriptor');
  if (descriptors.length > 1) throw metadataError(field, 'identity.samlManyIdps');
  const descriptor = descriptors[0]!;
  const entity = descriptor.parentNode as Element | null;
  const entityId = entity?.localName === 'EntityDescriptor' ? entity.getAttribute('entityID')?.trim() : '';
  if (!entityId) throw metadataError(field, 'identity.samlNoEntityId');

  const services = childrenNamed(descriptor, MD_NS, 'SingleSignOnService');
  const service =
    services.find((element) => element.getAttribute('Binding') === REDIRECT_BINDING) ??
    services.find((element) => element.getAttribute('Binding') === POST_BINDING);
  const location = service?.getAttribute('Location')?.trim() ?? '';
  if (!location) throw metadataError(field, 'identity.samlNoSsoUrl');
  if (!URL.canParse(location) || !isAllowedIdpUrl(config, new URL(location))) {
    throw metadataError(field, 'identity.samlSsoUrlInsecure');
  }

  const certificates: string[] = [];
  for (const key of childrenNamed(descriptor, MD_NS, 'KeyDescriptor')) {
    const use = key.getAttribute('use');
    if (use && use !== 'signing') continue;
    for (const element of Array.from(key.getElementsByTagNameNS(DS_NS, 'X509Certificate'))) {
      const pem = certificatePem(element.textContent ?? '');
      if (!pem) throw metadataError(field, 'identity.samlBadCertificate');
      if (!certificates.includes(pem)) certificates.push(pem);
    }
  }
  if (certificates.length === 0) throw metadataError(field, 'identity.samlNoCertificate');
  // An expired key is trusted no longer; one not yet valid stays, as IdPs publish the next key before they roll over.
  const current = certificates.filter((pem) => new Date(new X509Certificate(pem).validTo) > now);
  if (current.length === 0) throw metadataError(field, 'identity.samlCertificatesExpired');
  return { samlIdpEntityId: entityId, samlSsoUrl: location, samlCertificates: current };
}

/** Validates and reads the IdP metadata (given or fetched); a VALIDATION error on `metadataXml` or `metadataUrl` when it is unusable. */
export async function prepareSamlConnection(
  deps: Pick<AppDeps, 'config'>,
  body: { metadataXml?: string; metadataUrl?: string },
): Promise<SamlConnectionFields> {
  const metadataXml = body.metadataXml?.trim() || undefined;
  const metadataUrl = body.metadataUrl?.trim() || undefined;
  if (Boolean(metadataXml) === Boolean(metadataUrl)) {
    throw new AppError('VALIDATION', 'identity.samlMetadataOneOf', {
      fields: { metadataXml: 'identity.samlMetadataOneOf', metadataUrl: 'identity.samlMetadataOneOf' },
    });
  }
  if (metadataXml) {
    if (Buffer.byteLength(metadataXml) > SAML_METADATA_MAX_BYTES) {
      throw metadataError('metadataXml', 'identity.samlMetadataTooLarge');
    }
    return {
      samlMetadataXml: metadataXml,
      samlMetadataUrl: null,
      ...readIdpMetadata(deps.config, metadataXml, 'metadataXml'),
    };
  }
  if (!URL.canParse(metadataUrl!)) throw metadataError('metadataUrl', 'validation.url');
  const url = new URL(metadataUrl!);
  if (!isAllowedIdpUrl(deps.config, url)) {
    throw metadataError('metadataUrl', url.protocol === 'http:' ? 'validation.httpsRequired' : 'validation.url');
  }
  const fetched = await fetchMetadata(deps.config, url.href);
  return {
    samlMetadataXml: fetched,
    samlMetadataUrl: url.href,
    ...readIdpMetadata(deps.config, fetched, 'metadataUrl'),
  };
}

/** Each certificate's last day (ISO), soonest first. */
export function samlCertificatesExpireAt(certificates: string[]): string[] {
  return certificates
    .map((pem) => new Date(new X509Certificate(pem).validTo))
    .sort((a, b) => a.getTime() - b.getTime())
    .map((date) => date.toISOString());
}

/** node-saml for one connection; `requestId`: the one AuthnRequest whose answer is expected (none: unsolicited). */
function samlFor(
  appUrl: string,
  connection: SsoConnection,
  options: { requestId: string | null; forceAuthn?: boolean },
): SAML {
  const { entityId, acsUrl } = samlServiceProvider(appUrl);
  const { requestId, forceAuthn = false } = options;
  // node-saml keeps request ids in memory; ours live in sso_flows, so it is only asked about the one flow taken.
  const flowCache: CacheProvider = {
    saveAsync: async () => null,
    getAsync: async (key) => (requestId !== null && key === requestId ? new Date().toISOString() : null),
    removeAsync: async () => null,
  };
  const config: SamlConfig = {
    issuer: entityId,
    callbackUrl: acsUrl,
    entryPoint: connection.samlSsoUrl ?? undefined,
    idpCert: connection.samlCertificates ?? [],
    idpIssuer: connection.samlIdpEntityId ?? undefined,
    audience: entityId,
    identifierFormat: EMAIL_FORMAT,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    validateInResponseTo: requestId ? ValidateInResponseTo.always : ValidateInResponseTo.never,
    cacheProvider: flowCache,
    disableRequestedAuthnContext: true,
    // A test asks for a fresh sign-in, so the admin's open session at the provider does not answer for it.
    forceAuthn,
    generateUniqueId: () => requestId ?? `_${randomBytes(20).toString('hex')}`,
  };
  return new SAML(config);
}

/** Creates the flow (its id is the RelayState, the AuthnRequest's ID is kept with it) and answers the IdP URL. */
export async function startSamlSignIn(
  deps: Pick<AppDeps, 'db' | 'config'>,
  options: { connection: SsoConnection; purpose: 'sign_in' | 'test' },
): Promise<string> {
  const { connection, purpose } = options;
  const requestId = `_${randomBytes(20).toString('hex')}`;
  const flow = await createSsoFlow(deps.db, {
    organisationId: connection.organisationId,
    type: 'saml',
    purpose,
    nonce: null,
    codeVerifier: null,
    samlRequestId: requestId,
  });
  return samlFor(deps.config.appUrl, connection, { requestId, forceAuthn: purpose === 'test' }).getAuthorizeUrlAsync(
    flow.id,
    undefined,
    {},
  );
}

/** Why an answer was refused, for the log; the browser learns only `rejected`. */
class SamlRefusal extends Error {
  override name = 'SamlRefusal';
}

type XmlJs = { $?: Record<string, string>; _?: string; [child: string]: unknown };
const first = (value: unknown): XmlJs | undefined => (Array.isArray(value) ? (value[0] as XmlJs) : undefined);
const all = (value: unknown): XmlJs[] => (Array.isArray(value) ? (value as XmlJs[]) : []);

/** What the unsigned envelope says, read only to find the flow and the connection; node-saml then checks everything. */
function readEnvelope(xml: string) {
  const doc = parseUntrustedXml(xml);
  const root = doc?.documentElement;
  if (root?.localName !== 'Response') throw new SamlRefusal('not a SAML Response');
  const issuerOf = (element: Element | undefined) =>
    element
      ? (Array.from(element.childNodes)
          .find((node) => node.nodeType === 1 && (node as Element).localName === 'Issuer')
          ?.textContent?.trim() ?? null)
      : null;
  const assertion = Array.from(root.childNodes).find(
    (node) => node.nodeType === 1 && (node as Element).localName === 'Assertion',
  ) as Element | undefined;
  return {
    inResponseTo: root.getAttribute('InResponseTo') || null,
    destination: root.getAttribute('Destination') || null,
    issuer: issuerOf(root) ?? issuerOf(assertion),
  };
}

/**
 * The checks node-saml leaves to us, on the signed assertion it verified: the issuer is the connection's IdP, a bearer
 * confirmation names our ACS, is in its time window and answers our request (or none, unsolicited).
 */
function checkAssertion(
  profile: Profile,
  {
    connection,
    acsUrl,
    requestId,
    now,
  }: { connection: SsoConnection; acsUrl: string; requestId: string | null; now: number },
) {
  const assertion = (profile.getAssertion?.() as { Assertion?: XmlJs } | undefined)?.Assertion;
  if (!assertion) throw new SamlRefusal('no signed assertion');
  const id = assertion.$?.ID;
  if (!id || id.length > 200) throw new SamlRefusal('assertion without a usable ID');
  if (profile.issuer !== connection.samlIdpEntityId)
    throw new SamlRefusal(`issuer ${profile.issuer} is not the connection's IdP`);
  const confirmations = all(first(assertion.Subject)?.SubjectConfirmation)
    .filter((confirmation) => confirmation.$?.Method === BEARER)
    .map((confirmation) => first(confirmation.SubjectConfirmationData)?.$ ?? {});
  const fitting = confirmations.find((data) => {
    const notOnOrAfter = Date.parse(data.NotOnOrAfter ?? '');
    const notBefore = data.NotBefore ? Date.parse(data.NotBefore) : Number.NEGATIVE_INFINITY;
    return (
      data.Recipient === acsUrl &&
      Number.isFinite(notOnOrAfter) &&
      now - SAML_CLOCK_SKEW_MS < notOnOrAfter &&
      !(now + SAML_CLOCK_SKEW_MS < notBefore) &&
      (data.InResponseTo ?? null) === requestId
    );
  });
  if (!fitting) throw new SamlRefusal('no bearer confirmation for our ACS, in time, answering our request');
  const conditionsEnd = Date.parse(first(assertion.Conditions)?.$?.NotOnOrAfter ?? '');
  const ends = [Date.parse(fitting.NotOnOrAfter!), conditionsEnd].filter(Number.isFinite);
  const expiresAt = new Date(Math.max(...ends, now + REPLAY_TTL_MS) + SAML_CLOCK_SKEW_MS);
  return { id, expiresAt };
}

const ATTRIBUTES = {
  email: [
    'email',
    'mail',
    'emailaddress',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
    'urn:oid:0.9.2342.19200300.100.1.3',
  ],
  firstName: [
    'firstName',
    'givenName',
    'given_name',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
    'urn:oid:2.5.4.42',
  ],
  lastName: [
    'lastName',
    'surname',
    'sn',
    'family_name',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
    'urn:oid:2.5.4.4',
  ],
  groups: [
    'groups',
    'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups',
    'http://schemas.xmlsoap.org/claims/Group',
    'memberOf',
  ],
};

/** An attribute's text values (one or many), by the first of its names the assertion carries. */
function attributeValues(profile: Profile, names: string[]): string[] {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  for (const name of names) {
    const value = attributes[name];
    if (value === undefined) continue;
    return [value]
      .flat()
      .filter((item): item is string => typeof item === 'string')
      .map((item) => item.trim())
      .filter(Boolean);
  }
  return [];
}

const looksLikeEmail = (value: string) =>
  value.length <= 254 && value.indexOf('@') > 0 && value.indexOf('@') === value.lastIndexOf('@');

/** Who the verified assertion names: the NameID when it is an address, else the e-mail attribute. */
export function samlIdentity(profile: Profile): SsoIdentity {
  const nameId = profile.nameID?.trim() ?? '';
  const [attributeEmail] = attributeValues(profile, ATTRIBUTES.email);
  const email =
    profile.nameIDFormat === EMAIL_FORMAT && looksLikeEmail(nameId)
      ? nameId
      : attributeEmail && looksLikeEmail(attributeEmail)
        ? attributeEmail
        : looksLikeEmail(nameId)
          ? nameId
          : '';
  if (!email) throw new SamlRefusal('the assertion names no e-mail address');
  return {
    subject: (nameId || email).slice(0, 500),
    email,
    firstName: attributeValues(profile, ATTRIBUTES.firstName)[0] ?? null,
    lastName: attributeValues(profile, ATTRIBUTES.lastName)[0] ?? null,
    groups: attributeValues(profile, ATTRIBUTES.groups).slice(0, 500),
  };
}

function identityOrNull(profile: Profile): SsoIdentity | null {
  try {
    return samlIdentity(profile);
  } catch {
    return null;
  }
}

async function findSamlConnection(db: Executor, organisationId: string) {
  const [connection] = await db
    .select()
    .from(ssoConnections)
    .where(and(eq(ssoConnections.organisationId, organisationId), eq(ssoConnections.type, 'saml')));
  return connection ?? null;
}

/** Validates with one connection's certificates; the verified profile, or a refusal. */
async function validateWith(
  appUrl: string,
  connection: SsoConnection,
  { samlResponse, requestId }: { samlResponse: string; requestId: string | null },
) {
  const { acsUrl } = samlServiceProvider(appUrl);
  const { profile } = await samlFor(appUrl, connection, { requestId }).validatePostResponseAsync({
    SAMLResponse: samlResponse,
  });
  if (!profile) throw new SamlRefusal('no assertion');
  return { profile, ...checkAssertion(profile, { connection, acsUrl, requestId, now: Date.now() }) };
}

export type SamlAcsResult = { redirectTo: string; outcome: SsoOutcome; refusal?: string };

/**
 * Handles a SAMLResponse posted to our ACS: SP-initiated (the flow by RelayState, or by InResponseTo when an IdP
 * drops the RelayState) or IdP-initiated (no flow, no InResponseTo: the connection by the Issuer). Every refusal
 * ends on the sign-in page with `rejected`, a late flow with `expired`; nobody is signed in twice with one assertion.
 */
export async function consumeSamlResponse(
  deps: Pick<AppDeps, 'db' | 'config' | 'keys' | 'sessions'>,
  {
    samlResponse,
    relayState,
    language,
  }: { samlResponse: string | undefined; relayState: string | undefined; language: Language },
): Promise<SamlAcsResult> {
  const { appUrl } = deps.config;
  let purpose: 'sign_in' | 'test' = 'sign_in';
  const fail = (reason: 'rejected' | 'expired' | 'noConnection', refusal: string): SamlAcsResult => {
    const outcome: SsoOutcome = { kind: 'failed', reason };
    return { redirectTo: ssoResultUrl(appUrl, purpose, outcome), outcome, refusal };
  };
  if (!samlResponse || samlResponse.length > SAML_RESPONSE_MAX_BYTES) return fail('rejected', 'no SAMLResponse');

  let envelope: ReturnType<typeof readEnvelope>;
  try {
    envelope = readEnvelope(Buffer.from(samlResponse, 'base64').toString('utf8'));
  } catch (error) {
    return fail('rejected', (error as Error).message);
  }
  if (envelope.destination && envelope.destination !== samlServiceProvider(appUrl).acsUrl) {
    return fail('rejected', `Destination ${envelope.destination} is not our ACS`);
  }

  let flow: SsoFlow | null = relayState ? await takeSsoFlow(deps.db, relayState) : null;
  if (!flow && envelope.inResponseTo) flow = await takeSsoFlowByRequest(deps.db, envelope.inResponseTo);
  if (flow) purpose = flow.purpose;
  if (!flow && envelope.inResponseTo) return fail('expired', 'no flow (or an expired one) for InResponseTo');
  if (flow && flow.type !== 'saml') return fail('rejected', 'the flow is not a SAML one');
  if (flow && envelope.inResponseTo !== flow.samlRequestId)
    return fail('rejected', "InResponseTo is not the flow's request");

  // The connection: the flow's organisation's, or for an unsolicited answer each one naming the Issuer as its IdP.
  const candidates = flow
    ? [await findSamlConnection(deps.db, flow.organisationId)].filter((found) => found !== null)
    : envelope.issuer
      ? await deps.db
          .select()
          .from(ssoConnections)
          .where(and(eq(ssoConnections.type, 'saml'), eq(ssoConnections.samlIdpEntityId, envelope.issuer)))
      : [];
  if (candidates.length === 0) return fail(flow ? 'noConnection' : 'rejected', 'no SAML connection for this answer');

  const verified: Array<Awaited<ReturnType<typeof validateWith>> & { connection: SsoConnection }> = [];
  const refusals: string[] = [];
  for (const connection of candidates) {
    try {
      const result = await validateWith(appUrl, connection, { samlResponse, requestId: flow?.samlRequestId ?? null });
      verified.push({ ...result, connection });
    } catch (error) {
      refusals.push((error as Error).message);
    }
  }
  if (verified.length === 0) return fail('rejected', refusals.join('; '));
  let chosen = verified;
  if (verified.length > 1) {
    // One provider serving several organisations (an unsolicited answer): the one that verified the address's domain.
    const owners: typeof verified = [];
    for (const candidate of verified) {
      const email = identityOrNull(candidate.profile)?.email ?? '';
      if (await isVerifiedDomainOf(deps.db, candidate.connection.organisationId, emailDomain(email))) {
        owners.push(candidate);
      }
    }
    chosen = owners;
  }
  if (chosen.length !== 1) return fail('rejected', 'more than one connection accepts this answer');
  const [{ profile, id, expiresAt, connection }] = chosen as [(typeof verified)[number]];

  let identity: SsoIdentity;
  try {
    identity = samlIdentity(profile);
  } catch (error) {
    return fail('rejected', (error as Error).message);
  }
  const [stored] = await deps.db
    .insert(samlAssertions)
    .values({ id, organisationId: connection.organisationId, expiresAt })
    .onConflictDoNothing()
    .returning({ id: samlAssertions.id });
  if (!stored) return fail('rejected', `assertion ${id} used before (replay)`);

  const outcome = await completeSsoSignIn(deps, {
    organisationId: connection.organisationId,
    identity,
    purpose,
    language,
  });
  return { redirectTo: ssoResultUrl(appUrl, purpose, outcome), outcome };
}
