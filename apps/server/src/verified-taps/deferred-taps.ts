import { chipFileReadKey, type OrganisationSunKeys, organisationSunKeys, type SunKeyMaterial } from './keys.ts';
import { type BlockCipher, blockCipher, isMacOfText, type PiccKey, piccKey, readPicc, sessionKeyOf } from './sun.ts';
import type { SunMessage } from './verifier.ts';

/** What a genuine message says: the chip and its counter (whether the counter is fresh is the caller's to settle). */
export type GenuineTap = { uid: string; counter: number };

/** Prepared keys kept, of organisations and of chips; past this many a cache starts again (it is only a cache). */
const MAX_CACHED = 10_000;

/**
 * The scan writer's check of the SUN messages that the scan link journaled for tags that record (decision 044): the
 * same cryptography as the scan link's own check (verifier.ts), on the writer's thread. Null: not genuine (the PICC
 * data does not decrypt under the organisation's key, or the MAC is not the chip's over either layout).
 */
export function createTapChecker(
  material: SunKeyMaterial,
): (organisationId: string, message: SunMessage) => GenuineTap | null {
  const organisations = new Map<string, { keys: OrganisationSunKeys; metaRead: PiccKey; fileRead: BlockCipher }>();
  const chips = new Map<string, BlockCipher>();

  const organisationOf = (organisationId: string, version: number) => {
    const key = `${organisationId}:${version}`;
    let prepared = organisations.get(key);
    if (prepared === undefined) {
      const keys = organisationSunKeys(material, organisationId, version);
      prepared = { keys, metaRead: piccKey(keys.metaReadKey), fileRead: blockCipher(keys.fileReadKey) };
      if (organisations.size >= MAX_CACHED) organisations.clear();
      organisations.set(key, prepared);
    }
    return prepared;
  };

  return (organisationId, message) => {
    const organisation = organisationOf(organisationId, message.keyVersion);
    const picc = readPicc(organisation.metaRead, message.picc);
    if (picc === null) return null;
    const chipKey = `${organisationId}:${message.keyVersion}:${picc.uid}`;
    let fileRead = chips.get(chipKey);
    if (fileRead === undefined) {
      const uid = Buffer.from(picc.uid, 'hex');
      fileRead = blockCipher(chipFileReadKey(material, organisation.keys, uid, organisation.fileRead));
      if (chips.size >= MAX_CACHED) chips.clear();
      chips.set(chipKey, fileRead);
    }
    const session = sessionKeyOf(fileRead, picc);
    // The encoding sheet's layout first (the MAC over the URL from the PICC data), then AN12196's empty input.
    const text = message.macInput;
    const isGenuine =
      (text.length > 0 && isMacOfText(session, message.mac, text, 0, text.length)) ||
      isMacOfText(session, message.mac, text, 0, 0);
    return isGenuine ? { uid: picc.uid, counter: picc.counter } : null;
  };
}
