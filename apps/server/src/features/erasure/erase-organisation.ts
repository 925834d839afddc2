import { UNVERIFIED_ACCOUNT_DAYS } from '@nfc/contract/erasure';
import { and, count, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  auditLog,
  cardTemplates,
  leads,
  orders,
  organisationExports,
  organisations,
  outbox,
  qrStyles,
  scanDaily,
  scans,
  tags,
  users,
  vcfConfigs,
  webhookEndpoints,
} from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { retireLinks } from '../../public-cards/retired-links.ts';
import { deleteCardFiles, removeAccount } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'payments' | 'scanTargets' | 'sessions' | 'linkHosts'>;

/** Organisations erased per clock tick and copy; the next tick takes the rest. */
const ERASURES_PER_RUN = 10;
const DAY_MS = 86_400_000;

const present = (keys: Array<string | null>) => keys.filter((key): key is string => Boolean(key));

/**
 * Everything of one organisation goes, in the caller's transaction: its subscription at the provider, its files,
 * and every row (scans of every partition, roll-ups, leads, tags, cards, templates, webhooks, invitations, QR style,
 * exports, audit entries, members). Its tag codes and card tokens are noted in retired_links first, so they answer
 * 410. Orders stay, the law keeps them: with the delivery address and notes blanked and no organisation or member.
 */
async function eraseOrganisationRows(tx: Executor, deps: Deps, organisationId: string) {
  const [organisation] = await tx.select().from(organisations).where(eq(organisations.id, organisationId));
  if (!organisation) return;
  const tagRows = await tx
    .select({ id: tags.id, code: tags.userFacingId, documentKey: tags.documentKey })
    .from(tags)
    .where(eq(tags.organisationId, organisationId));
  const cardRows = await tx
    .select({
      id: vcfConfigs.id,
      token: vcfConfigs.downloadToken,
      picture: vcfConfigs.profilePicturePath,
      cover: vcfConfigs.coverImagePath,
      logo: vcfConfigs.logoImagePath,
    })
    .from(vcfConfigs)
    .where(eq(vcfConfigs.organisationId, organisationId));
  const templateRows = await tx
    .select({ id: cardTemplates.id, logo: cardTemplates.logoImagePath, cover: cardTemplates.coverImagePath })
    .from(cardTemplates)
    .where(eq(cardTemplates.organisationId, organisationId));
  const memberRows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.organisationId, organisationId));
  const endpointRows = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organisationId, organisationId));
  const orderLogos = await tx
    .select({ key: orders.logoKey })
    .from(orders)
    .where(and(eq(orders.organisationId, organisationId), isNotNull(orders.logoKey)));
  const [qrStyle] = await tx
    .select({ key: qrStyles.logoKey })
    .from(qrStyles)
    .where(eq(qrStyles.organisationId, organisationId));
  const exportFiles = await tx
    .select({ key: organisationExports.fileKey })
    .from(organisationExports)
    .where(eq(organisationExports.organisationId, organisationId));

  await retireLinks(tx, { tagCodes: tagRows.map((tag) => tag.code), cardTokens: cardRows.map((card) => card.token) });
  // The provider stops charging before anything else goes: a failure here leaves everything for the next try.
  if (organisation.providerSubscriptionId) await deps.payments.cancelSubscription(organisation.providerSubscriptionId);

  const files = new Set(
    present([
      organisation.brandLogoPath,
      organisation.brandCoverPath,
      qrStyle?.key ?? null,
      ...tagRows.map((tag) => tag.documentKey),
      ...cardRows.flatMap((card) => [card.picture, card.cover, card.logo]),
      ...templateRows.flatMap((template) => [template.logo, template.cover]),
      ...orderLogos.map((order) => order.key),
      ...exportFiles.map((file) => file.key),
    ]),
  );
  // A failed delete throws and rolls the rows back, so the next tick tries again; a missing file is no failure.
  for (const key of files) await deps.storage.delete(key);

  await tx
    .update(orders)
    .set({
      deliveryAddress: null,
      adminNotes: null,
      trackingNumber: null,
      logoKey: null,
      logoContentType: null,
      idempotencyKey: null,
    })
    .where(eq(orders.organisationId, organisationId));
  const auditTargets: string[] = [
    organisationId,
    ...memberRows.map((member) => member.id),
    ...tagRows.map((tag) => tag.id),
    ...cardRows.map((card) => card.id),
    ...templateRows.map((template) => template.id),
    ...endpointRows.map((endpoint) => endpoint.id),
  ];
  const memberIds = memberRows.map((member) => member.id);
  await tx
    .delete(auditLog)
    .where(
      or(
        inArray(auditLog.targetId, auditTargets),
        memberIds.length > 0 ? inArray(auditLog.actorId, memberIds) : undefined,
      ),
    );
  // The big tables first and by their own index; the organisation's row then takes every other row with it.
  await tx.delete(scans).where(eq(scans.organisationId, organisationId));
  if (tagRows.length > 0) {
    await tx.delete(scanDaily).where(
      inArray(
        scanDaily.tagId,
        tagRows.map((tag) => tag.id),
      ),
    );
  }
  await tx.delete(leads).where(eq(leads.organisationId, organisationId));
  // Mails to the members (the deletion notice among them) would outlive them in the outbox otherwise.
  if (memberRows.length > 0) {
    await tx.delete(outbox).where(
      inArray(
        outbox.to,
        memberRows.map((member) => member.email),
      ),
    );
  }
  await tx.delete(organisations).where(eq(organisations.id, organisationId));
}

/** Erases one organisation now (its deletion time has come, or it is an unverified sign-up's). */
async function eraseOrganisation(deps: Deps, organisationId: string, claim: ReturnType<typeof sql>) {
  const erased = await deps.db.transaction(async (tx) => {
    // Several copies run this clock: the row lock makes each organisation one copy's, the others skip it.
    const [claimed] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(eq(organisations.id, organisationId), claim))
      .for('update', { skipLocked: true });
    if (!claimed) return false;
    await eraseOrganisationRows(tx, deps, organisationId);
    return true;
  });
  if (erased) {
    deps.scanTargets.invalidateOwner(organisationId);
    deps.sessions.invalidateOrganisation(organisationId);
    // Its link domains went with it (issue 33): their hosts stop serving on every copy.
    await deps.linkHosts.reload();
  }
  return erased;
}

/** The erasure clock: every organisation whose deletion time has come is erased. Answers how many. */
export async function eraseDueOrganisations(deps: Deps, now = new Date()) {
  const due = await deps.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(lte(organisations.deletionScheduledAt, now))
    .orderBy(organisations.deletionScheduledAt)
    .limit(ERASURES_PER_RUN);
  let erased = 0;
  for (const { id } of due) {
    // Still due when locked: a cancel that came first wins.
    if (await eraseOrganisation(deps, id, lte(organisations.deletionScheduledAt, now))) erased++;
  }
  return erased;
}

/**
 * Accounts never verified within UNVERIFIED_ACCOUNT_DAYS are deleted, so their address can register or be invited
 * again: alone in their organisation, with it; otherwise their things go to its owner. Answers how many.
 */
export async function deleteUnverifiedAccounts(deps: Deps, now = new Date()) {
  const cutoff = new Date(now.getTime() - UNVERIFIED_ACCOUNT_DAYS * DAY_MS);
  const stale = await deps.db
    .select({ id: users.id, organisationId: users.organisationId, teamRole: users.teamRole })
    .from(users)
    .where(and(eq(users.isEmailVerified, false), eq(users.role, 'regular'), lte(users.createdAt, cutoff)))
    .limit(100);
  let deleted = 0;
  for (const account of stale) {
    const [{ members } = { members: 0 }] = await deps.db
      .select({ members: count() })
      .from(users)
      .where(eq(users.organisationId, account.organisationId));
    if (members === 1) {
      const isStillAlone = sql`(select count(*) from users where organisation_id = ${organisations.id}) = 1`;
      if (await eraseOrganisation(deps, account.organisationId, isStillAlone)) deleted++;
      continue;
    }
    // An owner with members verified long ago; their organisation is not ours to take apart.
    if (account.teamRole === 'owner') continue;
    const files = await deps.db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.organisationId, account.organisationId), eq(users.teamRole, 'owner')));
      const [still] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, account.id), eq(users.isEmailVerified, false)))
        .for('update');
      if (!owner || !still) return null;
      return removeAccount(tx, { userId: account.id, heirId: owner.id, cards: 'keep' });
    });
    if (files) {
      deps.sessions.invalidateUser(account.id);
      await deleteCardFiles(deps, files);
      deleted++;
    }
  }
  return deleted;
}
