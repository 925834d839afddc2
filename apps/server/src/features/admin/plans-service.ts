import type { AdminPlan, CreatePlanBody, UpdatePlanBody } from '@nfc/contract/admin';
import { FREE_SCAN_RETENTION_MONTHS } from '@nfc/contract/retention';
import { FREE_SEAT_LIMIT } from '@nfc/contract/team';
import type { User } from '@nfc/contract/users';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { diffFields, recordAudit } from '../../audit/audit-log.ts';
import { germanList, germanText } from '../../catalogue/localized.ts';
import type { Database, Executor } from '../../db/client.ts';
import { plans } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUuid } from '../../http/validate.ts';
import { amountToCents, centsToAmount } from '../../money.ts';
import type { SessionCache } from '../../platform/cache/session-cache.ts';
import { countTeamsBeyond } from '../../quota/seats.ts';

// Organisations on the plan: the plan is an organisation's (decision 017).
const subscriberCount = sql<number>`(select count(*)::int from organisations where organisations.plan_id = plans.id)`;

function toAdminPlan(row: typeof plans.$inferSelect, subscribers: number): AdminPlan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    tagLimit: row.tagLimit,
    seatLimit: row.seatLimit,
    scanRetentionMonths: row.scanRetentionMonths,
    isActive: row.isActive,
    priceMonthly: centsToAmount(row.priceMonthlyCents),
    currency: row.currency as AdminPlan['currency'],
    features: row.features,
    nameDe: row.nameDe,
    descriptionDe: row.descriptionDe,
    featuresDe: row.featuresDe,
    isRecommended: row.isRecommended,
    stripePriceId: row.stripePriceId,
    subscriberCount: Number(subscribers),
  };
}

export async function findAdminPlans({ db }: { db: Database }) {
  const rows = await db
    .select({ plan: plans, subscriberCount })
    .from(plans)
    .orderBy(asc(plans.sortOrder), asc(plans.priceMonthlyCents));
  return rows.map((row) => toAdminPlan(row.plan, row.subscriberCount));
}

const duplicateName = () =>
  new AppError('CONFLICT', 'admin.duplicatePlanName', {
    fields: { name: 'admin.duplicatePlanName' },
  });

function toColumns(data: UpdatePlanBody) {
  return {
    name: data.name,
    description: data.description,
    tagLimit: data.tagLimit,
    seatLimit: data.seatLimit,
    scanRetentionMonths: data.scanRetentionMonths,
    isActive: data.isActive,
    priceMonthlyCents: data.priceMonthly === undefined ? undefined : amountToCents(data.priceMonthly),
    currency: data.currency,
    features: data.features,
    nameDe: germanText(data.nameDe),
    descriptionDe: germanText(data.descriptionDe),
    featuresDe: germanList(data.featuresDe),
    isRecommended: data.isRecommended,
    stripePriceId: data.stripePriceId === undefined ? undefined : data.stripePriceId || null,
  };
}

/** One plan is recommended at a time: marking one takes the mark off the others. */
async function keepOneRecommended(tx: Executor, id: string, data: UpdatePlanBody) {
  if (data.isRecommended !== true) return;
  await tx
    .update(plans)
    .set({ isRecommended: false })
    .where(and(ne(plans.id, id), eq(plans.isRecommended, true)));
}

async function isNameTaken(db: Database, name: string, exceptId?: string) {
  const [row] = await db.select({ id: plans.id }).from(plans).where(sql`lower(${plans.name}) = lower(${name})`);
  return Boolean(row && row.id !== exceptId);
}

export async function createPlan({ db, actor, data }: { db: Database; actor: User; data: CreatePlanBody }) {
  if (await isNameTaken(db, data.name)) throw duplicateName();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(plans)
      .values({
        ...toColumns(data),
        name: data.name,
        tagLimit: data.tagLimit,
        // A new plan seats its owner alone unless the admin says otherwise (null: unlimited).
        seatLimit: data.seatLimit === undefined ? FREE_SEAT_LIMIT : data.seatLimit,
        // A new plan keeps scans as long as Free unless the admin says otherwise (null: unlimited).
        scanRetentionMonths:
          data.scanRetentionMonths === undefined ? FREE_SCAN_RETENTION_MONTHS : data.scanRetentionMonths,
        description: data.description ?? '',
      })
      .returning();
    await keepOneRecommended(tx, row!.id, data);
    await recordAudit(tx, {
      actor,
      action: 'plan.create',
      targetType: 'plan',
      targetId: row!.id,
      targetLabel: row!.name,
      changes: {
        name: { from: null, to: row!.name },
        tagLimit: { from: null, to: row!.tagLimit },
        seatLimit: { from: null, to: row!.seatLimit },
        scanRetentionMonths: { from: null, to: row!.scanRetentionMonths },
      },
    });
    return toAdminPlan(row!, 0);
  });
}

export async function updatePlan({
  db,
  sessions,
  actor,
  id,
  data,
}: {
  db: Database;
  sessions: SessionCache;
  actor: User;
  id: string;
  data: UpdatePlanBody;
}) {
  if (!isUuid(id)) throw notFound('noun.plan');
  const [existing] = await db.select().from(plans).where(eq(plans.id, id));
  if (!existing) throw notFound('noun.plan');
  if (data.name && (await isNameTaken(db, data.name, id))) throw duplicateName();
  const columns = toColumns(data);
  const changes = diffFields(existing as unknown as Record<string, unknown>, columns);
  const updated = await db.transaction(async (tx) => {
    const isFewerSeats =
      typeof data.seatLimit === 'number' && (existing.seatLimit === null || data.seatLimit < existing.seatLimit);
    if (isFewerSeats) {
      const teams = await countTeamsBeyond(tx, { planId: id, limit: data.seatLimit! });
      if (teams > 0) {
        throw new AppError('CONFLICT', 'admin.planSeatsInUse', {
          params: { count: teams, limit: data.seatLimit! },
          fields: { seatLimit: 'admin.planSeatsInUse' },
        });
      }
    }
    // Every field is optional: an empty update changes nothing (an UPDATE with no columns is not valid SQL).
    const [row] = Object.values(columns).some((value) => value !== undefined)
      ? await tx.update(plans).set(columns).where(eq(plans.id, id)).returning()
      : [existing];
    await keepOneRecommended(tx, id, data);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        actor,
        action: 'plan.update',
        targetType: 'plan',
        targetId: id,
        targetLabel: row!.name,
        changes,
      });
    }
    const [{ count } = { count: 0 }] = await tx.select({ count: subscriberCount }).from(plans).where(eq(plans.id, id));
    return toAdminPlan(row!, count);
  });
  // A plan's name and tag limit are part of the user of every organisation on it.
  sessions.clear();
  return updated;
}
