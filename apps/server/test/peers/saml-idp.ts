// @peculiar/x509 resolves its services through tsyringe, which needs the Reflect metadata API.
import 'reflect-metadata';
import { randomBytes, webcrypto } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import * as x509 from '@peculiar/x509';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';

/**
 * A SAML 2.0 identity provider on loopback for tests (issue 30), signing with xml-crypto under a key pair and a
 * self-signed certificate made at start (nothing committed). It serves its metadata, a login page (a real form with a
 * labelled e-mail field) that answers an auto-submitting form posting a signed Response to the SP's ACS, an
 * IdP-initiated entry, and `buildResponse` with knobs for every attack and mistake the SP must refuse.
 */

x509.cryptoProvider.set(webcrypto as Crypto);

const RSA = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
};
const DAY = 86_400_000;
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const DS_NS = 'http://www.w3.org/2000/09/xmldsig#';

export type SigningKey = { privateKeyPem: string; certificatePem: string };

/** A fresh RSA key and a self-signed certificate valid between the two dates (default: yesterday to a year on). */
export async function makeSigningKey(
  validity: { notBefore?: Date; notAfter?: Date; name?: string } = {},
): Promise<SigningKey> {
  const keys = (await webcrypto.subtle.generateKey(RSA, true, ['sign', 'verify'])) as CryptoKeyPair;
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomBytes(8).toString('hex'),
    name: `CN=${validity.name ?? 'Test SAML IdP'}`,
    notBefore: validity.notBefore ?? new Date(Date.now() - DAY),
    notAfter: validity.notAfter ?? new Date(Date.now() + 365 * DAY),
    keys,
    signingAlgorithm: RSA,
  });
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)).toString('base64');
  return {
    privateKeyPem: `-----BEGIN PRIVATE KEY-----\n${pkcs8.match(/.{1,64}/g)!.join('\n')}\n-----END PRIVATE KEY-----\n`,
    certificatePem: certificate.toString('pem'),
  };
}

/** The base64 body of a PEM certificate, as metadata carries it. */
export const certificateBody = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

/** IdP metadata naming the entity, a sign-in URL (HTTP-Redirect and HTTP-POST) and signing certificates. */
export function idpMetadataXml({
  entityId,
  ssoUrl,
  certificates,
}: {
  entityId: string;
  ssoUrl: string;
  certificates: string[];
}): string {
  const keyDescriptors = certificates
    .map(
      (pem) =>
        `<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="${DS_NS}"><ds:X509Data><ds:X509Certificate>${certificateBody(pem)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${entityId}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    ${keyDescriptors}
    <md:NameIDFormat>${EMAIL_FORMAT}</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

/**
 * Classic XML signature wrapping shapes ("On Breaking SAML", Somorovsky et al. 2012), each around a genuinely signed
 * assertion and an unsigned one naming `evilEmail`:
 * - xsw1: a new unsigned Response holds the evil assertion and, inside it, the original (signed) Response;
 * - xsw3: the evil assertion as a sibling before the signed one;
 * - xsw4: the evil assertion wraps the signed one;
 * - xsw5: the evil assertion carries the original's signature (and ID); the original moves to the Response's end;
 * - xsw7: the signed assertion hides in the Response's Extensions, the evil one takes its place;
 * - xsw8: the evil assertion carries the signature, the original (signature removed) hides in its ds:Object.
 */
export type WrappingAttack = 'xsw1' | 'xsw3' | 'xsw4' | 'xsw5' | 'xsw7' | 'xsw8';

export type ResponseOptions = {
  email: string;
  /** The AuthnRequest answered (Response and SubjectConfirmationData); null or absent: unsolicited. */
  inResponseTo?: string | null;
  /** Only the signed SubjectConfirmationData's InResponseTo, when it should differ. */
  subjectInResponseTo?: string | null;
  audience?: string;
  recipient?: string;
  /** The Response's Destination; null leaves it out. */
  destination?: string | null;
  issuer?: string;
  notBefore?: Date;
  notOnOrAfter?: Date;
  /** What is signed: the assertion (default), the Response, both, or nothing. */
  sign?: 'assertion' | 'response' | 'both' | 'none';
  /** Sign with a key the metadata does not name. */
  signWith?: SigningKey;
  attributes?: Record<string, string[]>;
  nameIdFormat?: string;
  nameId?: string;
  wrap?: WrappingAttack;
  evilEmail?: string;
};

export type SamlIdp = {
  entityId: string;
  url: string;
  metadataUrl: string;
  ssoUrl: string;
  key: SigningKey;
  metadataXml: string;
  /** Attributes given to a person signing in through the login page (names and groups). */
  people: Map<string, Record<string, string[]>>;
  /** Every AuthnRequest the IdP received (its ID, the ACS it named and the RelayState). */
  requests: Array<{ id: string; acsUrl: string | null; issuer: string | null; relayState: string | null }>;
  /** A Response as the base64 a browser posts. */
  buildResponse(options: ResponseOptions): string;
  /** Follows a redirect to the IdP as a browser would: opens the login page, submits the e-mail, reads the post. */
  signIn(authorizeUrl: string, email: string): Promise<{ action: string; SAMLResponse: string; RelayState?: string }>;
  close(): Promise<void>;
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Parses the hidden fields and action of an auto-submitting form. */
export function readAutoPostForm(html: string): { action: string; SAMLResponse: string; RelayState?: string } {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
  const SAMLResponse = field('SAMLResponse');
  if (!action || !SAMLResponse) throw new Error(`no SAML post form in: ${html.slice(0, 300)}`);
  const RelayState = field('RelayState');
  const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  return {
    action: decode(action),
    SAMLResponse,
    ...(RelayState !== undefined && { RelayState: decode(RelayState) }),
  };
}

function sign(xml: string, key: SigningKey, what: 'Assertion' | 'Response'): string {
  const signer = new SignedXml({
    privateKey: key.privateKeyPem,
    publicCert: key.certificatePem,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  const target = what === 'Assertion' ? "//*[local-name(.)='Assertion']" : "/*[local-name(.)='Response']";
  signer.addReference({
    xpath: target,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  // In schema order: the signature follows the element's Issuer.
  signer.computeSignature(xml, {
    location: { reference: `${target}/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signer.getSignedXml();
}

const elementChildren = (parent: Element, localName: string) =>
  Array.from(parent.childNodes).filter(
    (node): node is Element => node.nodeType === 1 && (node as Element).localName === localName,
  );

/** Rewrites an assertion's NameID and e-mail attribute to another address. */
function retarget(assertion: Element, email: string) {
  for (const element of Array.from(assertion.getElementsByTagNameNS(ASSERTION_NS, 'NameID')))
    element.textContent = email;
  for (const attribute of Array.from(assertion.getElementsByTagNameNS(ASSERTION_NS, 'Attribute'))) {
    if (attribute.getAttribute('Name') !== 'email') continue;
    for (const value of Array.from(attribute.getElementsByTagNameNS(ASSERTION_NS, 'AttributeValue')))
      value.textContent = email;
  }
}

function wrapAttack(signedXml: string, attack: WrappingAttack, evilEmail: string): string {
  const doc = new DOMParser().parseFromString(signedXml, 'text/xml');
  const response = doc.documentElement!;
  const original = elementChildren(response, 'Assertion')[0]!;
  const evil = original.cloneNode(true) as Element;
  retarget(evil, evilEmail);
  const signatureOf = (element: Element) => elementChildren(element, 'Signature')[0];
  const evilSignature = signatureOf(evil);
  if (evilSignature) evil.removeChild(evilSignature);
  evil.setAttribute('ID', `_evil${randomBytes(8).toString('hex')}`);
  switch (attack) {
    case 'xsw1': {
      const wrapper = response.cloneNode(false) as Element;
      wrapper.setAttribute('ID', `_evilresponse${randomBytes(8).toString('hex')}`);
      const issuer = elementChildren(response, 'Issuer')[0]!.cloneNode(true);
      const status = elementChildren(response, 'Status')[0]!.cloneNode(true);
      doc.removeChild(response);
      doc.appendChild(wrapper);
      wrapper.appendChild(issuer);
      wrapper.appendChild(status);
      wrapper.appendChild(evil);
      evil.appendChild(response);
      break;
    }
    case 'xsw3':
      response.insertBefore(evil, original);
      break;
    case 'xsw4':
      response.replaceChild(evil, original);
      evil.appendChild(original);
      break;
    case 'xsw5': {
      const signature = signatureOf(original)!;
      original.removeChild(signature);
      evil.setAttribute('ID', original.getAttribute('ID')!);
      evil.insertBefore(signature, elementChildren(evil, 'Subject')[0]!);
      response.replaceChild(evil, original);
      response.appendChild(original);
      break;
    }
    case 'xsw7': {
      const extensions = doc.createElementNS(PROTOCOL_NS, 'samlp:Extensions');
      response.replaceChild(evil, original);
      response.insertBefore(extensions, elementChildren(response, 'Status')[0]!);
      extensions.appendChild(original);
      break;
    }
    case 'xsw8': {
      const signature = signatureOf(original)!;
      original.removeChild(signature);
      const object = doc.createElementNS(DS_NS, 'ds:Object');
      object.appendChild(original);
      signature.appendChild(object);
      evil.setAttribute('ID', original.getAttribute('ID')!);
      evil.insertBefore(signature, elementChildren(evil, 'Subject')[0]!);
      response.appendChild(evil);
      break;
    }
  }
  return new XMLSerializer().serializeToString(doc);
}

const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function responseXml(idp: { entityId: string; acsUrl: string; audience: string }, options: ResponseOptions): string {
  const now = new Date();
  const notBefore = options.notBefore ?? new Date(now.getTime() - 30_000);
  const notOnOrAfter = options.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000);
  const inResponseTo = options.inResponseTo ?? null;
  const subjectInResponseTo = options.subjectInResponseTo === undefined ? inResponseTo : options.subjectInResponseTo;
  const issuer = escapeXml(options.issuer ?? idp.entityId);
  const destination = options.destination === undefined ? idp.acsUrl : options.destination;
  const attributes = { email: [options.email], ...options.attributes };
  const attributeXml = Object.entries(attributes)
    .map(
      ([name, values]) =>
        `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:unspecified">${values
          .map((value) => `<saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue>`)
          .join('')}</saml:Attribute>`,
    )
    .join('');
  return `<samlp:Response xmlns:samlp="${PROTOCOL_NS}" xmlns:saml="${ASSERTION_NS}" ID="_r${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${iso(now)}"${destination ? ` Destination="${escapeXml(destination)}"` : ''}${inResponseTo ? ` InResponseTo="${escapeXml(inResponseTo)}"` : ''}><saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status><saml:Assertion xmlns:saml="${ASSERTION_NS}" ID="_a${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${iso(now)}"><saml:Issuer>${issuer}</saml:Issuer><saml:Subject><saml:NameID Format="${options.nameIdFormat ?? EMAIL_FORMAT}">${escapeXml(options.nameId ?? options.email)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${iso(notOnOrAfter)}" Recipient="${escapeXml(options.recipient ?? idp.acsUrl)}"${subjectInResponseTo ? ` InResponseTo="${escapeXml(subjectInResponseTo)}"` : ''}/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${iso(notBefore)}" NotOnOrAfter="${iso(notOnOrAfter)}"><saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience ?? idp.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="_s${randomBytes(8).toString('hex')}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement>${attributeXml}</saml:AttributeStatement></saml:Assertion></samlp:Response>`;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeXml(title)}</title></head><body>${body}</body></html>`;

/** The auto-submitting form that carries a Response to the SP, as an IdP's HTTP-POST binding does. */
const autoPost = (acsUrl: string, samlResponse: string, relayState: string | null) =>
  page(
    'Signing in…',
    `<form method="post" action="${escapeXml(acsUrl)}"><input type="hidden" name="SAMLResponse" value="${samlResponse}">${
      relayState === null ? '' : `<input type="hidden" name="RelayState" value="${escapeXml(relayState)}">`
    }<noscript><button type="submit">Continue</button></noscript></form><script>document.forms[0].submit()</script>`,
  );

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Reads an AuthnRequest sent with the HTTP-Redirect binding (deflated, base64). */
function readAuthnRequest(encoded: string) {
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement!;
  if (root.localName !== 'AuthnRequest') throw new Error('not an AuthnRequest');
  const issuer = elementChildren(root, 'Issuer')[0]?.textContent ?? null;
  return {
    id: root.getAttribute('ID')!,
    acsUrl: root.getAttribute('AssertionConsumerServiceURL'),
    issuer,
    forceAuthn: root.getAttribute('ForceAuthn') === 'true',
  };
}

/** The AuthnRequest and RelayState of a redirect to the IdP, as the SP built it. */
export function readAuthnRequestUrl(authorizeUrl: string) {
  const url = new URL(authorizeUrl);
  return {
    ...readAuthnRequest(url.searchParams.get('SAMLRequest') ?? ''),
    relayState: url.searchParams.get('RelayState'),
  };
}

/**
 * Starts the IdP for one SP (its entity id is the audience, its ACS where responses go, as an admin would configure
 * both in a real IdP). `entityId` defaults to the IdP's metadata URL.
 */
export async function startSamlIdp(sp: { entityId: string; acsUrl: string }): Promise<SamlIdp> {
  const key = await makeSigningKey();
  const people = new Map<string, Record<string, string[]>>();
  const requests: SamlIdp['requests'] = [];
  let idp: SamlIdp;

  const send = (response: ServerResponse, status: number, type: string, body: string) => {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(body);
  };

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', idp.url);
      if (request.method === 'GET' && url.pathname === '/metadata') {
        return send(response, 200, 'application/samlmetadata+xml', idp.metadataXml);
      }
      if (request.method === 'GET' && url.pathname === '/sso') {
        const samlRequest = url.searchParams.get('SAMLRequest');
        if (!samlRequest) return send(response, 400, 'text/plain', 'SAMLRequest missing');
        const relayState = url.searchParams.get('RelayState');
        const parsed = readAuthnRequest(samlRequest);
        requests.push({ ...parsed, relayState });
        return send(
          response,
          200,
          'text/html; charset=utf-8',
          page(
            'Test IdP sign-in',
            `<main><h1>Test IdP sign-in</h1><form method="post" action="/sso/login"><label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required><input type="hidden" name="requestId" value="${escapeXml(parsed.id)}">${
              relayState === null ? '' : `<input type="hidden" name="RelayState" value="${escapeXml(relayState)}">`
            }<button type="submit">Sign in</button></form></main>`,
          ),
        );
      }
      if (request.method === 'POST' && url.pathname === '/sso/login') {
        const form = await readForm(request);
        const email = form.get('email')?.trim() ?? '';
        const requestId = form.get('requestId');
        if (!email || !requestId) return send(response, 400, 'text/plain', 'email and requestId required');
        const samlResponse = idp.buildResponse({ email, inResponseTo: requestId, attributes: people.get(email) });
        return send(
          response,
          200,
          'text/html; charset=utf-8',
          autoPost(sp.acsUrl, samlResponse, form.get('RelayState')),
        );
      }
      // GET /idp-initiated?email= - an unsolicited sign-in, as a tile on the IdP's dashboard starts it
      if (request.method === 'GET' && url.pathname === '/idp-initiated') {
        const email = url.searchParams.get('email') ?? '';
        if (!email) return send(response, 400, 'text/plain', 'email required');
        const samlResponse = idp.buildResponse({ email, attributes: people.get(email) });
        return send(response, 200, 'text/html; charset=utf-8', autoPost(sp.acsUrl, samlResponse, null));
      }
      send(response, 404, 'text/plain', 'not found');
    } catch (error) {
      send(response, 500, 'text/plain', String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const entityId = `${url}/metadata`;

  idp = {
    entityId,
    url,
    metadataUrl: `${url}/metadata`,
    ssoUrl: `${url}/sso`,
    key,
    metadataXml: idpMetadataXml({ entityId, ssoUrl: `${url}/sso`, certificates: [key.certificatePem] }),
    people,
    requests,
    buildResponse(options) {
      let xml = responseXml({ entityId, acsUrl: sp.acsUrl, audience: sp.entityId }, options);
      const signing = options.signWith ?? key;
      const what = options.sign ?? 'assertion';
      if (what === 'assertion' || what === 'both') xml = sign(xml, signing, 'Assertion');
      if (what === 'response' || what === 'both') xml = sign(xml, signing, 'Response');
      if (options.wrap) xml = wrapAttack(xml, options.wrap, options.evilEmail ?? `evil-${options.email}`);
      return Buffer.from(xml).toString('base64');
    },
    async signIn(authorizeUrl, email) {
      const login = await fetch(authorizeUrl);
      const html = await login.text();
      if (!login.ok) throw new Error(`login page: ${login.status} ${html}`);
      const fields = new URLSearchParams({ email });
      for (const match of html.matchAll(/type="hidden" name="(\w+)" value="([^"]*)"/g)) {
        fields.set(
          match[1]!,
          match[2]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
        );
      }
      const posted = await fetch(`${url}/sso/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: fields,
      });
      return readAutoPostForm(await posted.text());
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return idp;
}
