import type { ssoConnections } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

/**
 * SAML 2.0 connections. This branch only holds the interface the settings and sign-in routes call; the SAML branch
 * of issue 30 brings the implementation. Until then a SAML connection is refused with a clear message.
 */
export type SamlConnectionFields = {
  samlMetadataXml: string;
  samlMetadataUrl: string | null;
  samlIdpEntityId: string;
  samlSsoUrl: string;
  samlCertificates: string[];
};

export async function prepareSamlConnection(
  _deps: Pick<AppDeps, 'config'>,
  _body: { metadataXml?: string; metadataUrl?: string },
): Promise<SamlConnectionFields> {
  throw new AppError('BAD_REQUEST', 'identity.samlUnavailable');
}

export function samlCertificatesExpireAt(_certificates: string[]): string[] {
  throw new AppError('BAD_REQUEST', 'identity.samlUnavailable');
}

export async function startSamlSignIn(
  _deps: Pick<AppDeps, 'db' | 'config'>,
  _options: { connection: typeof ssoConnections.$inferSelect; purpose: 'sign_in' | 'test' },
): Promise<string> {
  throw new AppError('BAD_REQUEST', 'identity.samlUnavailable');
}
