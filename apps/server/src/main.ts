import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app.ts';
import { resolveSecret } from './app-secret.ts';
import { excludeBackupDir } from './backups/backup-archive.ts';
import { serveBackups } from './backups/backup-socket.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { adminLoginLines, prepareDatabase } from './db/seed.ts';
import { makeDataDirPrivate } from './platform/private-data-dir.ts';
import { claimJournal, JOURNAL_FOLDER } from './scan-recording/journal.ts';

const defaultMigrationsDir = fileURLToPath(new URL('../drizzle', import.meta.url));

async function main() {
  // Everything this process and its threads (PGlite, the journal) create is owner-only, whatever umask it got.
  process.umask(0o077);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({
    level: config.logLevel,
    ...(config.isProduction || !process.stdout.isTTY
      ? {}
      : { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }),
  });

  const tightened = await makeDataDirPrivate(config.dataDir);
  if (tightened.changed > 0) logger.info({ changed: tightened.changed }, 'made DATA_DIR owner-only');
  if (tightened.failed.length > 0)
    logger.warn({ paths: tightened.failed.slice(0, 20) }, 'could not make these DATA_DIR entries owner-only');
  const secret = await resolveSecret(config);
  // One process owns DATA_DIR (its journal and embedded database): claimed before the database opens, as
  // `npm run backup` does when no server runs.
  claimJournal(path.join(config.dataDir, JOURNAL_FOLDER));
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
  });
  const admin = await prepareDatabase({
    database,
    migrationsFolder: config.migrationsDir ?? defaultMigrationsDir,
    config,
    logger,
  });

  const isTerminal = process.stdout.isTTY === true;
  const app = await buildApp({ config, database, secret, logger, isTerminal });
  // `npm run backup` reaches the running server here (decision 026).
  const snapshot = database.snapshot?.bind(database);
  const backups = snapshot
    ? await serveBackups(
        { dataDir: config.dataDir, snapshotDatabase: snapshot, exclude: excludeBackupDir(config) },
        logger,
      )
    : { close: async () => {} };
  closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    await backups.close();
    await app.close();
    await database.close();
  });

  const address = await app.listen({ port: config.port, host: config.host });
  logger.info({ address, database: database.kind }, 'server listening');
  const banner = [`\n  NFC platform is running on ${config.appUrl}`];
  banner.push(...adminLoginLines(admin, { isTerminal, dataDir: config.dataDir, isConfigured: config.admin !== null }));
  console.log(`${banner.join('\n')}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
