import { randomBytes } from 'node:crypto';
import { IDENTITY_PLANS } from '@nfc/contract/identity';
import type { User } from '@nfc/contract/users';
import { eq } from 'drizzle-orm';
import { hashOpaqueToken } from '../../accounts/opaque-tokens.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { identitySettings, organisations, plans } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { ScimError } from './errors.ts';

/**
 * The organisation's SCIM token (issue 30): shown once, stored as its SHA-256, one at a time. A new one replaces
 * the old at once; revoking leaves none. The identity provider sends it as a bearer token to /scim/v2.
 */

type Deps = Pick<AppDeps, 'db'>;

const TOKEN_PREFIX = 'scim_';
/** The prefix and 43 characters of base64url: 256 random bits. */
const TOKEN_LENGTH = TOKEN_PREFIX.length + 43;

export const hasIdentityPlan = (planName: string | null | undefined) =>
  (IDENTITY_PLANS as readonly string[]).includes(planName ?? '');

export async function createScimToken({ db }: Deps, { actor }: { actor: User }) {
  if (!hasIdentityPlan(actor.plan?.name)) throw new AppError('FORBIDDEN', 'identity.planRequired');
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = new Date();
  const stored = { scimTokenHash: hashOpaqueToken(token), scimTokenCreatedAt: now };
  await db.transaction(async (tx) => {
    await tx
      .insert(identitySettings)
      .values({ organisationId: actor.organisationId, ...stored })
      .onConflictDoUpdate({ target: identitySettings.organisationId, set: stored });
    await recordAudit(tx, {
      actor,
      action: 'scim_token.created',
      targetType: 'organisation',
      targetId: actor.organisationId,
      changes: { scimTokenCreatedAt: { from: null, to: now.toISOString() } },
    });
  });
  return { token };
}

export async function revokeScimToken({ db }: Deps, { actor }: { actor: User }) {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(identitySettings)
      .set({ scimTokenHash: null, scimTokenCreatedAt: null })
      .where(eq(identitySettings.organisationId, actor.organisationId))
      .returning({ organisationId: identitySettings.organisationId });
    if (!revoked) return;
    await recordAudit(tx, {
      actor,
      action: 'scim_token.revoked',
      targetType: 'organisation',
      targetId: actor.organisationId,
    });
  });
}

/**
 * The organisation a bearer token belongs to: found by the token's hash, so the lookup's time says nothing about
 * how much of a token was right. 401 for a missing or unknown token, 403 when the plan no longer includes SCIM.
 */
export async function authenticateScimToken({ db }: Deps, header: string | undefined) {
  const token = header?.slice(0, 7).toLowerCase() === 'bearer ' ? header.slice(7).trim() : '';
  if (token.length !== TOKEN_LENGTH || !token.startsWith(TOKEN_PREFIX)) {
    throw new ScimError(401, 'A valid SCIM bearer token is required.');
  }
  const tokenHash = hashOpaqueToken(token);
  const [found] = await db
    .select({
      organisationId: identitySettings.organisationId,
      planName: plans.name,
      deletionScheduledAt: organisations.deletionScheduledAt,
    })
    .from(identitySettings)
    .innerJoin(organisations, eq(organisations.id, identitySettings.organisationId))
    .leftJoin(plans, eq(plans.id, organisations.planId))
    .where(eq(identitySettings.scimTokenHash, tokenHash));
  if (!found) throw new ScimError(401, 'A valid SCIM bearer token is required.');
  if (!hasIdentityPlan(found.planName)) {
    throw new ScimError(
      403,
      'SCIM comes with the Pro and Enterprise plans; this organisation’s plan does not include it.',
    );
  }
  if (found.deletionScheduledAt)
    throw new ScimError(403, 'This organisation is awaiting its deletion: SCIM is closed.');
  return { organisationId: found.organisationId, tokenHash };
}
