import { SUBSCRIPTION_PERIOD_DAYS } from '@nfc/contract/subscriptions';
import type { FastifyInstance } from 'fastify';
import type { AppWiring } from './app-deps.ts';
import { expireExports } from './features/exports/service.ts';
import { createExportWorker } from './features/exports/worker.ts';
import { ensureScanPartitions } from './features/scans/partitions.ts';
import { rollUpLastClosedDay } from './features/scans/rollups.ts';
import { endExpiredSubscriptions, renewSimulatedSubscriptions } from './features/subscriptions/state.ts';
import { buildVcard } from './features/vcards/vcard-format.ts';

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
  const clocks: NodeJS.Timeout[] = [];
  const every = (ms: number, job: () => Promise<unknown>, what: string) => {
    const clock = setInterval(() => {
      job().catch((error) => app.log.error({ err: error }, `${what} failed`));
    }, ms);
    clock.unref();
    clocks.push(clock);
  };

  app.addHook('onReady', async () => {
    await ensureScanPartitions(database.db);
    mailer.start();
    scanRecorder.start();
    webhookWorker.start();
    if (deps.config.isExportWorkerOn) exportWorker.start();
    // Scheduled cancellations end when their period does; the simulated provider renews the rest.
    every(
      MINUTE,
      async () => {
        await endExpiredSubscriptions(deps);
        if (payments.kind === 'simulated') await renewSimulatedSubscriptions(deps, SUBSCRIPTION_PERIOD_DAYS);
      },
      'subscription clock',
    );
    // Next months' scan partitions exist well before their first scan, and closed days are rolled up for
    // analytics before anyone asks.
    every(
      6 * 60 * MINUTE,
      async () => {
        await ensureScanPartitions(database.db);
        await rollUpLastClosedDay(database.db);
      },
      'scan upkeep',
    );
    // An export's zip is deleted when its 24 hours are over.
    every(10 * MINUTE, () => expireExports(deps), 'export expiry');
  });
  // The scan writer finishes before the database closes; whatever it could not write waits in the journal.
  app.addHook('onClose', async () => {
    for (const clock of clocks) clearInterval(clock);
    await exportWorker.stop();
    await scanRecorder.stop();
    await webhookWorker.stop();
    await mailer.stop();
    await wiring.closeDrivers();
  });
}
