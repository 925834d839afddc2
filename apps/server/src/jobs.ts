import { SUBSCRIPTION_PERIOD_DAYS } from '@nfc/contract/subscriptions';
import type { FastifyInstance } from 'fastify';
import type { AppWiring } from './app-deps.ts';
import { deleteUnverifiedAccounts, eraseDueOrganisations } from './features/erasure/erase-organisation.ts';
import { ensureScanPartitions } from './features/scans/partitions.ts';
import { rollUpLastClosedDay } from './features/scans/rollups.ts';
import { endExpiredSubscriptions, renewSimulatedSubscriptions } from './features/subscriptions/state.ts';

const MINUTE = 60_000;

/**
 * Everything that runs beside the requests, started when the app is ready and stopped (queued work written first)
 * when it closes: the mail outbox, the scan writer, webhook deliveries, subscription and scan upkeep clocks.
 */
export function registerBackgroundJobs(app: FastifyInstance, wiring: AppWiring) {
  const { deps } = wiring;
  const { database, mailer, scanRecorder, payments } = deps;
  const { worker: webhookWorker } = deps.webhooks;
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
  });
  // The scan writer finishes before the database closes; whatever it could not write waits in the journal.
  app.addHook('onClose', async () => {
    for (const clock of clocks) clearInterval(clock);
    await scanRecorder.stop();
    await webhookWorker.stop();
    await mailer.stop();
    await wiring.closeDrivers();
  });
}
