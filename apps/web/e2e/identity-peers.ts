import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startDnsServer } from '../../server/test/peers/dns-server.ts';
import { startOidcPeer } from '../../server/test/peers/oidc-provider.ts';
import { type SamlIdp, startSamlIdp } from '../../server/test/peers/saml-idp.ts';
import { E2E_OIDC_CLIENT } from './identity-support';

/** Every control call answers within this many bytes of JSON body. */
const MAX_BODY_BYTES = 64 * 1024;

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = '';
  for await (const chunk of request) {
    raw += chunk;
    if (raw.length > MAX_BODY_BYTES) throw new Error('body too large');
  }
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
}

const stringList = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;

/**
 * The identity peers of the browser tests (issue 30), started by global setup beside the server: the DNS server the
 * server resolves with, one OpenID provider whose client is ours, and SAML IdPs made one per test (each organisation
 * its own IdP, so IdP-initiated answers name one connection). Specs run in worker processes: they change the peers at
 * run time through a small JSON endpoint on 127.0.0.1 (`E2E_IDENTITY_CONTROL_URL`, see identity-support.ts).
 */
export async function startIdentityPeers(baseUrl: string) {
  const dns = await startDnsServer();
  const oidc = await startOidcPeer({
    clients: [{ ...E2E_OIDC_CLIENT, redirectUri: `${baseUrl}/api/auth/sso/oidc/callback` }],
  });
  const sp = { entityId: `${baseUrl}/api/auth/sso/saml/metadata`, acsUrl: `${baseUrl}/api/auth/sso/saml/acs` };
  const samlIdps: SamlIdp[] = [];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'POST') return send(405, { error: 'POST only' });
    const body = await readJson(request);
    const path = new URL(request.url ?? '/', 'http://control').pathname;

    // POST /dns/txt {name, values} - the TXT records of a name (no values: the name stops existing)
    if (path === '/dns/txt' && typeof body.name === 'string') {
      const values = stringList(body.values) ?? [];
      if (values.length === 0) dns.remove(body.name);
      else dns.setTxt(body.name, values);
      return send(200, { ok: true });
    }
    // POST /oidc/accounts {email, givenName?, familyName?, groups?} - a person the OpenID provider signs in
    if (path === '/oidc/accounts' && typeof body.email === 'string') {
      const { sub } = oidc.addAccount({
        email: body.email,
        ...(typeof body.givenName === 'string' && { givenName: body.givenName }),
        ...(typeof body.familyName === 'string' && { familyName: body.familyName }),
        ...(stringList(body.groups) && { groups: stringList(body.groups) }),
      });
      return send(200, { sub });
    }
    // POST /saml/idps - a new SAML IdP for our SP: its id here, base URL and metadata URL
    if (path === '/saml/idps') {
      const idp = await startSamlIdp(sp);
      samlIdps.push(idp);
      return send(201, { id: samlIdps.length - 1, url: idp.url, metadataUrl: idp.metadataUrl });
    }
    // POST /saml/idps/:id/people {email, attributes} - the attributes (names, groups) the IdP gives a person
    const people = /^\/saml\/idps\/(\d+)\/people$/.exec(path);
    const idp = people ? samlIdps[Number(people[1])] : undefined;
    if (idp && typeof body.email === 'string') {
      const attributes = Object.fromEntries(
        Object.entries((body.attributes ?? {}) as Record<string, unknown>).map(([name, values]) => [
          name,
          stringList(values) ?? [],
        ]),
      );
      idp.people.set(body.email, attributes);
      return send(200, { ok: true });
    }
    return send(404, { error: `no control call ${path}` });
  }

  const control = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: error.message }));
    });
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;

  return {
    /** For the server. */
    serverEnv: { DNS_SERVERS: dns.address, SSO_ALLOW_HTTP_ISSUERS: 'true' },
    /** For the specs (workers inherit the runner's environment). */
    specEnv: { E2E_IDENTITY_CONTROL_URL: controlUrl, E2E_OIDC_ISSUER: oidc.issuer },
    async close() {
      control.closeAllConnections();
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await Promise.all([dns.close(), oidc.close(), ...samlIdps.map((idp) => idp.close())]);
    },
  };
}
