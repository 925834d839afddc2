import { type PreparedSunKeys, preparedChipFileRead, preparedSunKeys, type SunKeyMaterial } from './keys.ts';
import { type BlockCipher, isMacOfEitherLayout, readPicc, sessionKeyOf } from './sun.ts';
import type { SunMessage } from './verifier.ts';

/** What a genuine message says: the chip and its counter (whether the counter is fresh is the caller's to settle). */
export type GenuineTap = { uid: string; counter: number };

/** Prepared keys kept, of organisations and of chips; past this many a cache starts again (it is only a cache). */
const MAX_CACHED = 10_000;

/** A bounded cache's entry, made once. */
function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, value);
  }
  return value;
}

/**
 * The scan writer's check of the SUN messages that the scan link journaled for tags that record (decision 044): the
 * same keys and cryptography as the scan link's own check (verifier.ts), on the writer's thread. Null: not genuine
 * (the PICC data does not decrypt under the organisation's key, or the MAC is not the chip's in either layout).
 */
export function createTapChecker(
  material: SunKeyMaterial,
): (organisationId: string, message: SunMessage) => GenuineTap | null {
  const organisations = new Map<string, PreparedSunKeys>();
  const chips = new Map<string, BlockCipher>();

  return (organisationId, message) => {
    const version = `${organisationId}:${message.keyVersion}`;
    const keys = cached(organisations, version, () => preparedSunKeys(material, organisationId, message.keyVersion));
    const picc = readPicc(keys.metaRead, message.picc);
    if (picc === null) return null;
    const fileRead = cached(chips, `${version}:${picc.uid}`, () => preparedChipFileRead(material, keys, picc.uid));
    const text = message.macInput;
    return isMacOfEitherLayout(sessionKeyOf(fileRead, picc), message.mac, text, 0, text.length)
      ? { uid: picc.uid, counter: picc.counter }
      : null;
  };
}
