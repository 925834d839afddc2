import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_SECONDS, type WebhookDeliveryError } from '@nfc/contract/webhooks';
import { and, asc, eq, inArray, lt, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { WebhookWorker } from '../../deps.ts';
import type { ResolvedAddress, UrlGuard } from '../../platform/network/url-guard.ts';
import { signWebhook } from './signing.ts';

const BATCH = 20;
const MAX_ROUNDS = 10;
/** A claimed delivery is hidden from other copies this long; far more than one attempt can take. */
const LEASE_MS = 120_000;
const RESPONSE_BODY_LIMIT = 1024;
const USER_AGENT = 'NFC-Platform-Webhooks/1.0';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type EndpointRow = typeof webhookEndpoints.$inferSelect;
type Outcome = { statusCode: number | null; error: WebhookDeliveryError | null; isFinal?: boolean };

/** Wait before the next attempt after `attempts` failed ones: 30 s, 2 min, 10 min, 1 h, 6 h. */
function retryDelayMs(attempts: number): number {
  const delays = WEBHOOK_RETRY_DELAYS_SECONDS;
  return (delays[Math.min(attempts, delays.length) - 1] ?? delays[0]) * 1000;
}

/** What a receiver gets; the same on every attempt, so a receiver can drop repeats by `id`. The samples use it too. */
export function deliveryEnvelope(delivery: Pick<DeliveryRow, 'id' | 'event' | 'payload' | 'createdAt'>) {
  return {
    id: delivery.id,
    event: delivery.event,
    createdAt: delivery.createdAt.toISOString(),
    data: delivery.payload,
  };
}
const deliveryBody = (delivery: Pick<DeliveryRow, 'id' | 'event' | 'payload' | 'createdAt'>) =>
  JSON.stringify(deliveryEnvelope(delivery));

function classify(error: unknown): WebhookDeliveryError {
  const code = String((error as { code?: unknown }).code ?? '');
  if (code === 'ETIMEDOUT' || code === 'WEBHOOK_TIMEOUT') return 'timeout';
  if (/^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH|ERR_TLS_CERT)/.test(code))
    return 'tls';
  return 'connection';
}

/**
 * One POST to the checked address (the name is never resolved again, so it cannot change between check and
 * connect); Host and TLS server name stay the URL's. Redirects are not followed; the body is read up to 1 KB.
 */
function postJson(
  url: URL,
  address: ResolvedAddress,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<number> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: address.address, family: address.family }]);
    else callback(null, address.address, address.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup,
      agent: false,
    });
    const timer = setTimeout(() => {
      request.destroy(Object.assign(new Error('webhook timed out'), { code: 'WEBHOOK_TIMEOUT' }));
    }, timeoutMs);
    request.on('response', (response) => {
      resolve(response.statusCode ?? 0);
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > RESPONSE_BODY_LIMIT) response.destroy();
      });
      response.on('close', () => {
        clearTimeout(timer);
        request.destroy();
      });
      response.on('error', () => {});
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}

/** Delivered and failed deliveries stay listed this long, then go: a busy tag adds one per scan per endpoint. */
export const DELIVERY_RETENTION_DAYS = 30;

/** Drops finished deliveries older than the retention; pending ones stay whatever their age. */
export async function pruneDeliveries(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DELIVERY_RETENTION_DAYS * 86_400_000);
  const dropped = await db
    .delete(webhookDeliveries)
    .where(and(inArray(webhookDeliveries.status, ['delivered', 'failed']), lt(webhookDeliveries.createdAt, cutoff)))
    .returning({ id: webhookDeliveries.id });
  return dropped.length;
}

export function createWebhookWorker(options: {
  db: Database;
  guard: UrlGuard;
  logger: FastifyBaseLogger;
  intervalMs?: number;
  concurrency?: number;
  timeoutMs?: number;
}): WebhookWorker {
  const { db, guard, logger } = options;
  const concurrency = options.concurrency ?? 5;
  const timeoutMs = options.timeoutMs ?? 5_000;
  let timer: NodeJS.Timeout | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let queuedRuns = 0;

  /** Takes due deliveries in one statement; SKIP LOCKED and the lease keep other server copies off them. */
  async function claim(now: Date): Promise<DeliveryRow[]> {
    const due = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(webhookDeliveries.id, due))
      .returning();
  }

  async function attempt(delivery: DeliveryRow, endpoint: EndpointRow | undefined): Promise<Outcome> {
    if (!endpoint?.isActive) return { statusCode: null, error: 'disabled', isFinal: true };
    const verdict = await guard.check(endpoint.url);
    if (verdict.kind === 'refused') return { statusCode: null, error: 'blocked' };
    if (verdict.kind === 'unresolvable') return { statusCode: null, error: 'unresolvable' };
    const body = deliveryBody(delivery);
    const headers = {
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'webhook-id': delivery.id,
      'webhook-event': delivery.event,
      'webhook-signature': signWebhook(endpoint.secret, body),
    };
    try {
      const statusCode = await postJson(verdict.url, verdict.address, headers, body, timeoutMs);
      return { statusCode, error: statusCode >= 200 && statusCode < 300 ? null : 'http_status' };
    } catch (error) {
      logger.debug({ err: error, deliveryId: delivery.id }, 'webhook attempt failed');
      return { statusCode: null, error: classify(error) };
    }
  }

  async function record(delivery: DeliveryRow, outcome: Outcome, now: Date) {
    const attempts = delivery.attempts + 1;
    const isDelivered = outcome.error === null;
    const isFailed = !isDelivered && (outcome.isFinal === true || attempts >= WEBHOOK_MAX_ATTEMPTS);
    await db
      .update(webhookDeliveries)
      .set({
        attempts,
        status: isDelivered ? 'delivered' : isFailed ? 'failed' : 'pending',
        lastStatusCode: outcome.statusCode,
        lastError: outcome.error,
        deliveredAt: isDelivered ? new Date() : null,
        nextAttemptAt: isDelivered || isFailed ? now : new Date(now.getTime() + retryDelayMs(attempts)),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
  }

  async function deliverAll(deliveries: DeliveryRow[], now: Date) {
    const endpointIds = [...new Set(deliveries.map((delivery) => delivery.endpointId))];
    const endpoints = new Map(
      (await db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, endpointIds))).map((row) => [
        row.id,
        row,
      ]),
    );
    const queue = [...deliveries];
    const lane = async () => {
      for (let delivery = queue.shift(); delivery; delivery = queue.shift()) {
        const outcome = await attempt(delivery, endpoints.get(delivery.endpointId));
        await record(delivery, outcome, now).catch((error) =>
          logger.error({ err: error, deliveryId: delivery.id }, 'recording a webhook attempt failed'),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, deliveries.length) }, lane));
  }

  async function deliverDue(now: Date) {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const claimed = await claim(now);
      if (claimed.length > 0) await deliverAll(claimed, now);
      if (claimed.length < BATCH) return;
    }
  }

  function runDue(now = new Date()): Promise<void> {
    queuedRuns++;
    const run = () =>
      deliverDue(now)
        .catch((error) => logger.error({ err: error }, 'webhook delivery round failed'))
        .finally(() => queuedRuns--);
    running = running.then(run, run);
    return running;
  }

  return {
    runDue,
    start() {
      // A slow round is not queued behind again and again: the timer only starts a round when none is waiting.
      timer ??= setInterval(() => {
        if (queuedRuns === 0) void runDue();
      }, options.intervalMs ?? 2_000);
      timer.unref();
      pruneTimer ??= setInterval(() => {
        pruneDeliveries(db).catch((error) => logger.error({ err: error }, 'pruning webhook deliveries failed'));
      }, 3_600_000);
      pruneTimer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (pruneTimer) clearInterval(pruneTimer);
      timer = undefined;
      pruneTimer = undefined;
      await running;
    },
  };
}
