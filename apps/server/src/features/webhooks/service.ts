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
  type WebhookEventData,
} from '@nfc/contract/webhooks';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound, validationError } from '../../errors.ts';
import { isUuid } from '../../http/validate.ts';
import { msg } from '../../i18n/messages.ts';
import { lockQuotaOwner } from '../../quota/quota.ts';
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
  throw validationError({ url: msg(verdict.reason) });
}

async function getOwnedRow(deps: Deps, organisationId: string, id: string) {
  if (!isUuid(id)) throw notFound('noun.webhookEndpoint');
  const [row] = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organisationId, organisationId)));
  if (!row) throw notFound('noun.webhookEndpoint');
  return row;
}

export async function findEndpoints(deps: Deps, { organisationId }: { organisationId: string }) {
  const rows = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organisationId, organisationId))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(toEndpoint);
}

/** Refuses one more endpoint at the limit; `db` in a transaction after lockQuotaOwner makes it hold. */
async function assertRoomForEndpoint(db: Executor, { organisationId }: { organisationId: string }) {
  const [{ value: held } = { value: 0 }] = await db
    .select({ value: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organisationId, organisationId));
  if (held >= WEBHOOK_ENDPOINT_LIMIT) {
    throw new AppError('FORBIDDEN', 'webhooks.limitReached', {
      params: { limit: WEBHOOK_ENDPOINT_LIMIT },
      extra: { limitReached: true },
    });
  }
}

export async function createEndpoint(
  deps: Deps,
  { organisationId, createdBy, data }: { organisationId: string; createdBy: string; data: CreateWebhookBody },
) {
  // Fails fast before the URL's DNS lookup; the check that holds under parallel creates is the locked one below.
  await assertRoomForEndpoint(deps.db, { organisationId });
  await checkUrl(deps, data.url);
  const row = await deps.db.transaction(async (tx) => {
    await lockQuotaOwner(tx, { organisationId });
    await assertRoomForEndpoint(tx, { organisationId });
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({
        organisationId,
        userId: createdBy,
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
  { organisationId, id, data }: { organisationId: string; id: string; data: UpdateWebhookBody },
) {
  await getOwnedRow(deps, organisationId, id);
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
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organisationId, organisationId)))
    .returning();
  return toEndpoint(row!);
}

export async function deleteEndpoint(deps: Deps, { organisationId, id }: { organisationId: string; id: string }) {
  await getOwnedRow(deps, organisationId, id);
  await deps.db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organisationId, organisationId)));
}

/** A new secret at once; deliveries signed from now on use it (receivers must switch too). */
export async function rotateSecret(deps: Deps, { organisationId, id }: { organisationId: string; id: string }) {
  await getOwnedRow(deps, organisationId, id);
  const [row] = await deps.db
    .update(webhookEndpoints)
    .set({ secret: createWebhookSecret(), updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organisationId, organisationId)))
    .returning();
  return toEndpoint(row!);
}

/** Queues a 'ping' to one endpoint, whatever it subscribes to. */
export async function sendTestDelivery(deps: Deps, { organisationId, id }: { organisationId: string; id: string }) {
  const endpoint = await getOwnedRow(deps, organisationId, id);
  const [row] = await deps.db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      organisationId,
      event: 'ping',
      payload: { endpointId: endpoint.id, message: 'This is a test delivery.' } satisfies WebhookEventData<'ping'>,
    })
    .returning();
  return toDelivery(row!);
}

export async function findDeliveries(
  deps: Deps,
  { organisationId, id, page }: { organisationId: string; id: string; page: number },
) {
  await getOwnedRow(deps, organisationId, id);
  const scope = and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.organisationId, organisationId));
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
