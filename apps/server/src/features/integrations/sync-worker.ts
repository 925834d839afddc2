import type { CrmProvider } from '@nfc/contract/integrations';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { crmConnections, leadCrmSyncs, leadEvents, leads, tags, vcfConfigs } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { type ClaimLoop, createClaimLoop } from '../../platform/jobs/claim-loop.ts';
import { decryptToken, encryptToken } from '../../token-crypto.ts';
import { type CrmClient, CrmError, type CrmLead, providerNames } from './crm-client.ts';
import { createHubspotCrm } from './hubspot-client.ts';
import { createSalesforceCrm } from './salesforce-client.ts';
import { salesforceApp } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'keys'>;
type SyncRow = typeof leadCrmSyncs.$inferSelect;
type ConnectionRow = typeof crmConnections.$inferSelect;

/** Attempts before a sync is given up as failed. */
export const CRM_MAX_ATTEMPTS = 6;
/** Wait after the 1st, 2nd ... failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h. */
export const CRM_RETRY_DELAYS_SECONDS = [60, 300, 1_800, 7_200, 21_600] as const;
/** A claimed sync is this worker's for so long; a copy that died lets it go when the lease runs out. */
export const CRM_LEASE_MS = 2 * 60_000;
/** The longest Retry-After we wait for before counting the attempt as an ordinary failure's delay. */
const MAX_RETRY_AFTER_SECONDS = 24 * 60 * 60;

/** The official clients against the configured base URLs, with the connection's decrypted tokens. */
function createCrmClient(deps: Deps, connection: ConnectionRow): CrmClient {
  const key = deps.keys.crmTokens;
  const accessToken = decryptToken(key, connection.accessTokenEncrypted);
  if (connection.provider === 'hubspot') {
    return createHubspotCrm({ basePath: deps.config.crm.hubspotApiBase, accessToken });
  }
  const app = salesforceApp(deps.config);
  if (!app) throw new CrmError('unauthorized', 'Salesforce is no longer configured on this server.');
  if (!connection.instanceUrl || !connection.refreshTokenEncrypted) {
    throw new CrmError('unauthorized', 'The Salesforce connection is incomplete. Connect Salesforce again.');
  }
  return createSalesforceCrm({
    app,
    instanceUrl: connection.instanceUrl,
    accessToken,
    refreshToken: decryptToken(key, connection.refreshTokenEncrypted),
    onRefresh: async (fresh) => {
      await deps.db
        .update(crmConnections)
        .set({ accessTokenEncrypted: encryptToken(key, fresh), updatedAt: new Date() })
        .where(eq(crmConnections.id, connection.id));
    },
  });
}

const connectionOf = and(
  eq(crmConnections.organisationId, leadCrmSyncs.organisationId),
  eq(crmConnections.provider, leadCrmSyncs.provider),
);

/**
 * Takes the next due sync (pending, its time come, no live lease) of a connection that works, in one statement: SKIP
 * LOCKED keeps other copies off the row, and the lease (locked_until) lets another copy take it over if this one dies.
 */
export async function claimSync(deps: Pick<Deps, 'db'>, now = new Date()): Promise<SyncRow | null> {
  const { db } = deps;
  const due = and(
    eq(leadCrmSyncs.state, 'pending'),
    lte(leadCrmSyncs.nextAttemptAt, now),
    or(isNull(leadCrmSyncs.lockedUntil), lt(leadCrmSyncs.lockedUntil, now)),
  );
  // Select-then-update in one transaction: an `UPDATE ... WHERE (key) IN (SELECT ... LIMIT 1 FOR UPDATE SKIP LOCKED)`
  // may run its subquery more than once and so claim several rows.
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ leadId: leadCrmSyncs.leadId, provider: leadCrmSyncs.provider })
      .from(leadCrmSyncs)
      .innerJoin(crmConnections, connectionOf)
      .where(and(due, eq(crmConnections.state, 'connected')))
      .orderBy(asc(leadCrmSyncs.nextAttemptAt))
      .limit(1)
      .for('update', { of: leadCrmSyncs, skipLocked: true });
    if (!next) return null;
    const [claimed] = await tx
      .update(leadCrmSyncs)
      .set({
        lockedUntil: new Date(now.getTime() + CRM_LEASE_MS),
        attempts: sql`${leadCrmSyncs.attempts} + 1`,
        updatedAt: now,
      })
      .where(and(eq(leadCrmSyncs.leadId, next.leadId), eq(leadCrmSyncs.provider, next.provider)))
      .returning();
    return claimed ?? null;
  });
}

/** This attempt's row still: a change re-queued meanwhile reset `attempts`, and the row then waits for another pass. */
const ownAttempt = (row: SyncRow) =>
  and(
    eq(leadCrmSyncs.leadId, row.leadId),
    eq(leadCrmSyncs.provider, row.provider),
    eq(leadCrmSyncs.state, 'pending'),
    eq(leadCrmSyncs.attempts, row.attempts),
  );

async function loadLead(deps: Pick<Deps, 'db'>, leadId: string): Promise<CrmLead | null> {
  const [lead] = await deps.db
    .select({
      id: leads.id,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      company: leads.company,
      note: leads.note,
      status: leads.status,
      source: leads.source,
      cardName: vcfConfigs.configName,
      tagName: tags.name,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .leftJoin(vcfConfigs, eq(vcfConfigs.id, leads.vcfConfigId))
    .leftJoin(tags, eq(tags.id, leads.viaTagId))
    .where(eq(leads.id, leadId));
  return lead ?? null;
}

/**
 * One lead to one CRM. First time: find the contact by e-mail, then phone, or create it, then add the note; the
 * external id is stored only after the note, so a retry never leaves a contact without its note or with two. Later
 * (a status change): update the contact's lead status.
 */
async function pushLead(client: CrmClient, row: SyncRow, lead: CrmLead): Promise<string> {
  if (row.externalId) {
    await client.updateStatus(row.externalId, lead.status);
    return row.externalId;
  }
  const found = await client.findContact(lead);
  const externalId = found ?? (await client.createContact(lead));
  if (found && row.statusPending) await client.updateStatus(found, lead.status);
  await client.addNote(externalId, lead);
  return externalId;
}

const delayAfter = (attempts: number) =>
  CRM_RETRY_DELAYS_SECONDS[Math.min(attempts, CRM_RETRY_DELAYS_SECONDS.length) - 1] ?? CRM_RETRY_DELAYS_SECONDS[0];

/** Runs a claimed sync and records its outcome on the sync, the connection and the lead's history. */
export async function runSync(
  deps: Deps & { logger?: FastifyBaseLogger },
  row: SyncRow,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const provider = row.provider as CrmProvider;
  const [connection] = await db
    .select()
    .from(crmConnections)
    .where(and(eq(crmConnections.organisationId, row.organisationId), eq(crmConnections.provider, provider)));
  const lead = await loadLead(deps, row.leadId);
  if (!connection || !lead) {
    // Disconnected or deleted meanwhile: nothing left to send.
    await db.delete(leadCrmSyncs).where(ownAttempt(row));
    return;
  }
  try {
    const client = createCrmClient(deps, connection);
    const externalId = await pushLead(client, row, lead);
    await recordSynced(deps, { row, connection, externalId, now });
  } catch (error) {
    const failure =
      error instanceof CrmError
        ? error
        : new CrmError('unavailable', `${providerNames[provider]}: ${(error as Error)?.message ?? String(error)}`);
    deps.logger?.warn({ err: error, leadId: row.leadId, provider, attempts: row.attempts }, 'CRM sync failed');
    await recordFailure(deps, { row, connection, failure, now });
  }
}

async function recordSynced(
  deps: Pick<Deps, 'db'>,
  { row, connection, externalId, now }: { row: SyncRow; connection: ConnectionRow; externalId: string; now: Date },
) {
  await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(leadCrmSyncs)
      .set({
        state: 'synced',
        externalId,
        error: null,
        statusPending: false,
        lockedUntil: null,
        syncedAt: now,
        updatedAt: now,
      })
      .where(ownAttempt(row))
      .returning({ leadId: leadCrmSyncs.leadId });
    if (!done) {
      // A change came in meanwhile and waits for the next pass, which finds the contact by this id.
      await tx
        .update(leadCrmSyncs)
        .set({ externalId })
        .where(and(eq(leadCrmSyncs.leadId, row.leadId), eq(leadCrmSyncs.provider, row.provider)));
    }
    await tx
      .update(crmConnections)
      .set({ lastSyncedAt: now, lastError: null, state: 'connected' })
      .where(eq(crmConnections.id, connection.id));
    await tx.insert(leadEvents).values({
      leadId: row.leadId,
      organisationId: row.organisationId,
      actorId: null,
      kind: 'crm',
      change: { provider: row.provider, state: 'synced', externalId },
    });
  });
}

async function recordFailure(
  deps: Pick<Deps, 'db'>,
  { row, connection, failure, now }: { row: SyncRow; connection: ConnectionRow; failure: CrmError; now: Date },
) {
  const error = failure.message.slice(0, 500);
  // A token that cannot be refreshed stops the connection: every sync would fail alike until it is connected again.
  const isConnectionBroken = failure.kind === 'unauthorized';
  const isFinal = isConnectionBroken || failure.kind === 'rejected' || row.attempts >= CRM_MAX_ATTEMPTS;
  const waitSeconds =
    failure.kind === 'rate_limited' && failure.retryAfterSeconds !== undefined
      ? Math.min(failure.retryAfterSeconds, MAX_RETRY_AFTER_SECONDS)
      : delayAfter(row.attempts);
  await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(leadCrmSyncs)
      .set(
        isFinal
          ? { state: 'failed', error, lockedUntil: null, updatedAt: now }
          : { error, lockedUntil: null, nextAttemptAt: new Date(now.getTime() + waitSeconds * 1000), updatedAt: now },
      )
      .where(ownAttempt(row))
      .returning({ leadId: leadCrmSyncs.leadId });
    await tx
      .update(crmConnections)
      .set({ lastError: error, ...(isConnectionBroken && { state: 'error' as const }) })
      .where(eq(crmConnections.id, connection.id));
    if (updated && isFinal) {
      await tx.insert(leadEvents).values({
        leadId: row.leadId,
        organisationId: row.organisationId,
        actorId: null,
        kind: 'crm',
        change: { provider: row.provider, state: 'failed', error },
      });
    }
  });
}

export type CrmWorker = ClaimLoop;

/** One sync at a time per server copy, polling every few seconds so a new lead reaches the CRM promptly. */
export function createCrmWorker(
  deps: Deps & { logger: FastifyBaseLogger },
  options: { intervalMs?: number } = {},
): CrmWorker {
  return createClaimLoop({
    name: 'CRM worker',
    intervalMs: options.intervalMs ?? 3_000,
    logger: deps.logger,
    claim: (now) => claimSync(deps, now),
    work: (row, _signal, now) => runSync(deps, row, now),
  });
}
