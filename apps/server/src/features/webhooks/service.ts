import { describeValidationMessage } from '@nfc/contract/messages';
import {
  type CreateWebhookBody,
  type UpdateWebhookBody,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_ENDPOINT_LIMIT,
  type WebhookDelivery,
  type WebhookDeliveryError,
  type WebhookDeliveryEvent,
  type WebhookEndpoint,
  type WebhookEvent,
  webhookMessages,
} from '@nfc/contract/webhooks';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BulkValue, Database, Executor } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUuid } from '../../http/validate.ts';
import { lockQuotaOwner } from '../plans/quota.ts';
import { unsafeFindTagCodes } from '../tags/service.ts';
import { createWebhookSecret } from './signing.ts';

type Deps = Pick<AppDeps, 'db' | 'webhooks'>;
type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEvent[],
    isActive: row.isActive,
    secret: row.secret,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.event as WebhookDeliveryEvent,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError as WebhookDeliveryError | null,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The URL guard's refusal as a field error, like a schema's. */
async function checkUrl(deps: Deps, url: string) {
  const verdict = await deps.webhooks.guard.check(url);
  if (verdict.kind !== 'refused') return;
  const message = describeValidationMessage(verdict.reason);
  throw new AppError('VALIDATION', `Invalid input: url: ${message}`, { fields: { url: message } });
}

async function getOwnedRow(deps: Deps, userId: string, id: string) {
  if (!isUuid(id)) throw notFound('Webhook endpoint');
  const [row] = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  if (!row) throw notFound('Webhook endpoint');
  return row;
}

export async function findEndpoints(deps: Deps, { userId }: { userId: string }) {
  const rows = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(toEndpoint);
}

/** Refuses one more endpoint at the limit; `db` in a transaction after lockQuotaOwner makes it hold. */
async function assertRoomForEndpoint(db: Executor, { userId }: { userId: string }) {
  const [{ value: held } = { value: 0 }] = await db
    .select({ value: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  if (held >= WEBHOOK_ENDPOINT_LIMIT) {
    throw new AppError('FORBIDDEN', webhookMessages.limitReached, { extra: { limitReached: true } });
  }
}

export async function createEndpoint(deps: Deps, { userId, data }: { userId: string; data: CreateWebhookBody }) {
  // Fails fast before the URL's DNS lookup; the check that holds under parallel creates is the locked one below.
  await assertRoomForEndpoint(deps.db, { userId });
  await checkUrl(deps, data.url);
  const row = await deps.db.transaction(async (tx) => {
    await lockQuotaOwner(tx, { userId });
    await assertRoomForEndpoint(tx, { userId });
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({
        userId,
        url: data.url,
        description: data.description,
        events: data.events,
        secret: createWebhookSecret(),
      })
      .returning();
    return inserted!;
  });
  return toEndpoint(row);
}

export async function updateEndpoint(
  deps: Deps,
  { userId, id, data }: { userId: string; id: string; data: UpdateWebhookBody },
) {
  await getOwnedRow(deps, userId, id);
  if (data.url !== undefined) await checkUrl(deps, data.url);
  const [row] = await deps.db
    .update(webhookEndpoints)
    .set({
      ...(data.url !== undefined && { url: data.url }),
      ...(data.description !== undefined && { description: data.description }),
      ...(data.events !== undefined && { events: data.events }),
      ...(data.isActive !== undefined && { isActive: data.isActive }),
      updatedAt: new Date(),
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning();
  return toEndpoint(row!);
}

export async function deleteEndpoint(deps: Deps, { userId, id }: { userId: string; id: string }) {
  await getOwnedRow(deps, userId, id);
  await deps.db.delete(webhookEndpoints).where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
}

/** A new secret at once; deliveries signed from now on use it (receivers must switch too). */
export async function rotateSecret(deps: Deps, { userId, id }: { userId: string; id: string }) {
  await getOwnedRow(deps, userId, id);
  const [row] = await deps.db
    .update(webhookEndpoints)
    .set({ secret: createWebhookSecret(), updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning();
  return toEndpoint(row!);
}

/** Queues a 'ping' to one endpoint, whatever it subscribes to. */
export async function sendTestDelivery(deps: Deps, { userId, id }: { userId: string; id: string }) {
  const endpoint = await getOwnedRow(deps, userId, id);
  const [row] = await deps.db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      userId,
      event: 'ping',
      payload: { endpointId: endpoint.id, message: 'This is a test delivery.' },
    })
    .returning();
  return toDelivery(row!);
}

export async function findDeliveries(deps: Deps, { userId, id, page }: { userId: string; id: string; page: number }) {
  await getOwnedRow(deps, userId, id);
  const scope = and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.userId, userId));
  const [{ value: totalCount } = { value: 0 }] = await deps.db
    .select({ value: count() })
    .from(webhookDeliveries)
    .where(scope);
  const rows = await deps.db
    .select()
    .from(webhookDeliveries)
    .where(scope)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERIES_PAGE_SIZE)
    .offset((page - 1) * WEBHOOK_DELIVERIES_PAGE_SIZE);
  return {
    deliveries: rows.map(toDelivery),
    totalPages: Math.max(1, Math.ceil(totalCount / WEBHOOK_DELIVERIES_PAGE_SIZE)),
    totalCount,
    currentPage: page,
  };
}

/** The user's active endpoints subscribed to `event`. */
const subscribedTo = (event: WebhookEvent) =>
  and(eq(webhookEndpoints.isActive, true), sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`);

/**
 * Queues one delivery of `event` per active endpoint of the user that subscribes to it; `db` may be the
 * transaction of the change, so the event exists exactly when the change does.
 */
export async function enqueueEvent(
  db: Executor,
  { userId, event, data }: { userId: string; event: WebhookEvent; data: Record<string, unknown> },
): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), subscribedTo(event)));
  if (endpoints.length === 0) return 0;
  await db
    .insert(webhookDeliveries)
    .values(endpoints.map((endpoint) => ({ endpointId: endpoint.id, userId, event, payload: data })));
  return endpoints.length;
}

/** A written scan row by column name, as the scan recorder hands it over. */
export type WrittenScan = Record<string, BulkValue>;

const text = (value: BulkValue | undefined) => (typeof value === 'string' ? value : null);

/**
 * 'scan.created' for a batch the scan recorder has just written: one query finds the owners with scan
 * endpoints, so a batch of owners without any costs nothing more. Bots are left out, as in the analytics;
 * the visitor hash, IP and user agent are never sent.
 */
export async function enqueueScanEvents(db: Database, scans: WrittenScan[]): Promise<number> {
  const people = scans.filter((scan) => scan.is_bot !== true && typeof scan.owner_id === 'string');
  const ownerIds = [...new Set(people.map((scan) => scan.owner_id as string))];
  if (ownerIds.length === 0) return 0;
  const endpoints = await db
    .select({ id: webhookEndpoints.id, userId: webhookEndpoints.userId })
    .from(webhookEndpoints)
    .where(and(inArray(webhookEndpoints.userId, ownerIds), subscribedTo('scan.created')));
  if (endpoints.length === 0) return 0;
  const subscribed = new Set(endpoints.map((endpoint) => endpoint.userId));
  const relevant = people.filter((scan) => subscribed.has(scan.owner_id as string));
  const tagIds = [...new Set(relevant.map((scan) => text(scan.tag_id)).filter((id) => id !== null))];
  const tagCodes = await unsafeFindTagCodes({ db }, tagIds);
  const values = relevant.flatMap((scan) => {
    const tagId = text(scan.tag_id);
    const occurredAt = scan.occurred_at instanceof Date ? scan.occurred_at.toISOString() : text(scan.occurred_at);
    const data = {
      tagId,
      tagCode: tagId ? (tagCodes.get(tagId) ?? null) : null,
      vcfConfigId: text(scan.vcf_config_id),
      viaTagId: text(scan.via_tag_id),
      kind: text(scan.kind),
      source: text(scan.source) ?? 'other',
      occurredAt,
      country: text(scan.country),
      platform: text(scan.platform),
      browser: text(scan.browser),
    };
    return endpoints
      .filter((endpoint) => endpoint.userId === scan.owner_id)
      .map((endpoint) => ({
        endpointId: endpoint.id,
        userId: endpoint.userId,
        event: 'scan.created' as const,
        payload: data,
      }));
  });
  if (values.length > 0) await db.insert(webhookDeliveries).values(values);
  return values.length;
}

/** Hands written scans to enqueueScanEvents off the recorder's path; drain() waits for those under way (shutdown). */
export type ScanEventRelay = ReturnType<typeof createScanEventRelay>;

export function createScanEventRelay(db: Database, logger: FastifyBaseLogger) {
  const inFlight = new Set<Promise<unknown>>();
  return {
    relay(scans: WrittenScan[]) {
      const task: Promise<unknown> = enqueueScanEvents(db, scans)
        .catch((error) => logger.error({ err: error }, 'queueing scan webhooks failed'))
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
    },
    async drain() {
      await Promise.all(inFlight);
    },
  };
}
