import {
  API_KEY_LIMIT,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
  type createApiKeyBodySchema,
} from '@nfc/contract/api-keys';
import type { User } from '@nfc/contract/users';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import { apiKeys, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUuid } from '../../http/validate.ts';
import { lockQuotaOwner } from '../../quota/quota.ts';
import { createApiKeySecret } from './key-format.ts';

type Deps = Pick<AppDeps, 'db'>;
type Actor = Pick<User, 'id' | 'email' | 'organisationId'>;

const personName = (row: { contactFirstName: string | null; contactLastName: string | null; email: string }) =>
  [row.contactFirstName, row.contactLastName].filter(Boolean).join(' ') || row.email;

/** The organisation's keys, newest first, without any secret. */
export async function findApiKeys(deps: Deps, { organisationId }: { organisationId: string }): Promise<ApiKey[]> {
  const rows = await deps.db
    .select({
      key: apiKeys,
      creator: {
        id: users.id,
        email: users.email,
        contactFirstName: users.contactFirstName,
        contactLastName: users.contactLastName,
      },
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.organisationId, organisationId))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(({ key, creator }) => ({
    id: key.id,
    name: key.name,
    scopes: key.scopes as ApiKeyScope[],
    prefix: key.prefix,
    createdBy: creator ? { id: creator.id, name: personName(creator), email: creator.email } : null,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    expiresAt: key.expiresAt?.toISOString() ?? null,
  }));
}

/** A new key acting as `actor`; the answer is the only place its secret ever appears. */
export async function createApiKey(
  deps: Deps,
  { actor, data }: { actor: Actor; data: z.output<typeof createApiKeyBodySchema> },
): Promise<CreatedApiKey> {
  const { key, keyHash, prefix } = createApiKeySecret();
  const row = await deps.db.transaction(async (tx) => {
    // Under the organisation's lock, so parallel creates cannot pass the limit.
    await lockQuotaOwner(tx, { organisationId: actor.organisationId });
    const [{ value: held } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(apiKeys)
      .where(eq(apiKeys.organisationId, actor.organisationId));
    if (held >= API_KEY_LIMIT) {
      throw new AppError('CONFLICT', 'apiKeys.limitReached', {
        params: { limit: API_KEY_LIMIT },
        extra: { limitReached: true },
      });
    }
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        organisationId: actor.organisationId,
        createdBy: actor.id,
        name: data.name,
        prefix,
        keyHash,
        scopes: data.scopes,
        expiresAt: data.expiresAt ? new Date(data.expiresAt) : null,
      })
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'api_key.created',
      targetType: 'api_key',
      targetId: inserted!.id,
      targetLabel: data.name,
      changes: {
        scopes: { from: null, to: data.scopes },
        prefix: { from: null, to: prefix },
        expiresAt: { from: null, to: data.expiresAt },
      },
    });
    return inserted!;
  });
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiKeyScope[],
    prefix: row.prefix,
    key,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** Revokes a key: the next request with it is refused on every copy, as each request reads the key afresh. */
export async function deleteApiKey(deps: Deps, { actor, id }: { actor: Actor; id: string }) {
  if (!isUuid(id)) throw notFound('noun.apiKey');
  await deps.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.organisationId, actor.organisationId)))
      .returning();
    if (!deleted) throw notFound('noun.apiKey');
    await recordAudit(tx, {
      actor,
      action: 'api_key.deleted',
      targetType: 'api_key',
      targetId: deleted.id,
      targetLabel: deleted.name,
      changes: { prefix: { from: deleted.prefix, to: null } },
    });
  });
}
