import { Connection, OAuth2 } from 'jsforce';
import {
  type CrmClient,
  CrmError,
  type CrmLead,
  type LeadStatus,
  noteText,
  parseRetryAfter,
  splitName,
} from './crm-client.ts';

/** The REST API version jsforce speaks to the instance. */
export const SALESFORCE_API_VERSION = '61.0';
/** What the connected app asks for: the REST API, and a refresh token for the background sync. */
const SCOPES = 'api refresh_token';

/**
 * Our pipeline's status as the Lead's default `Status` picklist names it. A converted status cannot be set through
 * the API (conversion is a Salesforce step that makes an account, contact and opportunity), so "won" stays working.
 */
export const salesforceLeadStatus: Record<LeadStatus, string> = {
  new: 'Open - Not Contacted',
  contacted: 'Working - Contacted',
  qualified: 'Working - Contacted',
  won: 'Working - Contacted',
  lost: 'Closed - Not Converted',
};

/** Salesforce requires a Lead's company. */
export const UNKNOWN_COMPANY = '[not provided]';

export type SalesforceApp = { loginUrl: string; clientId: string; clientSecret: string; redirectUri: string };

const createOAuth2 = (app: SalesforceApp) =>
  new OAuth2({
    loginUrl: app.loginUrl,
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    redirectUri: app.redirectUri,
  });

/** Salesforce's consent page for our connected app, carrying the signed state. */
export function salesforceAuthorizationUrl(app: SalesforceApp, state: string): string {
  return createOAuth2(app).getAuthorizationUrl({ scope: SCOPES, state, prompt: 'login consent' });
}

/** Exchanges the authorization code for tokens (jsforce's authorize), with the instance the org lives on. */
export async function exchangeSalesforceCode(app: SalesforceApp, code: string) {
  const connection = new Connection({ oauth2: createOAuth2(app), version: SALESFORCE_API_VERSION });
  const userInfo = await connection.authorize(code);
  if (!connection.refreshToken)
    throw new Error('Salesforce sent no refresh token: the app needs the refresh_token scope');
  return {
    accessToken: connection.accessToken as string,
    refreshToken: connection.refreshToken,
    instanceUrl: connection.instanceUrl,
    accountLabel: `${new URL(connection.instanceUrl).host} (${userInfo.organizationId})`,
  };
}

/** A string inside single quotes of a SOQL statement. */
const soqlString = (value: string) => `'${value.replace(/[\\']/g, (character) => `\\${character}`)}'`;

type LastResponse = { statusCode: number; headers: Record<string, string> } | undefined;
type HttpTransport = { httpRequest(request: unknown, options?: unknown): PromiseLike<unknown> };

/**
 * The sync worker's Salesforce: Leads and Tasks through jsforce on the org's instance. A 401 refreshes the access
 * token once (`onRefresh` stores the new one); a second refusal is final.
 */
export function createSalesforceCrm(options: {
  app: SalesforceApp;
  instanceUrl: string;
  accessToken: string;
  refreshToken: string;
  onRefresh(accessToken: string): Promise<void>;
}): CrmClient {
  const oauth2 = createOAuth2(options.app);
  let hasRefreshed = false;
  let isRefused = false;
  const connection = new Connection({
    oauth2,
    instanceUrl: options.instanceUrl,
    accessToken: options.accessToken,
    refreshToken: options.refreshToken,
    version: SALESFORCE_API_VERSION,
    refreshFn: (_connection, callback) => {
      if (hasRefreshed) {
        isRefused = true;
        callback(new Error('the new access token was refused too'));
        return;
      }
      hasRefreshed = true;
      oauth2.refreshToken(options.refreshToken).then(
        async (token) => {
          await options.onRefresh(token.access_token);
          callback(null, token.access_token, token);
        },
        (error: Error) => {
          isRefused = true;
          callback(error);
        },
      );
    },
  });
  // jsforce's errors carry Salesforce's errorCode but not the answer's status and headers (Retry-After): the last
  // answer is kept from its transport. Its own retries (5, without Retry-After) are off: the sync worker retries.
  let last: LastResponse;
  const transport = (connection as unknown as { _transport: HttpTransport })._transport;
  const send = transport.httpRequest.bind(transport);
  transport.httpRequest = (request, requestOptions) => {
    const pending = send(request, { ...(requestOptions as object), retry: { maxRetries: 0 } });
    Promise.resolve(pending).then(
      (response) => {
        last = response as LastResponse;
      },
      () => {
        last = undefined;
      },
    );
    return pending;
  };

  const toError = (error: unknown): CrmError => {
    if (error instanceof CrmError) return error;
    const message = (error as Error)?.message ?? String(error);
    if (isRefused)
      return new CrmError('unauthorized', `Salesforce refused the access: ${message}. Connect Salesforce again.`);
    const status = last?.statusCode;
    if (status === 429 || (error as { errorCode?: unknown }).errorCode === 'REQUEST_LIMIT_EXCEEDED') {
      return new CrmError(
        'rate_limited',
        `Salesforce's request limit was reached (${message}).`,
        parseRetryAfter(last?.headers['retry-after']),
      );
    }
    if (status === undefined || status >= 500)
      return new CrmError('unavailable', `Salesforce could not be reached: ${message}`);
    if (status === 401 || status === 403)
      return new CrmError('unauthorized', `Salesforce refused the access: ${message}. Connect Salesforce again.`);
    return new CrmError('rejected', `Salesforce refused the request: ${message}`);
  };
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    last = undefined;
    try {
      return await work();
    } catch (error) {
      throw toError(error);
    }
  };

  const findBy = async (field: 'Email' | 'Phone', value: string) => {
    const result = await call(async () =>
      connection.query<{ Id: string }>(
        `SELECT Id FROM Lead WHERE ${field} = ${soqlString(value)} AND IsConverted = false ORDER BY CreatedDate LIMIT 1`,
      ),
    );
    return result.records[0]?.Id ?? null;
  };

  return {
    async findContact(lead: CrmLead) {
      if (lead.email) {
        const byEmail = await findBy('Email', lead.email);
        if (byEmail) return byEmail;
      }
      return lead.phone ? findBy('Phone', lead.phone) : null;
    },
    async createContact(lead: CrmLead) {
      const { firstName, lastName } = splitName(lead.name);
      const saved = await call(() =>
        connection.sobject('Lead').create({
          FirstName: firstName || null,
          LastName: lastName,
          Company: lead.company || UNKNOWN_COMPANY,
          Email: lead.email,
          Phone: lead.phone,
          Status: salesforceLeadStatus[lead.status],
        }),
      );
      if (!saved.success || !saved.id) throw new CrmError('rejected', 'Salesforce did not create the lead.');
      return saved.id;
    },
    async addNote(externalId: string, lead: CrmLead) {
      await call(() =>
        connection.sobject('Task').create({
          WhoId: externalId,
          Subject: `Lead from card "${(lead.cardName ?? 'deleted card').slice(0, 200)}"`,
          Description: noteText(lead),
          Status: 'Completed',
          ActivityDate: lead.createdAt.toISOString().slice(0, 10),
        }),
      );
    },
    async updateStatus(externalId: string, status: LeadStatus) {
      await call(() => connection.sobject('Lead').update({ Id: externalId, Status: salesforceLeadStatus[status] }));
    },
  };
}
