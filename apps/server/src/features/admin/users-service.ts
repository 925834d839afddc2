import type { AdminUpdateUserBody, AdminUser } from '@nfc/contract/admin';
import type { User } from '@nfc/contract/users';
import { desc, eq, sql } from 'drizzle-orm';
import { diffFields, recordAudit } from '../../audit/audit-log.ts';
import { organisations, plans, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUuid } from '../../http/validate.ts';
import { lockQuotaOwner, seatLimitOf } from '../../quota/quota.ts';
import { assertPlanFitsTeam } from '../../quota/seats.ts';

type Deps = Pick<AppDeps, 'db' | 'scanTargets' | 'sessions'>;

// Written out in full: inside sub-selects drizzle's unqualified column names would be ambiguous. Tags and cards
// count per organisation, which the quota limits.
const tagCount = sql<number>`(select count(*)::int from tags where tags.organisation_id = users.organisation_id)`;
const vcardCount = sql<number>`(select count(*)::int from vcf_configs where vcf_configs.organisation_id = users.organisation_id)`;
// Seats as the team page counts them: every member (deactivated ones keep theirs) plus open invitations.
const seatsUsed = sql<number>`((select count(*)::int from users as seat_users where seat_users.organisation_id = users.organisation_id)
  + (select count(*)::int from team_invitations where team_invitations.organisation_id = users.organisation_id and team_invitations.expires_at > now()))`;

const adminUserColumns = {
  user: users,
  organisation: organisations,
  plan: { id: plans.id, name: plans.name, tagLimit: plans.tagLimit },
  planSeatLimit: plans.seatLimit,
  tagCount,
  vcardCount,
  seatsUsed,
};

type Row = {
  user: typeof users.$inferSelect;
  organisation: typeof organisations.$inferSelect;
  plan: { id: string; name: string; tagLimit: number } | null;
  planSeatLimit: number | null;
  tagCount: number;
  vcardCount: number;
  seatsUsed: number;
};

function toAdminUser({
  user,
  organisation,
  plan,
  planSeatLimit,
  tagCount: tags,
  vcardCount: vcards,
  ...row
}: Row): AdminUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    organisationName: organisation.name,
    organisationId: organisation.id,
    teamRole: user.teamRole,
    isAccountActive: organisation.isActive,
    isEmailVerified: user.isEmailVerified,
    planId: plan?.id ?? null,
    planName: plan?.name ?? null,
    plan,
    tagQuota: organisation.tagQuota,
    currentVcfCount: Number(tags),
    vcardCount: Number(vcards),
    subscriptionStatus: organisation.subscriptionStatus,
    planExpiresAt: organisation.planExpiresAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    seatsUsed: Number(row.seatsUsed),
    seatLimit: seatLimitOf(plan ? { seatLimit: planSeatLimit } : null),
  };
}

export async function findAdminUsers({ db }: Pick<Deps, 'db'>) {
  const rows = await db
    .select(adminUserColumns)
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .leftJoin(plans, eq(plans.id, organisations.planId))
    .orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(toAdminUser);
}

async function getAdminUser(db: Deps['db'], id: string) {
  if (!isUuid(id)) throw notFound('noun.user');
  const [row] = await db
    .select(adminUserColumns)
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .leftJoin(plans, eq(plans.id, organisations.planId))
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
  const [plan] = data.planId ? await deps.db.select().from(plans).where(eq(plans.id, data.planId)) : [null];
  if (data.planId && !plan?.isActive) {
    throw new AppError('VALIDATION', 'admin.planNotActive', {
      fields: { planId: 'admin.planNotActive' },
    });
  }
  const changes = diffFields(
    {
      planId: existing.organisation.planId,
      tagQuota: existing.organisation.tagQuota,
      isAccountActive: existing.organisation.isActive,
    },
    data,
  );
  if (Object.keys(changes).length > 0) {
    await deps.db.transaction(async (tx) => {
      if (changes.planId) {
        // A plan the admin chooses must seat the team as it is (decision 027); the lock keeps invitations out meanwhile.
        await lockQuotaOwner(tx, { organisationId: existing.organisation.id });
        await assertPlanFitsTeam(tx, {
          organisationId: existing.organisation.id,
          plan: plan ?? null,
          message: 'admin.planTooSmall',
          field: 'planId',
        });
      }
      // Plan, quota and activation are the user's organisation's (decision 017): they change for all its members.
      await tx
        .update(organisations)
        .set({ planId: data.planId, tagQuota: data.tagQuota, isActive: data.isAccountActive })
        .where(eq(organisations.id, existing.organisation.id));
      await recordAudit(tx, {
        actor,
        action: 'user.update',
        targetType: 'user',
        targetId: id,
        targetLabel: existing.user.email,
        changes,
      });
    });
    deps.scanTargets.invalidateOwner(existing.organisation.id);
    deps.sessions.invalidateOrganisation(existing.organisation.id);
  }
  return toAdminUser(await getAdminUser(deps.db, id));
}
