import type { AuditEntry } from '@nfc/contract/admin';
import type { User } from '@nfc/contract/users';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export type Changes = Record<string, { from: unknown; to: unknown }>;

/** The fields whose value differs between `before` and `after`, for the audit trail. */
export function diffFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): Changes {
  const changes: Changes = {};
  for (const [key, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = before[key];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from: from ?? null, to };
  }
  return changes;
}

export async function recordAudit(
  db: Executor,
  entry: {
    actor: Pick<User, 'id' | 'email'>;
    action: string;
    targetType: string;
    targetId: string;
    targetLabel?: string | null;
    changes?: Changes;
  },
) {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel ?? null,
    changes: entry.changes ?? {},
  });
}

const toEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  id: row.id,
  actorEmail: row.actorEmail,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  changes: row.changes,
  createdAt: row.createdAt.toISOString(),
});

export async function findAuditEntries(
  db: Executor,
  { targetType, targetId, limit = 20 }: { targetType?: string; targetId?: string; limit?: number } = {},
) {
  const conditions = [
    targetType ? eq(auditLog.targetType, targetType) : undefined,
    targetId ? eq(auditLog.targetId, targetId) : undefined,
  ].filter(Boolean);
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
  return rows.map(toEntry);
}
