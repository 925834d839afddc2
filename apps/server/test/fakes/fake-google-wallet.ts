import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { expectThat, type FakeAnswer, type FakeRequest, isPlainObject, parseJson, startHttpFake } from './http-fake.ts';
import { verifyJwt } from './jws.ts';

const WALLET_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const OBJECT_PATH = '/walletobjects/v1/genericObject/';
const TOKEN_SECONDS = 3599;

const googleError = (code: number, status: string, message: string): FakeAnswer => ({
  status: code,
  body: { error: { code, message, status } },
});

export type PatchedObject = { id: string; body: Record<string, unknown> };

/**
 * A local Google: the OAuth token endpoint (the JWT bearer grant, its assertion verified with the service account's
 * public key) and the Wallet API's genericObject PATCH (its access token, path and body checked), as Google documents
 * them. A fresh service account (RSA 2048) and issuer id are made at start; `serviceAccountJson` is the key file the
 * app is configured with. Switches: `forget(id)` answers 404 for an object (never saved), `failNext(status)`.
 */
export async function startFakeGoogleWallet() {
  const issuerId = String(3_388_000_000_000_000_000n + BigInt(Math.floor(Math.random() * 1e9)));
  const clientEmail = `wallet-${randomBytes(4).toString('hex')}@nfc-test.iam.gserviceaccount.com`;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const accessTokens = new Set<string>();
  const absent = new Set<string>();
  const failures: number[] = [];
  const patches: PatchedObject[] = [];
  let tokensIssued = 0;
  let tokenUri = '';

  function token(request: FakeRequest): FakeAnswer {
    expectThat(
      request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'),
      'the token request must be form-encoded',
    );
    const form = new URLSearchParams(request.raw);
    expectThat(form.get('grant_type') === JWT_BEARER_GRANT, `grant_type must be ${JWT_BEARER_GRANT}`);
    const assertion = form.get('assertion');
    expectThat(assertion, 'no assertion');
    const { claims } = verifyJwt(assertion, publicKey, 'RS256');
    expectThat(claims.iss === clientEmail, 'the assertion must be issued by the service account');
    expectThat(claims.aud === tokenUri, 'the assertion must be meant for the token endpoint');
    expectThat(claims.scope === WALLET_SCOPE, `the assertion must ask for ${WALLET_SCOPE}`);
    const now = Date.now() / 1000;
    expectThat(typeof claims.iat === 'number' && Math.abs(claims.iat - now) < 300, 'iat must be now');
    expectThat(
      typeof claims.exp === 'number' && claims.exp > now && claims.exp - (claims.iat as number) <= 3600,
      'exp must be at most an hour after iat',
    );
    const accessToken = `ya29.${randomBytes(24).toString('base64url')}`;
    accessTokens.add(accessToken);
    tokensIssued += 1;
    return { status: 200, body: { access_token: accessToken, expires_in: TOKEN_SECONDS, token_type: 'Bearer' } };
  }

  function patchObject(request: FakeRequest): FakeAnswer {
    const authorization = request.headers.authorization ?? '';
    expectThat(authorization.startsWith('Bearer '), 'no Bearer token in Authorization');
    if (!accessTokens.has(authorization.slice('Bearer '.length))) {
      return googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.');
    }
    expectThat(request.headers['content-type']?.startsWith('application/json'), 'the body must be JSON');
    const id = decodeURIComponent(request.path.slice(OBJECT_PATH.length));
    expectThat(id.startsWith(`${issuerId}.`), `the object id ${id} is not under issuer ${issuerId}`);
    const body = parseJson(request.raw);
    expectThat(isPlainObject(body), 'the body must be an object');
    expectThat(body.id === id, 'the body names another object than the path');
    expectThat(body.classId === `${issuerId}.nfc_business_card`, 'classId must be the issuer’s business card class');
    expectThat(isPlainObject(body.header), 'a generic object needs a header');
    expectThat(isPlainObject(body.cardTitle), 'a generic object needs a cardTitle');
    const failure = failures.shift();
    if (failure) return googleError(failure, 'UNAVAILABLE', 'The service is currently unavailable.');
    if (absent.has(id)) return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
    patches.push({ id, body });
    return { status: 200, body };
  }

  const server = await startHttpFake('Google Wallet', (request) => {
    if (request.method === 'POST' && request.path === '/token') return token(request);
    if (request.method === 'PATCH' && request.path.startsWith(OBJECT_PATH)) return patchObject(request);
    throw new Error('not a Google endpoint this fake knows');
  });
  tokenUri = `${server.url}/token`;
  return {
    ...server,
    issuerId,
    clientEmail,
    publicKey,
    /** The service account key file as Google hands it out (the fields the app reads). */
    serviceAccountJson: JSON.stringify({
      type: 'service_account',
      client_email: clientEmail,
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      token_uri: tokenUri,
    }),
    patches,
    get tokensIssued() {
      return tokensIssued;
    },
    /** The object was never saved by anyone: Google answers 404 to it. */
    forget(objectId: string) {
      absent.add(objectId);
    },
    /** The next PATCH requests answer these statuses. */
    failNext(...statuses: number[]) {
      failures.push(...statuses);
    },
  };
}

export type FakeGoogleWallet = Awaited<ReturnType<typeof startFakeGoogleWallet>>;
