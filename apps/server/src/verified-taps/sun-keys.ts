import { chipFileReadKey, organisationSunKeys, type SunKeyMaterial, sunKeyReference } from './keys.ts';

/**
 * What `npm run sun-keys` prints for the operator to hand the chip-encoding vendor (decision 037): an
 * organisation's SDM keys of one version, and how each chip's file-read key is derived from them. Secrets: the
 * encoding sheet carries only their reference.
 */

export const SECRET_WARNING =
  'SECRET: these keys let anyone make chips that pass as this organisation. Hand them only to the chip-encoding vendor over a secure channel (an encrypted file or a password manager share), never by e-mail, chat or ticket.';

const hex = (key: Buffer) => key.toString('hex').toUpperCase();
const spacedHex = (bytes: Buffer) =>
  [...bytes].map((byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(' ');

export type SunKeysReportOptions = {
  material: SunKeyMaterial;
  organisationId: string;
  version: number;
  /** Whether each master key is SUN_META_READ_KEY / SUN_FILE_READ_KEY, or derived from the app secret. */
  isConfigured: { metaRead: boolean; fileRead: boolean };
  /** A chip UID (7 bytes) whose file-read key to print too, so the vendor can check their diversification. */
  uid?: Buffer;
};

const masterLine = (variable: string, isConfigured: boolean) =>
  isConfigured ? variable : 'derived from the app secret (JWT_SECRET, or DATA_DIR/jwt-secret)';

export function sunKeysReport({ material, organisationId, version, isConfigured, uid }: SunKeysReportOptions): string {
  const keys = organisationSunKeys(material, organisationId, version);
  const isDiversified = material.diversification === 'uid';
  const lines = [
    SECRET_WARNING,
    '',
    `Organisation:       ${organisationId}`,
    `Key version:        ${version}${version === material.keyVersion ? ' (the version new tags get)' : ` (new tags get version ${material.keyVersion})`}`,
    `Meta-read master:   ${masterLine('SUN_META_READ_KEY', isConfigured.metaRead)}`,
    `File-read master:   ${masterLine('SUN_FILE_READ_KEY', isConfigured.fileRead)}`,
    ...(isConfigured.metaRead && isConfigured.fileRead
      ? []
      : [
          '                    The app secret must never change: a new one gives new keys, and these chips would fail.',
        ]),
    `Key reference:      ${sunKeyReference(material, organisationId, version)} (as the encoding sheet names these keys)`,
    '',
    `SDM meta-read key:  ${hex(keys.metaReadKey)}`,
    `SDM file-read key:  ${hex(keys.fileReadKey)}${isDiversified ? ' (the master of each chip’s key, below)' : ''}`,
    '',
  ];
  if (isDiversified) {
    lines.push(
      'Diversification:    AN10922 AES-128, per chip (SUN_KEY_DIVERSIFICATION=uid)',
      '  chip file-read key = AN10922(SDM file-read key, M)',
      `  M = UID (7 bytes) || ASCII "nfc-sun" (${spacedHex(Buffer.from('nfc-sun', 'ascii'))}): 14 bytes`,
    );
  } else {
    lines.push(
      'Diversification:    none (SUN_KEY_DIVERSIFICATION=none): every chip of this organisation and version',
      '                    takes the SDM file-read key as it is.',
    );
  }
  if (uid) {
    lines.push(`Chip ${hex(uid)}:   file-read key ${hex(chipFileReadKey(material, keys, uid))}`);
  }
  lines.push('', SECRET_WARNING);
  return lines.join('\n');
}
