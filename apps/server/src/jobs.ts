import { SUBSCRIPTION_PERIOD_DAYS } from '@nfc/contract/subscriptions';
import type { FastifyInstance } from 'fastify';
import type { AppWiring } from './app-deps.ts';
import { excludeBackupDir, verifyBackup, writeBackup } from './backups/backup-archive.ts';
import { takeDailyBackup } from './backups/daily-backups.ts';
import { recheckVerifiedDomains } from './features/domains/recheck.ts';
import { deleteUnverifiedAccounts, eraseDueOrganisations } from './features/erasure/erase-organisation.ts';
import { expireExports } from './features/exports/service.ts';
import { createExportWorker } from './features/exports/worker.ts';
import { createCrmWorker } from './features/integrations/sync-worker.ts';
import { recheckLinkDomains } from './features/link-domains/recheck.ts';
import { deleteExpiredLeads } from './features/retention/service.ts';
import { purgeLiveScanCounts } from './features/scans/live-counts.ts';
import { dropExpiredScanPartitions, ensureScanPartitions } from './features/scans/partitions.ts';
import { rollUpLastClosedDay } from './features/scans/rollups.ts';
import { purgeExpiredIdentityState } from './features/sso/policy.ts';
import { endExpiredSubscriptions, renewSimulatedSubscriptions } from './features/subscriptions/state.ts';
import { buildVcard } from './features/vcards/vcard-format.ts';
import { createWalletWorker } from './features/wallet/worker.ts';
import { createTxtLookup } from './platform/network/dns.ts';

const MINUTE = 60_000;

/**
 * Everything that runs beside the requests, started when the app is ready and stopped (queued work written first)
 * when it closes: the mail outbox, the scan writer, webhook deliveries, organisation exports, subscription, scan
 * upkeep and export expiry clocks.
 */
export function registerBackgroundJobs(app: FastifyInstance, wiring: AppWiring) {
  const { deps } = wiring;
  const { database, mailer, scanRecorder, payments } = deps;
  const { worker: webhookWorker } = deps.webhooks;
  // Organisation exports (decision 023): claimed from the database, so a restart or another copy picks them up.
  const exportWorker = createExportWorker({ ...deps, buildVcard, logger: app.log });
  // CRM syncs (decision 032): claimed from lead_crm_syncs under a lease, so a restart or another copy carries on.
  const crmWorker = createCrmWorker({ ...deps, logger: app.log });
  // Wallet pass updates (issue 32): queued by a trigger on every change to a pass's card, claimed like the CRM syncs.
  const walletWorker = createWalletWorker({ ...deps, logger: app.log });
  const hasWallet = deps.config.appleWallet !== null || deps.config.googleWallet !== null;
  const clocks: NodeJS.Timeout[] = [];
  const every = (ms: number, job: () => Promise<unknown>, what: string, { atOnce = false } = {}) => {
    const run = () => {
      job().catch((error) => app.log.error({ err: error }, `${what} failed`));
    };
    const clock = setInterval(run, ms);
    if (atOnce) setImmediate(run);
    clock.unref();
    clocks.push(clock);
  };

  app.addHook('onReady', async () => {
    await ensureScanPartitions(database.db);
    mailer.start();
    scanRecorder.start();
    webhookWorker.start();
    if (deps.config.isExportWorkerOn) exportWorker.start();
    if (deps.config.isCrmWorkerOn) crmWorker.start();
    if (deps.config.isWalletWorkerOn && hasWallet) walletWorker.start();
    // Scheduled cancellations end when their period does; the simulated provider renews the rest.
    every(
      MINUTE,
      async () => {
        await endExpiredSubscriptions(deps);
        if (payments.kind === 'simulated') await renewSimulatedSubscriptions(deps, SUBSCRIPTION_PERIOD_DAYS);
      },
      'subscription clock',
    );
    // Organisations whose deletion time has come are erased; each copy claims its own (decision 024).
    every(MINUTE, () => eraseDueOrganisations(deps), 'erasure clock');
    // Registrations never verified within a week go, so their address can register or be invited again.
    every(60 * MINUTE, () => deleteUnverifiedAccounts(deps), 'unverified accounts clock');
    // Next months' scan partitions exist well before their first scan, closed days are rolled up for analytics
    // before anyone asks, and the live counts of days no longer open go.
    every(
      6 * 60 * MINUTE,
      async () => {
        await ensureScanPartitions(database.db);
        await rollUpLastClosedDay(database.db);
        await purgeLiveScanCounts(database.db);
      },
      'scan upkeep',
    );
    const { backups } = deps.config;
    if (backups) {
      const snapshot = database.snapshot?.bind(database);
      if (!snapshot) throw new Error('BACKUP_DIR needs the embedded database kept on disk');
      // Hourly, each copy asks whether today's backup exists; the first to claim the day takes it.
      every(
        60 * MINUTE,
        async () => {
          const outcome = await takeDailyBackup({
            backupDir: backups.dir,
            keep: backups.keep,
            write: (output) =>
              writeBackup(
                { dataDir: deps.config.dataDir, snapshotDatabase: snapshot, exclude: excludeBackupDir(deps.config) },
                output,
              ),
            check: verifyBackup,
          }).catch((error) => {
            wiring.metrics.backups.inc({ outcome: 'failed' });
            throw error;
          });
          if (outcome !== 'taken') return;
          wiring.metrics.backups.inc({ outcome: 'taken' });
          wiring.metrics.lastBackup.setToCurrentTime();
          app.log.info({ backupDir: backups.dir, keep: backups.keep }, 'daily backup taken');
        },
        'daily backup',
        { atOnce: true },
      );
    }
    // Retention (decision 025): leads past their organisation's months, and each tier's months of scans past the
    // plan's, go daily; first a minute after the start, so a copy that restarts often still runs it.
    const keepRetention = async () => {
      const leads = await deleteExpiredLeads(database.db);
      const partitions = await dropExpiredScanPartitions(database.db);
      // Funnels and long ranges of analytics may count what went.
      if (leads > 0 || partitions.length > 0) deps.organisationReads.clear();
      if (leads > 0 || partitions.length > 0) app.log.info({ leads, partitions }, 'retention: deleted expired data');
    };
    const firstRetention = setTimeout(() => {
      keepRetention().catch((error) => app.log.error({ err: error }, 'retention clock failed'));
    }, MINUTE);
    firstRetention.unref();
    clocks.push(firstRetention);
    every(24 * 60 * MINUTE, keepRetention, 'retention clock');
    // Enterprise identity (issue 30): verified domains last checked over a day ago are looked up again (hourly, so
    // each is checked about daily and a copy that restarts often still does it), and expired SSO state goes.
    const lookupTxt = createTxtLookup(deps.config.dnsServers);
    every(
      60 * MINUTE,
      async () => {
        const rechecked = await recheckVerifiedDomains({ db: database.db, lookupTxt });
        await purgeExpiredIdentityState(database.db);
        if (rechecked.unverified > 0 || rechecked.unanswered > 0) app.log.info(rechecked, 'domains re-checked');
      },
      'identity upkeep',
    );
    // Custom link domains (issue 33): serving hosts last checked over a day ago are looked up again, hourly like the
    // verified domains; a lost record starts the grace period and mails the owner, a record back ends it.
    every(
      60 * MINUTE,
      async () => {
        const rechecked = await recheckLinkDomains({ ...deps, lookupTxt });
        if (rechecked.failed + rechecked.restored + rechecked.stopped + rechecked.unanswered > 0) {
          app.log.info(rechecked, 'link domains re-checked');
        }
      },
      'link domain re-check',
    );
    // An export's zip is deleted when its 24 hours are over.
    every(10 * MINUTE, () => expireExports(deps), 'export expiry');
  });
  // The scan writer finishes before the database closes; whatever it could not write waits in the journal.
  app.addHook('onClose', async () => {
    for (const clock of clocks) clearTimeout(clock);
    await exportWorker.stop();
    await crmWorker.stop();
    await walletWorker.stop();
    await scanRecorder.stop();
    await webhookWorker.stop();
    await mailer.stop();
    await wiring.closeDrivers();
  });
}
