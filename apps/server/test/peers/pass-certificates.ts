import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A test chain shaped like Apple's: a root, a WWDR-like intermediate, and a pass type certificate with its key. */
export type TestPassCertificates = {
  /** PEM texts. */
  caCert: string;
  wwdrCert: string;
  passCert: string;
  /** The pass certificate's private key, encrypted (PKCS#8) with `passKeyPassphrase`. */
  passKey: string;
  passKeyPassphrase: string;
  passTypeId: string;
  teamId: string;
  /** The root as a file, for `openssl smime -verify -CAfile`. */
  caCertPath: string;
};

const PASS_TYPE_ID = 'pass.test.nfc';
const TEAM_ID = 'TESTTEAM42';

/**
 * Makes the chain with the openssl CLI in `dir`: Apple's WWDR intermediate signs pass type certificates whose subject
 * names the pass type (UID and CN "Pass Type ID: …") and the team (OU); this one is signed by a test root instead of
 * Apple's. The pass certificate may also authenticate a TLS client (APNs with certificate auth).
 */
export async function makeTestPassCertificates(dir: string): Promise<TestPassCertificates> {
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => run('openssl', args, { cwd: dir });
  const passphrase = randomBytes(12).toString('hex');

  await writeFile(
    file('wwdr.ext'),
    'basicConstraints=critical,CA:TRUE,pathlen:0\nkeyUsage=critical,keyCertSign,cRLSign\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid\n',
  );
  await writeFile(
    file('pass.ext'),
    [
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=clientAuth',
      'subjectKeyIdentifier=hash',
      'authorityKeyIdentifier=keyid',
      // Apple's pass type certificates carry the pass type id in this extension too.
      `1.2.840.113635.100.6.1.16=ASN1:UTF8String:${PASS_TYPE_ID}`,
      '',
    ].join('\n'),
  );

  await openssl('genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', file('ca.key'));
  await openssl(
    'req',
    '-new',
    '-x509',
    '-key',
    file('ca.key'),
    '-out',
    file('ca.pem'),
    '-days',
    '30',
    '-subj',
    '/C=DE/O=NFC Test/CN=NFC Test Root CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );

  await openssl('genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', file('wwdr.key'));
  await openssl(
    'req',
    '-new',
    '-key',
    file('wwdr.key'),
    '-out',
    file('wwdr.csr'),
    '-subj',
    '/C=DE/O=NFC Test/OU=G4/CN=NFC Test Worldwide Developer Relations Certification Authority',
  );
  await openssl(
    'x509',
    '-req',
    '-in',
    file('wwdr.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-set_serial',
    '2',
    '-days',
    '30',
    '-sha256',
    '-extfile',
    file('wwdr.ext'),
    '-out',
    file('wwdr.pem'),
  );

  await openssl(
    'genpkey',
    '-algorithm',
    'RSA',
    '-pkeyopt',
    'rsa_keygen_bits:2048',
    '-aes-256-cbc',
    '-pass',
    `pass:${passphrase}`,
    '-out',
    file('pass.key'),
  );
  await openssl(
    'req',
    '-new',
    '-key',
    file('pass.key'),
    '-passin',
    `pass:${passphrase}`,
    '-out',
    file('pass.csr'),
    '-subj',
    `/UID=${PASS_TYPE_ID}/CN=Pass Type ID: ${PASS_TYPE_ID}/OU=${TEAM_ID}/O=NFC Test/C=DE`,
  );
  await openssl(
    'x509',
    '-req',
    '-in',
    file('pass.csr'),
    '-CA',
    file('wwdr.pem'),
    '-CAkey',
    file('wwdr.key'),
    '-set_serial',
    '3',
    '-days',
    '30',
    '-sha256',
    '-extfile',
    file('pass.ext'),
    '-out',
    file('pass.pem'),
  );

  const [caCert, wwdrCert, passCert, passKey] = await Promise.all(
    ['ca.pem', 'wwdr.pem', 'pass.pem', 'pass.key'].map((name) => readFile(file(name), 'utf8')),
  );
  return {
    caCert: caCert!,
    wwdrCert: wwdrCert!,
    passCert: passCert!,
    passKey: passKey!,
    passKeyPassphrase: passphrase,
    passTypeId: PASS_TYPE_ID,
    teamId: TEAM_ID,
    caCertPath: file('ca.pem'),
  };
}

/** The APPLE_* settings of a server that signs passes with `certs` (PEM texts), for createTestApp's env. */
export const appleWalletEnv = (certs: TestPassCertificates): Record<string, string> => ({
  APPLE_PASS_TYPE_ID: certs.passTypeId,
  APPLE_TEAM_ID: certs.teamId,
  APPLE_PASS_CERT: certs.passCert,
  APPLE_PASS_KEY: certs.passKey,
  APPLE_PASS_KEY_PASSPHRASE: certs.passKeyPassphrase,
  APPLE_WWDR_CERT: certs.wwdrCert,
});
