import { createHash } from 'node:crypto';
import { importPKCS8, SignJWT } from 'jose';
import type { Config } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import type { PassContent, WalletPass } from './content.ts';

/**
 * Google Wallet (issue 32, decision 038): a card's pass is a generic object of one generic class. The save link
 * carries the whole object in a JWT signed by the service account, so nothing is created at Google before a person
 * saves it; later changes PATCH the object through the REST API (the wallet worker).
 */
export type GoogleWalletConfig = NonNullable<Config['googleWallet']>;

/** The one class of every pass, under the issuer's id; the save JWT names it, so it exists once a pass is saved. */
export const googleClassId = (google: GoogleWalletConfig) => `${google.issuerId}.nfc_business_card`;
/** A card's object: the issuer's id and the card's id, stable for the card's life. */
export const googleObjectId = (google: GoogleWalletConfig, cardId: string) => `${google.issuerId}.${cardId}`;

const WALLET_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** Google answers slowly at times; a worker pass must not hang on it. */
const REQUEST_TIMEOUT_MS = 15_000;
/** A cached access token is renewed this long before Google's expiry, so none expires mid-request. */
const TOKEN_RENEW_BEFORE_MS = 5 * 60_000;

/** The public address of the pass's logo (the card's logo or brand logo, else its photo); null: it has none. */
export function walletImageUrl(config: Pick<Config, 'appUrl'>, content: PassContent): string | null {
  const key = content.logoKey ?? content.photoKey;
  if (!key) return null;
  // The version follows the stored file, so Google fetches a new picture rather than keeping its copy.
  const version = createHash('sha256').update(key).digest('base64url').slice(0, 12);
  return `${config.appUrl}/api/vcf/share/${encodeURIComponent(content.downloadToken)}/wallet-logo.png?v=${version}`;
}

const text = (value: string) => ({ defaultValue: { language: 'en', value } });
const labelled = (en: string, de: string) => ({
  defaultValue: { language: 'en', value: en },
  translatedValues: [{ language: 'de', value: de }],
});

/** The generic object of a card's pass, as the save JWT carries it and the PATCH sends it. */
export function genericObjectOf(google: GoogleWalletConfig, content: PassContent, imageUrl: string | null) {
  const modules = [
    { id: 'email', en: 'Email', de: 'E-Mail', body: content.email },
    { id: 'phone', en: 'Phone', de: 'Telefon', body: content.phone },
    { id: 'website', en: 'Website', de: 'Website', body: content.website },
  ].filter((module): module is typeof module & { body: string } => Boolean(module.body));
  return {
    id: googleObjectId(google, content.cardId),
    classId: googleClassId(google),
    state: 'ACTIVE',
    cardTitle: text(content.organisationName || content.name),
    header: text(content.name),
    ...(content.position && { subheader: text(content.position) }),
    ...(imageUrl && {
      logo: {
        sourceUri: { uri: imageUrl },
        contentDescription: text(content.organisationName || content.name),
      },
    }),
    barcode: { type: 'QR_CODE', value: content.cardUrl },
    hexBackgroundColor: content.colours.background,
    textModulesData: modules.map((module) => ({
      id: module.id,
      header: module.en,
      localizedHeader: labelled(module.en, module.de),
      body: module.body,
    })),
  };
}

const keys = new Map<string, Promise<CryptoKey>>();
/** The service account's key, imported once per PEM. */
function signingKey(pem: string) {
  let key = keys.get(pem);
  if (!key) {
    key = importPKCS8(pem, 'RS256');
    keys.set(pem, key);
  }
  return key;
}

/** https://pay.google.com/gp/v/save/<JWT> for a card's pass (RS256, by the service account). */
export async function googleSaveUrl(deps: Pick<AppDeps, 'config'>, pass: WalletPass): Promise<string> {
  const google = deps.config.googleWallet;
  if (!google) throw new Error('Google Wallet is not configured');
  const object = genericObjectOf(google, pass.content, walletImageUrl(deps.config, pass.content));
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [deps.config.appUrl],
    payload: { genericClasses: [{ id: googleClassId(google) }], genericObjects: [object] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(google.serviceAccount.clientEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(await signingKey(google.serviceAccount.privateKey));
  return `https://pay.google.com/gp/v/save/${jwt}`;
}

/** A failed call to Google (its status and the start of its error), worth another try later. */
export class GoogleWalletError extends Error {
  override name = 'GoogleWalletError';
}

/** Google's error answers are JSON; only their message is kept (short, never a token). */
async function describeFailure(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; error_description?: unknown };
    const message =
      typeof parsed.error === 'object'
        ? parsed.error?.message
        : [parsed.error, parsed.error_description].filter(Boolean).join(': ');
    if (typeof message === 'string' && message) return `${response.status} ${message.slice(0, 200)}`;
  } catch {
    // Not JSON: the status says enough.
  }
  return String(response.status);
}

/** fetch, with a network failure named (fetch says only "fetch failed"). */
async function call(what: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    const reason = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new GoogleWalletError(`${what} unreachable: ${String(reason)}`);
  }
}

export type GoogleWalletClient = {
  /** Sends the pass as it is now to its object; 'absent': the person never saved it (Google has no such object). */
  patchGenericObject(content: PassContent): Promise<'patched' | 'absent'>;
};

/** The Wallet REST API under the service account: an OAuth token by the JWT bearer grant, kept until near expiry. */
export function createGoogleWalletClient(
  config: Pick<Config, 'appUrl'>,
  google: GoogleWalletConfig,
): GoogleWalletClient {
  const { clientEmail, privateKey, tokenUri } = google.serviceAccount;
  let cached: { token: string; renewAt: number } | undefined;
  let fetching: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const assertion = await new SignJWT({ scope: WALLET_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(clientEmail)
      .setAudience(tokenUri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await signingKey(privateKey));
    const response = await call("Google's token endpoint", tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion }).toString(),
    });
    if (!response.ok) {
      throw new GoogleWalletError(`Google's token endpoint answered ${await describeFailure(response)}`);
    }
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new GoogleWalletError("Google's token answer has no access_token");
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    cached = { token: body.access_token, renewAt: Date.now() + seconds * 1000 - TOKEN_RENEW_BEFORE_MS };
    return body.access_token;
  }

  const accessToken = () => {
    if (cached && Date.now() < cached.renewAt) return Promise.resolve(cached.token);
    fetching ??= fetchToken().finally(() => {
      fetching = undefined;
    });
    return fetching;
  };

  return {
    async patchGenericObject(content) {
      const object = genericObjectOf(google, content, walletImageUrl(config, content));
      const response = await call(
        'Google Wallet',
        `${google.apiBase}/walletobjects/v1/genericObject/${encodeURIComponent(object.id)}`,
        {
          method: 'PATCH',
          headers: {
            authorization: `Bearer ${await accessToken()}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(object),
        },
      );
      if (response.ok) {
        await response.body?.cancel();
        return 'patched';
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return 'absent';
      }
      // A token Google no longer takes is not asked for again until it is renewed.
      if (response.status === 401) cached = undefined;
      throw new GoogleWalletError(`Google Wallet answered ${await describeFailure(response)}`);
    },
  };
}
