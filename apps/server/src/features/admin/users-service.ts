import type { AdminUpdateUserBody, AdminUser } from '@nfc/contract/admin';
import type { User } from '@nfc/contract/users';
import { desc, eq, sql } from 'drizzle-orm';
import { diffFields, recordAudit } from '../../audit/audit-log.ts';
import { plans, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUuid } from '../../http/validate.ts';

type Deps = Pick<AppDeps, 'db' | 'scanTargets'>;

// Written out in full: inside sub-selects drizzle's unqualified column names would be ambiguous.
const tagCount = sql<number>`(select count(*)::int from tags where tags.user_id = users.id)`;
const vcardCount = sql<number>`(select count(*)::int from vcf_configs where vcf_configs.user_id = users.id)`;

const adminUserColumns = {
  user: users,
  plan: { id: plans.id, name: plans.name, tagLimit: plans.tagLimit },
  tagCount,
  vcardCount,
};

type Row = {
  user: typeof users.$inferSelect;
  plan: { id: string; name: string; tagLimit: number } | null;
  tagCount: number;
  vcardCount: number;
};

function toAdminUser({ user, plan, tagCount: tags, vcardCount: vcards }: Row): AdminUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    organisationName: user.organisationName,
    isAccountActive: user.isAccountActive,
    isEmailVerified: user.isEmailVerified,
    planId: plan?.id ?? null,
    planName: plan?.name ?? null,
    plan,
    tagQuota: user.tagQuota,
    currentVcfCount: Number(tags),
    vcardCount: Number(vcards),
    subscriptionStatus: user.subscriptionStatus,
    planExpiresAt: user.planExpiresAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function findAdminUsers({ db }: Pick<Deps, 'db'>) {
  const rows = await db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(toAdminUser);
}

async function getAdminUser(db: Deps['db'], id: string) {
  if (!isUuid(id)) throw notFound('noun.user');
  const [row] = await db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, id));
  if (!row) throw notFound('noun.user');
  return row;
}

export async function updateUserAsAdmin(
  deps: Deps,
  { actor, id, data }: { actor: User; id: string; data: AdminUpdateUserBody },
) {
  const existing = await getAdminUser(deps.db, id);
  if (existing.user.role === 'admin') throw new AppError('FORBIDDEN', 'admin.adminNotEditable');
  if (data.planId) {
    const [plan] = await deps.db.select().from(plans).where(eq(plans.id, data.planId));
    if (!plan?.isActive) {
      throw new AppError('VALIDATION', 'admin.planNotActive', {
        fields: { planId: 'admin.planNotActive' },
      });
    }
  }
  const changes = diffFields(
    { planId: existing.user.planId, tagQuota: existing.user.tagQuota, isAccountActive: existing.user.isAccountActive },
    data,
  );
  if (Object.keys(changes).length > 0) {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ planId: data.planId, tagQuota: data.tagQuota, isAccountActive: data.isAccountActive })
        .where(eq(users.id, id));
      await recordAudit(tx, {
        actor,
        action: 'user.update',
        targetType: 'user',
        targetId: id,
        targetLabel: existing.user.email,
        changes,
      });
    });
    deps.scanTargets.invalidateOwner(id);
  }
  return toAdminUser(await getAdminUser(deps.db, id));
}
