import { chipFileReadKey, organisationSunKeys, type SunKeyMaterial } from '../../src/verified-taps/keys.ts';
import { sunMessage } from '../../src/verified-taps/sun.ts';

/**
 * A software NTAG 424 DNA for the tests (issue 31): personalised as our encoding sheet says, with the
 * organisation's keys of a version, it writes a fresh SUN message into the tag's URL on every tap. The MAC covers
 * the URL from the PICC data's value (the sheet's layout) unless `emptyMacInput` (AN12196's example).
 */
export function createVirtualChip({
  material,
  organisationId,
  uid,
  version = 1,
  counter = 0,
  emptyMacInput = false,
}: {
  material: SunKeyMaterial;
  organisationId: string;
  /** 14 hex digits. */
  uid: string;
  version?: number;
  /** The counter of the last tap; the next tap carries counter + 1. */
  counter?: number;
  emptyMacInput?: boolean;
}) {
  const organisation = organisationSunKeys(material, organisationId, version);
  const uidBytes = Buffer.from(uid, 'hex');
  const keys = {
    metaReadKey: organisation.metaReadKey,
    fileReadKey: chipFileReadKey(material, organisation, uidBytes),
  };
  let last = counter;
  const messageAt = (at: number) =>
    sunMessage(keys, { uid: uidBytes, counter: at }, (picc) =>
      emptyMacInput ? Buffer.alloc(0) : Buffer.from(`${picc}&cmac=`),
    );
  return {
    uid: uid.toUpperCase(),
    get counter() {
      return last;
    },
    /** The query a tap appends to the scan link: `picc_data=...&cmac=...`, one counter on. */
    tap(): string {
      last++;
      return this.queryAt(last);
    },
    /** The query the chip would have written at `at` (a replay or an old message). */
    queryAt(at: number): string {
      const { piccData, cmac } = messageAt(at);
      return `picc_data=${piccData}&cmac=${cmac}`;
    },
  };
}

/** The key material a server runs with, from its SUN_* settings (as in config.ts). */
export function sunMaterialOf({
  metaReadKey,
  fileReadKey,
  diversification = 'uid',
}: {
  metaReadKey: string;
  fileReadKey: string;
  diversification?: 'uid' | 'none';
}): SunKeyMaterial {
  return {
    metaReadMaster: Buffer.from(metaReadKey, 'hex'),
    fileReadMaster: Buffer.from(fileReadKey, 'hex'),
    diversification,
    keyVersion: 1,
  };
}
