import { hkdfSync } from 'node:crypto';
import type { Config } from '../config.ts';
import type { AppKeys } from '../keys.ts';
import { type BlockCipher, blockCipher, diversifyKey, type PiccKey, piccKey } from './sun.ts';

/**
 * Whose keys a chip carries (decision 037). Two master keys, SUN_META_READ_KEY and SUN_FILE_READ_KEY (or, unset,
 * two derived from the app secret), give every organisation its own pair per key version by HKDF-SHA256, so no two
 * organisations share a key. The chip's SDM file-read key is the organisation's diversified by the chip's UID
 * (AN10922, AES-128, M = UID || "nfc-sun"), unless SUN_KEY_DIVERSIFICATION=none. Keys live only in memory: never
 * in the database, a log or an answer.
 */

export type SunKeyMaterial = {
  metaReadMaster: Buffer;
  fileReadMaster: Buffer;
  diversification: 'uid' | 'none';
  /** The version new tags are personalised with. */
  keyVersion: number;
};

/** An organisation's key pair of one version: the meta-read key, and the file-read key chips are diversified from. */
export type OrganisationSunKeys = { metaReadKey: Buffer; fileReadKey: Buffer };

/** The system identifier after the UID in the AN10922 diversification input. */
const DIVERSIFICATION_SYSTEM_IDENTIFIER = Buffer.from('nfc-sun', 'ascii');

const firstHalf = (key: string) => Buffer.from(key, 'base64url').subarray(0, 16);

export function sunKeyMaterial(config: Pick<Config, 'sun'>, keys: Pick<AppKeys, 'sunMetaRead' | 'sunFileRead'>) {
  return {
    metaReadMaster: config.sun.metaReadKey ? Buffer.from(config.sun.metaReadKey, 'hex') : firstHalf(keys.sunMetaRead),
    fileReadMaster: config.sun.fileReadKey ? Buffer.from(config.sun.fileReadKey, 'hex') : firstHalf(keys.sunFileRead),
    diversification: config.sun.diversification,
    keyVersion: config.sun.keyVersion,
  } satisfies SunKeyMaterial;
}

const organisationKey = (master: Buffer, purpose: string, organisationId: string, version: number) =>
  Buffer.from(hkdfSync('sha256', master, 'nfc-platform-sun', `${purpose}:${organisationId}:v${version}`, 16));

export function organisationSunKeys(
  material: SunKeyMaterial,
  organisationId: string,
  version: number,
): OrganisationSunKeys {
  return {
    metaReadKey: organisationKey(material.metaReadMaster, 'meta-read', organisationId, version),
    fileReadKey: organisationKey(material.fileReadMaster, 'file-read', organisationId, version),
  };
}

/** The SDM file-read key of the chip with this UID (7 bytes). */
export function chipFileReadKey(
  material: Pick<SunKeyMaterial, 'diversification'>,
  organisation: OrganisationSunKeys,
  uid: Buffer,
  /** The organisation's file-read key prepared once (the scan path keeps it with the tag). */
  prepared?: BlockCipher,
): Buffer {
  if (material.diversification === 'none') return organisation.fileReadKey;
  return diversifyKey(prepared ?? organisation.fileReadKey, Buffer.concat([uid, DIVERSIFICATION_SYSTEM_IDENTIFIER]));
}

/**
 * An organisation's keys of one version, prepared for checking taps: the meta-read key to decrypt the PICC data, the
 * file-read key to diversify per chip.
 */
export type PreparedSunKeys = { organisation: OrganisationSunKeys; metaRead: PiccKey; fileRead: BlockCipher };

export function preparedSunKeys(material: SunKeyMaterial, organisationId: string, version: number): PreparedSunKeys {
  const organisation = organisationSunKeys(material, organisationId, version);
  return { organisation, metaRead: piccKey(organisation.metaReadKey), fileRead: blockCipher(organisation.fileReadKey) };
}

/** Prepared keys kept, of organisations and of chips; past this many a cache starts again (it is only a cache). */
const MAX_CACHED = 10_000;

/** A bounded cache's entry, made once. */
export function cachedIn<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, value);
  }
  return value;
}

/**
 * Organisations' prepared keys, one set per organisation and version: every tag of an organisation checks its taps
 * with the same schedules, which stay in the processor's caches between taps of different tags.
 */
export function preparedSunKeysCache(material: SunKeyMaterial) {
  const organisations = new Map<string, PreparedSunKeys>();
  return (organisationId: string, version: number) =>
    cachedIn(organisations, `${organisationId}:${version}`, () => preparedSunKeys(material, organisationId, version));
}

/** The file-read key of the chip with this UID (14 hex digits), prepared. */
export const preparedChipFileRead = (
  material: Pick<SunKeyMaterial, 'diversification'>,
  keys: PreparedSunKeys,
  uid: string,
): BlockCipher => blockCipher(chipFileReadKey(material, keys.organisation, Buffer.from(uid, 'hex'), keys.fileRead));

/** How an encoding sheet names the keys of a tag's chip, without them: the organisation, version and diversification. */
export const sunKeyReference = (
  material: Pick<SunKeyMaterial, 'diversification'>,
  organisationId: string,
  version: number,
) => `org:${organisationId}/v${version}/${material.diversification === 'uid' ? 'an10922-uid' : 'batch'}`;
