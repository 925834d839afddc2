import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../../deps.ts';
import { isLoopback } from '../../http/client-address.ts';
import { msg, withMessage } from '../../i18n/messages.ts';

export type Metrics = {
  registry: Registry;
  scansRecorded: Counter;
  mailsSent: Counter;
  mailsFailed: Counter;
  cacheDegraded: Gauge;
  cacheFallbacks: Counter;
  /** Daily backups (BACKUP_DIR) by outcome, and when the last one was taken. */
  backups: Counter<'outcome'>;
  lastBackup: Gauge;
};

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    scansRecorded: new Counter({
      name: 'nfc_scans_recorded_total',
      help: 'Scans written to the database',
      registers: [registry],
    }),
    mailsSent: new Counter({ name: 'nfc_mails_sent_total', help: 'Mails delivered', registers: [registry] }),
    mailsFailed: new Counter({
      name: 'nfc_mails_failed_total',
      help: 'Mail delivery attempts that failed',
      registers: [registry],
    }),
    cacheDegraded: new Gauge({
      name: 'nfc_cache_degraded',
      help: 'Whether this copy is without its configured Redis now (1) and counts rate limits in its own memory',
      registers: [registry],
    }),
    cacheFallbacks: new Counter({
      name: 'nfc_cache_fallbacks_total',
      help: 'Rate-limit counts kept in this copy’s memory because Redis was away',
      registers: [registry],
    }),
    backups: new Counter({
      name: 'nfc_backups_total',
      help: 'Daily backups of DATA_DIR by outcome (taken, failed)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    lastBackup: new Gauge({
      name: 'nfc_backup_last_success_timestamp_seconds',
      help: 'When this process last took a daily backup (Unix time)',
      registers: [registry],
    }),
  };
}

/** GET /metrics - Prometheus text format; a bearer METRICS_TOKEN when configured, else loopback connections only. */
export async function registerMetrics(app: FastifyInstance, deps: AppDeps, metrics: Metrics) {
  const { registry } = metrics;
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  new Gauge({
    name: 'nfc_scan_queue_depth',
    help: 'Scans journaled by this process and not yet written to the database (approximate)',
    registers: [registry],
    collect() {
      this.set(deps.scanRecorder.pending);
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    // The scan link is counted by nfc_scans_recorded_total; timing each of its requests would cost it throughput.
    if (route && route !== '/t/:code') {
      duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    }
    done();
  });

  const token = deps.config.metricsToken;
  app.get('/metrics', async (request, reply) => {
    // Without a token the figures are for this machine only (a scraper beside the server), never the internet.
    if (!token && !isLoopback(request.socket.remoteAddress)) {
      return reply.status(404).send(withMessage(msg('common.notFound'), { code: 'NOT_FOUND' }));
    }
    if (token) {
      const given = Buffer.from(request.headers.authorization ?? '');
      const expected = Buffer.from(`Bearer ${token}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send(withMessage(msg('metrics.tokenRequired'), { code: 'UNAUTHORIZED' }));
      }
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
