import { z } from 'zod';

/** The CRMs an organisation can connect (issue 28); one connection each. */
export const crmProviders = ['hubspot', 'salesforce'] as const;
export const crmProviderSchema = z.enum(crmProviders);
export type CrmProvider = z.infer<typeof crmProviderSchema>;

export const crmConnectionStates = ['connected', 'error'] as const;
export const crmSyncStates = ['pending', 'synced', 'failed'] as const;
export type CrmSyncState = (typeof crmSyncStates)[number];

/** Longest token accepted: HubSpot's private-app tokens are about 45 characters, OAuth tokens a few hundred. */
export const CRM_TOKEN_MAX_LENGTH = 2048;

/** One provider as the settings page shows it; never a token. */
export const crmConnectionSchema = z.object({
  provider: crmProviderSchema,
  connected: z.boolean(),
  state: z.enum(crmConnectionStates).nullable(),
  /** The account as the provider names it (HubSpot portal, Salesforce organisation). */
  accountLabel: z.string().nullable(),
  lastError: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  connectedAt: z.string().nullable(),
  authKind: z.enum(['token', 'oauth']).nullable(),
  /** False when this server cannot offer the provider (Salesforce without an OAuth client configured). */
  isAvailable: z.boolean(),
});
export type CrmConnection = z.infer<typeof crmConnectionSchema>;
export const crmConnectionListSchema = z.array(crmConnectionSchema);

/** A HubSpot private app's access token (Settings -> Integrations -> Private apps). */
export const connectHubspotBodySchema = z.object({
  accessToken: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(CRM_TOKEN_MAX_LENGTH, { error: 'validation.tooLong' })
    // Tokens are printable ASCII; anything else could not travel in an Authorization header anyway.
    .regex(/^[\x21-\x7E]+$/, { error: 'validation.invalid' }),
});
export type ConnectHubspotBody = z.infer<typeof connectHubspotBodySchema>;

/** Where to send the browser to let Salesforce ask the person for access. */
export const salesforceAuthorizationSchema = z.object({ url: z.string() });

/** The query the integrations page is sent back with after Salesforce's consent screen. */
export const crmCallbackOutcomes = ['connected', 'denied', 'invalid_state', 'failed'] as const;
export type CrmCallbackOutcome = (typeof crmCallbackOutcomes)[number];
