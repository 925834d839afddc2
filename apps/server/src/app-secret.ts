import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';

/** Where the secret generated on a first start without JWT_SECRET is kept. */
const secretFileOf = (dataDir: string) => path.join(dataDir, 'jwt-secret');

/** JWT_SECRET when set; otherwise one generated on the first start and kept in DATA_DIR. */
export async function resolveSecret(config: Pick<Config, 'jwtSecret' | 'dataDir'>): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = secretFileOf(config.dataDir);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async () => {});
    return (await readFile(file, 'utf8')).trim();
  }
}

/** The server's secret as it stands, for commands beside the server (`npm run sun-keys`); null: none made yet. */
export async function readSecret(config: Pick<Config, 'jwtSecret' | 'dataDir'>): Promise<string | null> {
  if (config.jwtSecret) return config.jwtSecret;
  try {
    return (await readFile(secretFileOf(config.dataDir), 'utf8')).trim() || null;
  } catch {
    return null;
  }
}
