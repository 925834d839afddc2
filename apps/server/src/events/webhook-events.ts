import type { WebhookEvent, WebhookEventData } from '@nfc/contract/webhooks';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../db/schema.ts';

/** The organisation's active endpoints subscribed to `event`. */
const subscribedTo = (event: WebhookEvent) =>
  and(eq(webhookEndpoints.isActive, true), sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`);

/**
 * Queues one delivery of `event` per active endpoint of the organisation that subscribes to it; `db` may be the
 * transaction of the change, so the event exists exactly when the change does.
 */
export async function enqueueEvent<E extends WebhookEvent>(
  db: Executor,
  { organisationId, event, data }: { organisationId: string; event: E; data: WebhookEventData<E> },
): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organisationId, organisationId), subscribedTo(event)));
  if (endpoints.length === 0) return 0;
  await db
    .insert(webhookDeliveries)
    .values(endpoints.map((endpoint) => ({ endpointId: endpoint.id, organisationId, event, payload: data })));
  return endpoints.length;
}

/** A written scan row by column name, as the scan recorder hands it over. */
export type WrittenScan = Record<string, ScanValue>;
type ScanValue = string | number | boolean | Date | null;

/** The public code of each tag id (the scan writer reads them in its transaction). */
export type FindTagCodes = (tagIds: string[]) => Promise<Map<string, string>>;

const text = (value: ScanValue | undefined) => (typeof value === 'string' ? value : null);

/**
 * 'scan.created' for a batch the scan writer is writing (owner_id: the organisation): one query finds the owners with scan
 * endpoints, so a batch of owners without any costs nothing more. Bots are left out, as in the analytics;
 * the visitor hash, IP and user agent are never sent.
 */
export async function enqueueScanEvents(
  db: Database,
  scans: WrittenScan[],
  findTagCodes: FindTagCodes,
): Promise<number> {
  const people = scans.filter((scan) => scan.is_bot !== true && typeof scan.owner_id === 'string');
  const ownerIds = [...new Set(people.map((scan) => scan.owner_id as string))];
  if (ownerIds.length === 0) return 0;
  const endpoints = await db
    .select({ id: webhookEndpoints.id, organisationId: webhookEndpoints.organisationId })
    .from(webhookEndpoints)
    .where(and(inArray(webhookEndpoints.organisationId, ownerIds), subscribedTo('scan.created')));
  if (endpoints.length === 0) return 0;
  const subscribed = new Set(endpoints.map((endpoint) => endpoint.organisationId));
  const relevant = people.filter((scan) => subscribed.has(scan.owner_id as string));
  const tagIds = [...new Set(relevant.map((scan) => text(scan.tag_id)).filter((id) => id !== null))];
  const tagCodes = await findTagCodes(tagIds);
  const values = relevant.flatMap((scan) => {
    const tagId = text(scan.tag_id);
    const occurredAt = scan.occurred_at instanceof Date ? scan.occurred_at.toISOString() : text(scan.occurred_at);
    const data: WebhookEventData<'scan.created'> = {
      tagId,
      tagCode: tagId ? (tagCodes.get(tagId) ?? null) : null,
      vcfConfigId: text(scan.vcf_config_id),
      viaTagId: text(scan.via_tag_id),
      kind: text(scan.kind),
      source: (text(scan.source) ?? 'other') as WebhookEventData<'scan.created'>['source'],
      occurredAt,
      country: text(scan.country),
      platform: text(scan.platform),
      browser: text(scan.browser),
      verification: (text(scan.verification) ?? null) as WebhookEventData<'scan.created'>['verification'],
      chipUid: text(scan.chip_uid),
      chipCounter: typeof scan.chip_counter === 'number' ? scan.chip_counter : null,
    };
    return endpoints
      .filter((endpoint) => endpoint.organisationId === scan.owner_id)
      .map((endpoint) => ({
        endpointId: endpoint.id,
        organisationId: endpoint.organisationId,
        event: 'scan.created' as const,
        payload: data,
      }));
  });
  if (values.length > 0) await db.insert(webhookDeliveries).values(values);
  return values.length;
}
