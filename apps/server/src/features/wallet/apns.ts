import http2 from 'node:http2';
import tls from 'node:tls';
import { importPKCS8, SignJWT } from 'jose';
import type { Config } from '../../config.ts';

type AppleWalletConfig = NonNullable<Config['appleWallet']>;

/** APNs takes a provider token for up to an hour and refuses new ones more often than every 20 minutes. */
const PROVIDER_TOKEN_MS = 50 * 60_000;
const REQUEST_TIMEOUT_MS = 15_000;
/** Reasons of a 400 that mean the token will never work again: its registration goes. */
const GONE_REASONS = new Set(['BadDeviceToken', 'DeviceTokenNotForTopic', 'Unregistered']);
/** Device tokens are hex; anything else cannot be delivered and must not reach the request path. */
const PUSH_TOKEN = /^[0-9a-fA-F]{16,200}$/;

/** A push that failed for now (network, APNs busy or refusing our credentials): worth another try later. */
export class ApnsError extends Error {
  override name = 'ApnsError';
}

export type ApnsClient = {
  /** Tells the device that the pass changed: 'gone' when the token is dead (its registration should go). */
  push(pushToken: string): Promise<'sent' | 'gone'>;
  close(): Promise<void>;
};

/**
 * Apple's push service over HTTP/2 for Wallet pass updates: an empty payload to the pass type's topic, and the
 * device asks the PassKit web service what changed. One session is kept and reused (APNs asks for long-lived
 * connections) and opened again after it closes. Token auth (ES256 .p8 key) when configured, else the pass
 * certificate as the TLS client certificate. An http:// host speaks cleartext HTTP/2 (the tests' fake).
 */
export function createApnsClient(
  apple: AppleWalletConfig,
  /** A certificate authority to trust besides the system's (the tests' local APNs over TLS). */
  options: { ca?: string } = {},
): ApnsClient {
  const { host, key } = apple.apns;
  let session: http2.ClientHttp2Session | undefined;
  let providerToken: { jwt: Promise<string>; renewAt: number } | undefined;
  let signingKey: Promise<CryptoKey> | undefined;

  function sessionOf(): http2.ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const trust = options.ca ? { ca: [...tls.rootCertificates, options.ca] } : {};
    const opened = http2.connect(
      host,
      key
        ? trust
        : { ...trust, cert: apple.certificate, key: apple.privateKey, passphrase: apple.privateKeyPassphrase },
    );
    const forget = () => {
      if (session === opened) session = undefined;
    };
    opened.on('close', forget);
    opened.on('goaway', forget);
    // A failed connection fails the requests on it; the next push connects anew.
    opened.on('error', forget);
    // An idle session must not keep the process alive.
    opened.unref();
    session = opened;
    return opened;
  }

  /** One provider token at a time, reused: APNs refuses new ones more often than every 20 minutes. */
  async function authorization(): Promise<Record<string, string>> {
    if (!key) return {};
    if (!providerToken || Date.now() >= providerToken.renewAt) {
      const renewAt = Date.now() + PROVIDER_TOKEN_MS;
      signingKey ??= importPKCS8(key.pem, 'ES256');
      const jwt = signingKey.then((privateKey) =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
          .setIssuer(apple.teamId)
          .setIssuedAt()
          .sign(privateKey),
      );
      providerToken = { jwt, renewAt };
      jwt.catch(() => {
        if (providerToken?.jwt === jwt) providerToken = undefined;
      });
    }
    return { authorization: `bearer ${await providerToken.jwt}` };
  }

  async function send(pushToken: string): Promise<{ status: number; reason: string | undefined }> {
    const headers = {
      ':method': 'POST',
      ':path': `/3/device/${pushToken}`,
      'apns-topic': apple.passTypeId,
      // Wallet's pushes carry no alert: a background push, which APNs wants at priority 5.
      'apns-push-type': 'background',
      'apns-priority': '5',
      'content-type': 'application/json',
      ...(await authorization()),
    };
    return new Promise((resolve, reject) => {
      let request: http2.ClientHttp2Stream;
      try {
        request = sessionOf().request(headers);
      } catch (error) {
        reject(new ApnsError(`APNs: ${(error as Error).message}`));
        return;
      }
      let status = 0;
      let body = '';
      request.setEncoding('utf8');
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.close(http2.constants.NGHTTP2_CANCEL));
      request.on('response', (responseHeaders) => {
        status = Number(responseHeaders[':status']);
      });
      request.on('data', (chunk: string) => {
        if (body.length < 2_000) body += chunk;
      });
      // 'close' comes last, after the body or a reset: the one place the answer is settled.
      request.on('close', () => {
        if (!status) {
          reject(new ApnsError('APNs: the request ended without an answer'));
          return;
        }
        let reason: string | undefined;
        try {
          const parsed = JSON.parse(body) as { reason?: unknown };
          if (typeof parsed.reason === 'string') reason = parsed.reason;
        } catch {
          // 200 has no body.
        }
        resolve({ status, reason });
      });
      request.on('error', (error) => reject(new ApnsError(`APNs: ${error.message}`)));
      request.end('{}');
    });
  }

  return {
    async push(pushToken) {
      if (!PUSH_TOKEN.test(pushToken)) return 'gone';
      const { status, reason } = await send(pushToken);
      if (status === 200) return 'sent';
      if (status === 410 || (status === 400 && reason && GONE_REASONS.has(reason))) return 'gone';
      // An expired or refused provider token is made anew for the next try.
      if (status === 403) providerToken = undefined;
      throw new ApnsError(`APNs answered ${status}${reason ? ` ${reason}` : ''}`);
    },
    async close() {
      const open = session;
      session = undefined;
      if (!open || open.closed || open.destroyed) return;
      await new Promise<void>((resolve) => open.close(resolve));
    },
  };
}
