// @peculiar/x509 resolves its services through tsyringe, which needs the Reflect metadata API.
import 'reflect-metadata';
import { generateKeyPairSync, randomBytes, webcrypto, X509Certificate } from 'node:crypto';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import * as x509 from '@peculiar/x509';
import { verifyJwt } from './jws.ts';

x509.cryptoProvider.set(webcrypto as Crypto);

const DAY = 86_400_000;

/** A server certificate for 127.0.0.1 (self-signed, ECDSA P-256) and its key, for APNs over TLS. */
async function serverCertificate() {
  const algorithm = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as CryptoKeyPair;
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomBytes(8).toString('hex'),
    name: 'CN=api.push.apple.test',
    notBefore: new Date(Date.now() - DAY),
    notAfter: new Date(Date.now() + DAY),
    keys,
    signingAlgorithm: algorithm,
    extensions: [new x509.SubjectAlternativeNameExtension([{ type: 'ip', value: '127.0.0.1' }])],
  });
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)).toString('base64');
  return {
    certificate: certificate.toString('pem'),
    key: `-----BEGIN PRIVATE KEY-----\n${pkcs8.match(/.{1,64}/g)!.join('\n')}\n-----END PRIVATE KEY-----\n`,
  };
}

const DEVICE_PATH = /^\/3\/device\/([0-9a-fA-F]{16,200})$/;

export type ApnsPush = {
  token: string;
  topic: string;
  pushType: string | undefined;
  body: string;
  /** The provider token (JWT) it came with. */
  providerToken: string;
};

/**
 * A local APNs (cleartext HTTP/2 on 127.0.0.1) for the wallet worker's tests: every request is checked as Apple's
 * service would (POST /3/device/<hex token>, apns-topic the pass type id, a JSON body, and a provider token signed
 * ES256 by the team's key: kid, iss and a fresh iat) and recorded. A request that breaks the rules answers 403 or
 * 400 with a reason and is kept in `violations`, which tests expect empty. Switches: `unregister(token)` answers 410
 * for it (the pass was removed), `failNext(status)` answers the next pushes with that status.
 */
export async function startFakeApns(options: {
  topic: string;
  teamId?: string;
  keyId?: string;
  /** Certificate auth over TLS: the pass certificate a connection must present (no provider token then). */
  clientCertificate?: string;
}) {
  const teamId = options.teamId ?? 'TEAM123456';
  const keyId = options.keyId ?? randomBytes(5).toString('hex').toUpperCase();
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pushes: ApnsPush[] = [];
  const violations: string[] = [];
  const gone = new Set<string>();
  const failures: number[] = [];
  const open = new Set<http2.ServerHttp2Session>();
  let sessions = 0;

  const tls = options.clientCertificate ? await serverCertificate() : null;
  const expectedClient = options.clientCertificate ? new X509Certificate(options.clientCertificate) : null;
  const server = tls
    ? // A connection without the pass certificate fails its handshake, as at Apple.
      http2.createSecureServer({
        cert: tls.certificate,
        key: tls.key,
        ca: [options.clientCertificate!],
        requestCert: true,
        rejectUnauthorized: true,
      })
    : http2.createServer();
  server.on('session', (session) => {
    sessions += 1;
    open.add(session);
    session.on('close', () => open.delete(session));
  });
  server.on('stream', (stream, headers) => {
    let body = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      body += chunk;
    });
    stream.on('end', () => {
      const answer = (status: number, reason?: string) => {
        stream.respond({
          ':status': status,
          'apns-id': randomBytes(16).toString('hex'),
          ...(reason && { 'content-type': 'application/json' }),
        });
        stream.end(reason ? JSON.stringify({ reason, ...(status === 410 && { timestamp: Date.now() }) }) : undefined);
      };
      const refuse = (status: number, reason: string, why: string) => {
        violations.push(`${headers[':method']} ${headers[':path']}: ${why}`);
        answer(status, reason);
      };
      if (headers[':method'] !== 'POST') return refuse(405, 'MethodNotAllowed', 'only POST is allowed');
      const path = DEVICE_PATH.exec(String(headers[':path']));
      if (!path) return refuse(400, 'BadPath', 'the path is not /3/device/<hex token>');
      const token = path[1]!;
      if (headers['apns-topic'] !== options.topic) return refuse(400, 'BadTopic', 'apns-topic is not the pass type id');
      const pushType = headers['apns-push-type'] as string | undefined;
      if (pushType !== undefined && pushType !== 'background' && pushType !== 'alert') {
        return refuse(400, 'InvalidPushType', `apns-push-type ${pushType}`);
      }
      if (pushType === 'background' && headers['apns-priority'] !== '5') {
        return refuse(400, 'BadPriority', 'a background push must have priority 5');
      }
      try {
        const parsed = JSON.parse(body) as unknown;
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('no object');
      } catch {
        return refuse(400, 'PayloadEmpty', 'the body is not a JSON object');
      }
      const authorization = String(headers.authorization ?? '');
      if (expectedClient) {
        const presented = (stream.session?.socket as TLSSocket | undefined)?.getPeerX509Certificate();
        if (!presented?.raw.equals(expectedClient.raw)) {
          return refuse(403, 'BadCertificate', 'the connection did not present the pass certificate');
        }
      } else {
        if (!authorization.startsWith('bearer '))
          return refuse(403, 'MissingProviderToken', 'no bearer provider token');
        try {
          const { header, claims } = verifyJwt(authorization.slice('bearer '.length), publicKey, 'ES256');
          if (header.kid !== keyId) throw new Error(`kid ${String(header.kid)} is not the key's id`);
          if (claims.iss !== teamId) throw new Error(`iss ${String(claims.iss)} is not the team id`);
          const age = Date.now() / 1000 - Number(claims.iat);
          if (!(age > -60 && age < 3600)) throw new Error('iat is not within the last hour');
        } catch (error) {
          return refuse(403, 'InvalidProviderToken', (error as Error).message);
        }
      }
      pushes.push({
        token,
        topic: options.topic,
        pushType,
        body,
        providerToken: authorization.slice('bearer '.length),
      });
      const failure = failures.shift();
      if (failure) return answer(failure, failure === 429 ? 'TooManyRequests' : 'ServiceUnavailable');
      if (gone.has(token)) return answer(410, 'Unregistered');
      return answer(200);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    /** Over TLS: the server's certificate, for the client to trust. */
    serverCertificate: tls?.certificate ?? null,
    teamId,
    /** The token-auth key as the app is configured with it (a .p8 is PKCS#8 PEM). */
    key: { pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), keyId },
    pushes,
    violations,
    get sessions() {
      return sessions;
    },
    unregister(token: string) {
      gone.add(token);
    },
    failNext(...statuses: number[]) {
      failures.push(...statuses);
    },
    async close() {
      for (const session of open) session.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeApns = Awaited<ReturnType<typeof startFakeApns>>;
