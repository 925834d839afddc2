import { type KeyObject, verify } from 'node:crypto';

export type VerifiedJwt = { header: Record<string, unknown>; claims: Record<string, unknown> };

const decodePart = (part: string): Record<string, unknown> => {
  const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('a JWT part is no object');
  return value as Record<string, unknown>;
};

/**
 * Checks a compact JWS as the real service would (synchronously, for the fakes' request handlers): three parts,
 * the expected algorithm, and a signature that the given public key verifies. Throws with what is wrong.
 */
export function verifyJwt(token: string, publicKey: KeyObject, alg: 'RS256' | 'ES256'): VerifiedJwt {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('not a compact JWT');
  const [headerPart, claimsPart, signaturePart] = parts as [string, string, string];
  let header: Record<string, unknown>;
  let claims: Record<string, unknown>;
  try {
    header = decodePart(headerPart);
    claims = decodePart(claimsPart);
  } catch {
    throw new Error('the JWT is not base64url JSON');
  }
  if (header.alg !== alg) throw new Error(`the JWT's alg is ${String(header.alg)}, not ${alg}`);
  const isValid = verify(
    'sha256',
    Buffer.from(`${headerPart}.${claimsPart}`),
    // JWS carries ECDSA signatures as r || s, not DER.
    alg === 'ES256' ? { key: publicKey, dsaEncoding: 'ieee-p1363' } : publicKey,
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!isValid) throw new Error('the JWT signature does not verify');
  return { header, claims };
}
