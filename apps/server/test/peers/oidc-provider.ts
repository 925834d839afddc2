import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** A client registered with the provider: ours, as an organisation's admin would register it. */
export type OidcPeerClient = { clientId: string; clientSecret: string; redirectUri: string };

/** A person the provider knows, with the claims it releases for the `email`, `profile` and `groups` scopes. */
export type OidcPeerAccount = {
  email: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  groups?: string[];
};

export type OidcPeer = {
  /** `http://127.0.0.1:<port>`: the issuer and the base of every endpoint. */
  issuer: string;
  /** Adds (or replaces) a person; their `sub` is stable per e-mail address. */
  addAccount(account: OidcPeerAccount): { sub: string };
  /**
   * Signs in non-interactively, as a person would in a browser: opens the authorization URL, fills in the login form
   * with `email` (or cancels it), and answers the URL the provider finally sends the browser to (the client's
   * redirect URI with `code` and `state`, or with `error`).
   */
  signIn(authorizationUrl: string, email: string, options?: { cancel?: boolean }): Promise<string>;
  /** An ID token signed with the provider's own key, with exactly these claims (for tampered-answer tests). */
  signIdToken(claims: JWTPayload): Promise<string>;
  /** The next token answer carries this ID token instead of the one the provider made. */
  replaceNextIdToken(idToken: string): void;
  close(): Promise<void>;
};

const html = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function loginPage(uid: string, error?: string) {
  return html(
    'Sign in to the test IdP',
    `<main><h1>Sign in to the test IdP</h1>${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${uid}/login">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required>
<button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${uid}/cancel"><button type="submit">Cancel</button></form></main>`,
  );
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let raw = '';
  for await (const chunk of request) raw += chunk;
  return new URLSearchParams(raw);
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 and a free port, with a minimal login page of its own (one
 * e-mail field, no password) and consent granted for every client, so API tests drive it with fetch and browser tests
 * through the page. `groupsScope`: whether discovery lists a `groups` scope (it is not a standard one).
 */
export async function startOidcPeer(options: {
  clients: OidcPeerClient[];
  accounts?: OidcPeerAccount[];
  groupsScope?: boolean;
}): Promise<OidcPeer> {
  const groupsScope = options.groupsScope ?? true;
  const accounts = new Map<string, OidcPeerAccount & { sub: string }>();
  const addAccount = (account: OidcPeerAccount) => {
    const email = account.email.toLowerCase();
    const sub = accounts.get(email)?.sub ?? `user-${randomUUID()}`;
    accounts.set(email, { ...account, sub });
    return { sub };
  };
  for (const account of options.accounts ?? []) addAccount(account);
  const bySub = (sub: string) => [...accounts.values()].find((account) => account.sub === sub);

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const signingJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  let replacementIdToken: string | null = null;

  const sockets = new Set<Socket>();
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => response.end();
  const server = createServer((request, response) => handle(request, response));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [signingJwk] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
      ...(groupsScope ? { groups: ['groups'] } : {}),
    },
    scopes: ['openid', 'email', 'profile', ...(groupsScope ? ['groups'] : [])],
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Grant: 600, Session: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = bySub(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: account.emailVerified ?? true,
            ...(account.givenName && { given_name: account.givenName }),
            ...(account.familyName && { family_name: account.familyName }),
            ...(account.givenName && { name: `${account.givenName} ${account.familyName ?? ''}`.trim() }),
            ...(account.groups && { groups: account.groups }),
          };
        },
      };
    },
    // Every client here is first-party: consent is granted on the first sign-in, no consent page.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(`openid email profile${groupsScope ? ' groups' : ''}`);
      await grant.save();
      return grant;
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.oidc?.route === 'token' && replacementIdToken && ctx.body && typeof ctx.body === 'object') {
      ctx.body = { ...(ctx.body as object), id_token: replacementIdToken };
      replacementIdToken = null;
    }
  });
  const providerCallback = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse) {
    const [, , uid, action] = new URL(request.url ?? '/', issuer).pathname.split('/');
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (request.method === 'GET' && !action) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid));
      return;
    }
    if (request.method === 'POST' && action === 'cancel') {
      await provider.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: 'The person cancelled the sign-in.',
      });
      return;
    }
    if (request.method === 'POST' && action === 'login') {
      const email = (await readForm(request)).get('email')?.trim().toLowerCase() ?? '';
      const account = accounts.get(email);
      if (!account) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(loginPage(details.uid, `No account for ${email}.`));
        return;
      }
      await provider.interactionFinished(request, response, { login: { accountId: account.sub } });
      return;
    }
    response.writeHead(404).end();
  }

  handle = (request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      interaction(request, response).catch((error: Error) => {
        if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' });
        response.end(`interaction failed: ${error.message}`);
      });
      return;
    }
    providerCallback(request, response);
  };

  async function signIn(authorizationUrl: string, email: string, { cancel = false } = {}) {
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 12; hop++) {
      if (url.origin !== issuer) return url.href;
      const isInteraction = url.pathname.startsWith('/interaction/');
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url);
        continue;
      }
      if (!isInteraction || response.status !== 200) {
        throw new Error(`sign-in stopped at ${url.pathname}: ${response.status} ${await response.text()}`);
      }
      await response.text();
      const submitted = await fetch(new URL(`${url.pathname}/${cancel ? 'cancel' : 'login'}`, issuer), {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        },
        body: new URLSearchParams({ email }).toString(),
      });
      const next = submitted.headers.get('location');
      if (!next) throw new Error(`login refused: ${submitted.status} ${await submitted.text()}`);
      url = new URL(next, url);
    }
    throw new Error('too many redirects');
  }

  return {
    issuer,
    addAccount,
    signIn,
    async signIdToken(claims) {
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(privateKey);
    },
    replaceNextIdToken(idToken) {
      replacementIdToken = idToken;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
