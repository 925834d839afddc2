import { type CrmConnection, type CrmProvider, crmProviders } from '@nfc/contract/integrations';
import { managesTeam } from '@nfc/contract/team-roles';
import type { User } from '@nfc/contract/users';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit-log.ts';
import { crmConnections, leadCrmSyncs, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { encryptToken } from '../../token-crypto.ts';
import { providerNames } from './crm-client.ts';
import { verifyHubspotToken } from './hubspot-client.ts';
import { signOauthState, verifyOauthState } from './oauth-state.ts';
import { exchangeSalesforceCode, type SalesforceApp, salesforceAuthorizationUrl } from './salesforce-client.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'keys'>;
type Actor = Pick<User, 'id' | 'email' | 'organisationId'>;

/** The page Salesforce's consent screen sends the person back to. */
export const INTEGRATIONS_PAGE = '/settings/integrations';

/** Our connected app at Salesforce, or null when this server has none configured. */
export function salesforceApp(config: Deps['config']): SalesforceApp | null {
  const { salesforce, salesforceLoginUrl } = config.crm;
  if (!salesforce) return null;
  return {
    loginUrl: salesforceLoginUrl,
    clientId: salesforce.clientId,
    clientSecret: salesforce.clientSecret,
    redirectUri: `${config.appUrl}/api/integrations/salesforce/callback`,
  };
}

/** Both providers, connected or not, as the settings page shows them; never a token. */
export async function findConnections(
  deps: Deps,
  { organisationId }: { organisationId: string },
): Promise<CrmConnection[]> {
  const rows = await deps.db.select().from(crmConnections).where(eq(crmConnections.organisationId, organisationId));
  return crmProviders.map((provider) => {
    const row = rows.find((candidate) => candidate.provider === provider);
    return {
      provider,
      connected: row !== undefined,
      state: row?.state ?? null,
      accountLabel: row?.accountLabel ?? null,
      lastError: row?.lastError ?? null,
      lastSyncedAt: row?.lastSyncedAt?.toISOString() ?? null,
      connectedAt: row?.createdAt.toISOString() ?? null,
      authKind: row?.authKind ?? null,
      isAvailable: provider === 'hubspot' || deps.config.crm.salesforce !== null,
    };
  });
}

const unreachable = (provider: CrmProvider, error: unknown) =>
  new AppError('UNAVAILABLE', 'integrations.providerUnreachable', {
    params: { provider: providerNames[provider] },
    cause: error,
  });

type SavedTokens = {
  authKind: 'token' | 'oauth';
  accessToken: string;
  refreshToken: string | null;
  instanceUrl: string | null;
  accountLabel: string;
};

/** Stores (or replaces) a provider's connection with its tokens encrypted, connected and without an old error. */
async function saveConnection(deps: Deps, actor: Actor, provider: CrmProvider, tokens: SavedTokens) {
  const key = deps.keys.crmTokens;
  const values = {
    authKind: tokens.authKind,
    accessTokenEncrypted: encryptToken(key, tokens.accessToken),
    refreshTokenEncrypted: tokens.refreshToken === null ? null : encryptToken(key, tokens.refreshToken),
    accessTokenExpiresAt: null,
    instanceUrl: tokens.instanceUrl,
    accountLabel: tokens.accountLabel,
    state: 'connected' as const,
    lastError: null,
    connectedBy: actor.id,
    updatedAt: new Date(),
  };
  await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(crmConnections)
      .values({ organisationId: actor.organisationId, provider, ...values })
      .onConflictDoUpdate({ target: [crmConnections.organisationId, crmConnections.provider], set: values })
      .returning({ id: crmConnections.id });
    await recordAudit(tx, {
      actor,
      action: 'integration.connected',
      targetType: 'crm_connection',
      targetId: saved!.id,
      targetLabel: `${providerNames[provider]} ${tokens.accountLabel}`,
    });
  });
}

/** Checks a HubSpot private-app token with HubSpot, then saves it; a refused token saves nothing. */
export async function connectHubspot(deps: Deps, { actor, accessToken }: { actor: Actor; accessToken: string }) {
  let account: Awaited<ReturnType<typeof verifyHubspotToken>>;
  try {
    account = await verifyHubspotToken(deps.config.crm.hubspotApiBase, accessToken);
  } catch (error) {
    throw unreachable('hubspot', error);
  }
  if (!account) {
    throw new AppError('VALIDATION', 'integrations.hubspotTokenRefused', {
      fields: { accessToken: msg('integrations.hubspotTokenRefused') },
    });
  }
  await saveConnection(deps, actor, 'hubspot', {
    authKind: 'token',
    accessToken,
    refreshToken: null,
    instanceUrl: null,
    accountLabel: account.accountLabel,
  });
}

/** Salesforce's consent page with a state bound to this organisation and person. */
export async function startSalesforceAuthorization(deps: Deps, { actor }: { actor: Actor }) {
  const app = salesforceApp(deps.config);
  if (!app) throw new AppError('BAD_REQUEST', 'integrations.salesforceNotConfigured');
  const state = await signOauthState(deps.keys.crmOauthState, {
    organisationId: actor.organisationId,
    userId: actor.id,
    provider: 'salesforce',
  });
  return { url: salesforceAuthorizationUrl(app, state) };
}

export type CallbackQuery = { code?: string; state?: string; error?: string };

/**
 * Salesforce's redirect back: checks the state (ours, unexpired, for a manager still of that organisation), exchanges
 * the code and saves the tokens. Answers where to send the browser, with the outcome in the query.
 */
export async function completeSalesforceAuthorization(
  deps: Deps,
  { query, logger }: { query: CallbackQuery; logger?: { warn(data: object, message: string): void } },
): Promise<string> {
  const back = (outcome: string) => `${deps.config.appUrl}${INTEGRATIONS_PAGE}?salesforce=${outcome}`;
  const state = query.state ? await verifyOauthState(deps.keys.crmOauthState, query.state) : null;
  if (!state) return back('invalid_state');
  const actor = await findManager(deps, state);
  if (!actor) return back('invalid_state');
  if (query.error || !query.code) return back('denied');
  const app = salesforceApp(deps.config);
  if (!app) return back('failed');
  try {
    const tokens = await exchangeSalesforceCode(app, query.code);
    await saveConnection(deps, actor, 'salesforce', { authKind: 'oauth', ...tokens });
    return back('connected');
  } catch (error) {
    logger?.warn({ err: error }, 'salesforce authorization failed');
    return back('failed');
  }
}

/** The state's person, if they still manage the state's organisation (a role may change within the quarter hour). */
async function findManager(deps: Pick<Deps, 'db'>, state: { organisationId: string; userId: string }) {
  const [user] = await deps.db
    .select({
      id: users.id,
      email: users.email,
      organisationId: users.organisationId,
      teamRole: users.teamRole,
      isActive: users.isActive,
    })
    .from(users)
    .where(and(eq(users.id, state.userId), eq(users.organisationId, state.organisationId)));
  if (!user?.isActive || !managesTeam(user.teamRole)) return null;
  return user;
}

/** Removes a provider's connection, its tokens and its syncs still waiting. */
export async function disconnectProvider(deps: Deps, { actor, provider }: { actor: Actor; provider: CrmProvider }) {
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(crmConnections)
      .where(and(eq(crmConnections.organisationId, actor.organisationId), eq(crmConnections.provider, provider)))
      .returning({ id: crmConnections.id, accountLabel: crmConnections.accountLabel });
    if (!removed) throw notFound('noun.crmConnection');
    await tx
      .delete(leadCrmSyncs)
      .where(
        and(
          eq(leadCrmSyncs.organisationId, actor.organisationId),
          eq(leadCrmSyncs.provider, provider),
          eq(leadCrmSyncs.state, 'pending'),
        ),
      );
    await recordAudit(tx, {
      actor,
      action: 'integration.disconnected',
      targetType: 'crm_connection',
      targetId: removed.id,
      targetLabel: `${providerNames[provider]} ${removed.accountLabel ?? ''}`.trim(),
    });
  });
}
