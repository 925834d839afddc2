import type { ApiKeyScope } from '@nfc/contract/api-keys';
import { managesTeam } from '@nfc/contract/team-roles';
import type { User } from '@nfc/contract/users';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { recordAudit } from '../../audit/audit-log.ts';
import { prepared } from '../../db/prepared.ts';
import { apiKeys } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { ApiKeyIdentity } from '../../plugins/auth.ts';
import { hashApiKey, looksLikeApiKey } from './key-format.ts';

type Deps = Pick<AppDeps, 'db' | 'sessions' | 'organisationReads'>;

/** `last_used_at` is written at most this often per key, so a busy key does not write on each request. */
const LAST_USED_WRITE_MS = 60_000;
/** The networks a key remembers (newest last); one beyond them is audited as new again. */
const REMEMBERED_NETWORKS = 20;

/** The network a key's use is audited by: /24 of IPv4 (also mapped into IPv6), /48 of IPv6. */
export function usageNetworkOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return `${address.toString().split('.').slice(0, 3).join('.')}.0/24`;
  return `${address.toNormalizedString().split(':').slice(0, 3).join(':')}::/48`;
}

type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * Which organisation each key hash belongs to, as far as this copy has seen: a fact that never changes, so the key's
 * row can be kept with its organisation's cached reads (deps.organisationReads), which every write of the
 * organisation drops, a key's deletion included, on every copy. Bounded; forgetting costs one read.
 */
const organisationOfKey = new Map<string, string>();
const MAX_KNOWN_KEYS = 10_000;

async function findKeyRow(deps: Deps, keyHash: string): Promise<ApiKeyRow | null> {
  const load = async () => {
    const [row] = await prepared(deps.db, 'api_key_by_hash', (db) =>
      db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.keyHash, sql.placeholder('keyHash')))
        .prepare('api_key_by_hash'),
    ).execute({ keyHash });
    return row ?? null;
  };
  const organisationId = organisationOfKey.get(keyHash);
  if (organisationId) return deps.organisationReads.get(organisationId, `api-key:${keyHash}`, load);
  const row = await load();
  if (row) {
    if (organisationOfKey.size >= MAX_KNOWN_KEYS) organisationOfKey.clear();
    organisationOfKey.set(keyHash, row.organisationId);
  }
  return row;
}

/**
 * The key, from memory until its organisation changes (a deleted key fails at once on every copy: its deletion is
 * such a change), acting as its creator (through the session cache, which every change of a user invalidates) while
 * they are still an active owner or admin of the key's organisation. Expiry is checked on every use.
 */
export async function authenticateApiKey(
  deps: Deps,
  { key, ip, now = new Date() }: { key: string; ip: string; now?: Date },
): Promise<{ user: User; apiKey: ApiKeyIdentity }> {
  if (!looksLikeApiKey(key)) throw new AppError('UNAUTHORIZED', 'apiKeys.invalid');
  const row = await findKeyRow(deps, hashApiKey(key));
  if (!row || (row.expiresAt && row.expiresAt <= now)) throw new AppError('UNAUTHORIZED', 'apiKeys.invalid');
  const creator = await deps.sessions.get(row.createdBy);
  if (!creator?.isActive || creator.user.organisationId !== row.organisationId || !managesTeam(creator.user.teamRole)) {
    throw new AppError('UNAUTHORIZED', 'apiKeys.creatorNotAllowed');
  }
  await recordUse(deps, { row, actor: creator.user, ip, now });
  return { user: creator.user, apiKey: { id: row.id, scopes: row.scopes as ApiKeyScope[] } };
}

/** Last use (throttled) and, once per network, an audit entry for a network the key was not used from before. */
async function recordUse(
  deps: Deps,
  { row, actor, ip, now }: { row: ApiKeyRow; actor: { id: string; email: string }; ip: string; now: Date },
) {
  const network = usageNetworkOf(ip);
  const isNewNetwork = !row.usedFromNetworks.includes(network);
  const isLastUseStale = !row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_WRITE_MS;
  if (isLastUseStale) {
    // Conditional, so parallel requests of one key write once.
    await deps.db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.id, row.id),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_WRITE_MS))),
        ),
      );
    // The row may be the cached one: it remembers the write, so the next requests do not try again.
    row.lastUsedAt = now;
  }
  if (!isNewNetwork) return;
  const networks = [...row.usedFromNetworks, network].slice(-REMEMBERED_NETWORKS);
  await deps.db.transaction(async (tx) => {
    // Only the request that adds the network audits it, however many arrive from it at once.
    const [added] = await tx
      .update(apiKeys)
      .set({ usedFromNetworks: networks })
      .where(and(eq(apiKeys.id, row.id), sql`not (${apiKeys.usedFromNetworks} @> ${JSON.stringify([network])}::jsonb)`))
      .returning({ id: apiKeys.id });
    if (!added) return;
    await recordAudit(tx, {
      actor,
      action: 'api_key.used_from_new_network',
      targetType: 'api_key',
      targetId: row.id,
      targetLabel: row.name,
      changes: { network: { from: null, to: network } },
    });
  });
  row.usedFromNetworks = networks;
}
