import { cachedIn, preparedChipFileRead, preparedSunKeysCache, type SunKeyMaterial } from './keys.ts';
import { type BlockCipher, isTapMac, readPicc } from './sun.ts';
import type { SunMessage } from './verifier.ts';

/** What a genuine message says: the chip and its counter (whether the counter is fresh is the caller's to settle). */
export type GenuineTap = { uid: string; counter: number };

/**
 * The scan writer's check of the SUN messages that the scan link journaled for tags that record (decision 044): the
 * same keys and cryptography as the scan link's own check (verifier.ts), on the writer's thread. Null: not genuine
 * (the PICC data does not decrypt under the organisation's key, or the MAC is not the chip's in either layout).
 */
export function createTapChecker(
  material: SunKeyMaterial,
): (organisationId: string, message: SunMessage) => GenuineTap | null {
  const organisationKeys = preparedSunKeysCache(material);
  const chips = new Map<string, BlockCipher>();

  return (organisationId, message) => {
    const keys = organisationKeys(organisationId, message.keyVersion);
    const picc = readPicc(keys.metaRead, message.picc);
    if (picc === null) return null;
    const chip = `${organisationId}:${message.keyVersion}:${picc.uid}`;
    const fileRead = cachedIn(chips, chip, () => preparedChipFileRead(material, keys, picc.uid));
    const text = message.macInput;
    return isTapMac(fileRead, picc, message.mac, text, 0, text.length)
      ? { uid: picc.uid, counter: picc.counter }
      : null;
  };
}
