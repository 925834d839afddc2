import { parseArgs } from 'node:util';
import { chipUidSchema } from '@nfc/contract/verified-taps';
import { readSecret } from '../app-secret.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { isUuid } from '../http/validate.ts';
import { deriveKeys } from '../keys.ts';
import { sunKeyMaterial } from './keys.ts';
import { sunKeysReport } from './sun-keys.ts';

/**
 * `npm run sun-keys -- --organisation <uuid> [--version N] [--uid <14 hex digits>]` (scripts/sun-keys.mjs runs
 * this file, built as apps/server/dist/sun-keys.js). Reads the configuration and the app secret as the server does,
 * never makes a secret, opens no database: the keys follow from the organisation's id alone (decision 037).
 */

const USAGE = `Usage:
  npm run sun-keys -- --organisation <uuid> [--version N] [--uid <chip UID, 14 hex digits>]
Prints the organisation's SDM meta-read and file-read keys of key version N (default: SUN_KEY_VERSION), for the
chip-encoding vendor. Run it with the server's environment (DATA_DIR, JWT_SECRET, SUN_* variables).`;

class UsageError extends Error {}

async function main() {
  const { values } = parseArgs({
    options: {
      organisation: { type: 'string' },
      version: { type: 'string' },
      uid: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const organisationId = values.organisation?.trim().toLowerCase() ?? '';
  if (!isUuid(organisationId)) throw new UsageError(`--organisation must be an organisation's id (a UUID)\n\n${USAGE}`);
  const config = loadConfig();
  const version = values.version === undefined ? config.sun.keyVersion : Number(values.version);
  if (!Number.isInteger(version) || version < 1 || version > 32_767) {
    throw new UsageError(`--version must be a whole number from 1 to 32767\n\n${USAGE}`);
  }
  const uid = values.uid === undefined ? undefined : chipUidSchema.safeParse(values.uid);
  if (uid && !uid.success) throw new UsageError(`--uid must be 14 hexadecimal digits, such as 04DE5F1EACC040`);
  const isConfigured = { metaRead: config.sun.metaReadKey !== null, fileRead: config.sun.fileReadKey !== null };
  const needsSecret = !isConfigured.metaRead || !isConfigured.fileRead;
  const secret = needsSecret ? await readSecret(config) : null;
  if (needsSecret && !secret) {
    throw new UsageError(
      `No app secret: set JWT_SECRET as the server has it, or DATA_DIR to the server's data folder (its jwt-secret file).`,
    );
  }
  // With both master keys configured the app secret derives nothing here.
  const keys = secret ? deriveKeys(secret) : { sunMetaRead: '', sunFileRead: '' };
  const material = sunKeyMaterial(config, keys);
  console.log(
    sunKeysReport({
      material,
      organisationId,
      version,
      isConfigured,
      uid: uid?.success ? Buffer.from(uid.data, 'hex') : undefined,
    }),
  );
}

main().catch((error) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
