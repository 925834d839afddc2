import type { Checklist, ChecklistStepKey } from '@nfc/contract/checklist';
import { managesTeam } from '@nfc/contract/team-roles';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { type Actor, memberScope } from '../../accounts/actor.ts';
import type { Database } from '../../db/client.ts';
import { orders, organisations, scans, vcfConfigs } from '../../db/schema.ts';

/**
 * The hub's first-run steps, derived from the organisation's data each time (nothing is stored):
 * - choosePlan: the organisation has a plan;
 * - createCard: a card exists (a member: one of their own);
 * - shareCard: one of those cards had a visit that is not a bot's (a view of its public page or a .vcf save),
 *   the only trace a share leaves;
 * - orderFobs: the organisation has placed an order.
 * Each role sees the steps it can do: the owner all four, an admin all but the plan (billing is the owner's), a
 * member the card steps only.
 */
export async function getChecklist({ db, actor }: { db: Database; actor: Actor }): Promise<Checklist> {
  const organisationId = actor.organisationId;
  const isManager = managesTeam(actor.teamRole);
  const ownCards = db.select({ id: vcfConfigs.id }).from(vcfConfigs).where(memberScope(actor, vcfConfigs));
  const [[organisation], [card], [visit], [order]] = await Promise.all([
    db.select({ planId: organisations.planId }).from(organisations).where(eq(organisations.id, organisationId)),
    db.select({ id: vcfConfigs.id }).from(vcfConfigs).where(memberScope(actor, vcfConfigs)).limit(1),
    db
      .select({ id: scans.id })
      .from(scans)
      .where(
        and(
          eq(scans.organisationId, organisationId),
          isNotNull(scans.vcfConfigId),
          inArray(scans.vcfConfigId, ownCards),
          inArray(scans.kind, ['page', 'save']),
          eq(scans.isBot, false),
        ),
      )
      .limit(1),
    isManager
      ? db.select({ id: orders.id }).from(orders).where(eq(orders.organisationId, organisationId)).limit(1)
      : Promise.resolve([]),
  ]);
  const done: Record<ChecklistStepKey, boolean> = {
    choosePlan: Boolean(organisation?.planId),
    createCard: Boolean(card),
    shareCard: Boolean(visit),
    orderFobs: Boolean(order),
  };
  const keys: ChecklistStepKey[] =
    actor.teamRole === 'owner'
      ? ['choosePlan', 'createCard', 'shareCard', 'orderFobs']
      : isManager
        ? ['createCard', 'shareCard', 'orderFobs']
        : ['createCard', 'shareCard'];
  const steps = keys.map((key) => ({ key, isDone: done[key] }));
  return { steps, isComplete: steps.every((step) => step.isDone) };
}
