import { IDENTITY_PLANS, type SsoConnection, type SsoConnectionBody, type SsoSettings } from '@nfc/contract/identity';
import type { User } from '@nfc/contract/users';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Executor } from '../../db/client.ts';
import { identitySettings, organisations, plans, ssoConnections } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound, validationError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { encryptToken } from '../../token-crypto.ts';
import {
  discoverOidcIssuer,
  forgetOidcConfiguration,
  issuerRefusal,
  oidcRedirectUri,
  startOidcSignIn,
} from './oidc.ts';
import { prepareSamlConnection, samlCertificatesExpireAt, startSamlSignIn } from './saml.ts';

/**
 * The organisation's single sign-on connection as its owner and admins manage it (issue 30): one per organisation,
 * OIDC or SAML, replaced as a whole; the client secret is kept encrypted and never shown again.
 */

type Connection = typeof ssoConnections.$inferSelect;
type Actor = Pick<User, 'id' | 'email' | 'organisationId'>;

export const hasIdentityPlan = (user: Pick<User, 'plan'>) =>
  (IDENTITY_PLANS as readonly string[]).includes(user.plan?.name ?? '');

/** Whether the organisation's plan includes single sign-on (read from the database, for flows without a session). */
export async function organisationHasIdentityPlan(db: Executor, organisationId: string): Promise<boolean> {
  const [found] = await db
    .select({ planName: plans.name })
    .from(organisations)
    .innerJoin(plans, eq(plans.id, organisations.planId))
    .where(eq(organisations.id, organisationId));
  return (IDENTITY_PLANS as readonly string[]).includes(found?.planName ?? '');
}

export async function findSsoConnection(db: Executor, organisationId: string): Promise<Connection | null> {
  const [found] = await db.select().from(ssoConnections).where(eq(ssoConnections.organisationId, organisationId));
  return found ?? null;
}

/** The connection a sign-in may use: none when the organisation has none, or its plan no longer includes it. */
export async function findUsableSsoConnection(db: Executor, organisationId: string): Promise<Connection | null> {
  const connection = await findSsoConnection(db, organisationId);
  return connection && (await organisationHasIdentityPlan(db, organisationId)) ? connection : null;
}

function toSsoConnection(connection: Connection): SsoConnection {
  if (connection.type === 'oidc') {
    return { type: 'oidc', issuer: connection.oidcIssuer ?? '', clientId: connection.oidcClientId ?? '' };
  }
  return {
    type: 'saml',
    metadataUrl: connection.samlMetadataUrl,
    idpEntityId: connection.samlIdpEntityId ?? '',
    ssoUrl: connection.samlSsoUrl ?? '',
    certificatesExpireAt: samlCertificatesExpireAt(connection.samlCertificates ?? []),
  };
}

export async function getSsoSettings(
  deps: Pick<AppDeps, 'db' | 'config'>,
  { organisationId }: { organisationId: string },
): Promise<SsoSettings> {
  const connection = await findSsoConnection(deps.db, organisationId);
  const [settings] = await deps.db
    .select({ groupRoles: identitySettings.groupRoles, scimTokenCreatedAt: identitySettings.scimTokenCreatedAt })
    .from(identitySettings)
    .where(eq(identitySettings.organisationId, organisationId));
  const { appUrl } = deps.config;
  return {
    connection: connection ? toSsoConnection(connection) : null,
    enforced: connection?.enforced ?? false,
    groupRoles: settings?.groupRoles ?? [],
    scim: { baseUrl: `${appUrl}/scim/v2`, tokenCreatedAt: settings?.scimTokenCreatedAt?.toISOString() ?? null },
    serviceProvider: {
      oidcRedirectUri: oidcRedirectUri(appUrl),
      samlEntityId: `${appUrl}/api/auth/sso/saml/metadata`,
      samlAcsUrl: `${appUrl}/api/auth/sso/saml/acs`,
      samlMetadataUrl: `${appUrl}/api/auth/sso/saml/metadata`,
    },
  };
}

const noOidc = { oidcIssuer: null, oidcClientId: null, oidcClientSecretEncrypted: null };
const noSaml = {
  samlMetadataXml: null,
  samlMetadataUrl: null,
  samlIdpEntityId: null,
  samlSsoUrl: null,
  samlCertificates: null,
};

/** The row's columns for a connection as given, once the identity provider's side has been checked. */
async function connectionColumns(deps: Pick<AppDeps, 'config' | 'keys'>, body: SsoConnectionBody) {
  if (body.type === 'oidc') {
    const refusal = await issuerRefusal(deps.config, body.issuer);
    if (refusal) throw validationError({ issuer: msg(refusal) });
    try {
      await discoverOidcIssuer(deps.config, body);
    } catch (error) {
      throw new AppError('VALIDATION', 'identity.oidcDiscoveryFailed', {
        fields: { issuer: 'identity.oidcDiscoveryFailed' },
        cause: error,
      });
    }
    return {
      type: 'oidc' as const,
      oidcIssuer: body.issuer,
      oidcClientId: body.clientId,
      oidcClientSecretEncrypted: encryptToken(deps.keys.crmTokens, body.clientSecret),
      ...noSaml,
    };
  }
  if ((body.metadataXml === undefined) === (body.metadataUrl === undefined)) {
    throw validationError({ metadataXml: msg('identity.samlMetadataOneOf') });
  }
  const saml = await prepareSamlConnection(deps, body);
  return { type: 'saml' as const, ...noOidc, ...saml };
}

/** Sets the organisation's connection, replacing the one before (its enforcement stays as it was). */
export async function saveSsoConnection(
  deps: Pick<AppDeps, 'db' | 'config' | 'keys'>,
  { actor, data }: { actor: Actor; data: SsoConnectionBody },
): Promise<SsoSettings> {
  const { organisationId } = actor;
  const columns = await connectionColumns(deps, data);
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(ssoConnections)
      .values({ organisationId, ...columns })
      .onConflictDoUpdate({ target: ssoConnections.organisationId, set: { ...columns, updatedAt: new Date() } });
    await recordAudit(tx, {
      actor,
      action: 'sso.connected',
      targetType: 'sso_connection',
      targetId: organisationId,
      targetLabel: columns.type === 'oidc' ? `OIDC ${columns.oidcIssuer}` : `SAML ${columns.samlIdpEntityId}`,
    });
  });
  forgetOidcConfiguration(organisationId);
  return getSsoSettings(deps, { organisationId });
}

/** Removes the connection, and with it its enforcement. */
export async function deleteSsoConnection(deps: Pick<AppDeps, 'db'>, { actor }: { actor: Actor }) {
  const { organisationId } = actor;
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(ssoConnections)
      .where(eq(ssoConnections.organisationId, organisationId))
      .returning({ type: ssoConnections.type });
    if (!removed) throw notFound('noun.ssoConnection');
    await recordAudit(tx, {
      actor,
      action: 'sso.disconnected',
      targetType: 'sso_connection',
      targetId: organisationId,
      targetLabel: removed.type.toUpperCase(),
    });
  });
  forgetOidcConfiguration(organisationId);
}

/**
 * Starts a flow with the connection: the identity provider's URL for the browser. An IdP that cannot be reached (or
 * whose discovery broke since) answers 503 with a clear message; the details go to the log.
 */
export async function startSsoFlow(
  deps: Pick<AppDeps, 'db' | 'config' | 'keys'>,
  {
    connection,
    purpose,
    loginHint,
    logger,
  }: { connection: Connection; purpose: 'sign_in' | 'test'; loginHint?: string; logger: FastifyBaseLogger },
): Promise<string> {
  try {
    return connection.type === 'oidc'
      ? await startOidcSignIn(deps, { connection, purpose, loginHint })
      : await startSamlSignIn(deps, { connection, purpose });
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.warn(
      { organisationId: connection.organisationId, err: error },
      'SSO start failed: the IdP cannot be reached',
    );
    throw new AppError('UNAVAILABLE', 'identity.idpUnreachable', { cause: error });
  }
}
