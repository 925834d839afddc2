import { randomBytes } from 'node:crypto';
import { expectThat, type FakeAnswer, type FakeRequest, isPlainObject, parseJson, startHttpFake } from './http-fake.ts';

export type SalesforceLead = { Id: string; fields: Record<string, unknown> };
export type SalesforceTask = { Id: string; fields: Record<string, unknown> };

const LEAD_STATUSES = new Set([
  'Open - Not Contacted',
  'Working - Contacted',
  'Closed - Converted',
  'Closed - Not Converted',
]);
const LEAD_FIELDS = new Set(['FirstName', 'LastName', 'Company', 'Email', 'Phone', 'Status']);
const TASK_FIELDS = new Set(['WhoId', 'Subject', 'Description', 'Status', 'ActivityDate']);
const ORG_ID = '00D5g000004ABCDEAA';
const USER_ID = '0055g00000ABCDEAAA';
const API_PREFIX = '/services/data/v';

const sfError = (status: number, errorCode: string, message: string, headers?: Record<string, string>): FakeAnswer => ({
  status,
  headers,
  body: [{ message, errorCode }],
});
const oauthError = (error: string, description: string): FakeAnswer => ({
  status: 400,
  body: { error, error_description: description },
});

/**
 * A local Salesforce for the sync tests: the OAuth token endpoint (authorization_code and refresh_token grants) and
 * the REST endpoints jsforce uses for Leads and Tasks (query, sobjects), each request checked (method, path, query,
 * body, Bearer token). Switches: `expireAccessToken` (the next call answers 401 INVALID_SESSION_ID), `failNext`
 * (429 with Retry-After, 500), `refuseRefresh`, `setDown`.
 */
export async function startFakeSalesforce(options: { clientId?: string; clientSecret?: string; port?: number } = {}) {
  const clientId = options.clientId ?? 'fake-consumer-key';
  const clientSecret = options.clientSecret ?? 'fake-consumer-secret';
  const codes = new Map<string, string>();
  const refreshTokens = new Set<string>();
  let accessToken = '';
  let isRefreshRefused = false;
  const leads = new Map<string, SalesforceLead>();
  const tasks: SalesforceTask[] = [];
  const grants: string[] = [];
  const failures: { status: number; retryAfter?: number }[] = [];
  let nextId = 1;
  let baseUrl = '';

  const newId = (prefix: string) => `${prefix}${String(nextId++).padStart(15 - prefix.length, '0')}`;
  const newToken = () => `00D5g000004ABCD!${randomBytes(24).toString('base64url')}`;

  function tokenAnswer(withRefresh: string | null): FakeAnswer {
    accessToken = newToken();
    return {
      status: 200,
      body: {
        access_token: accessToken,
        ...(withRefresh && { refresh_token: withRefresh }),
        signature: randomBytes(32).toString('base64'),
        scope: 'refresh_token api',
        instance_url: baseUrl,
        id: `${baseUrl}/id/${ORG_ID}/${USER_ID}`,
        token_type: 'Bearer',
        issued_at: String(Date.now()),
      },
    };
  }

  function handleToken(request: FakeRequest): FakeAnswer {
    expectThat(request.method === 'POST', 'the token endpoint takes POST');
    expectThat(
      request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'),
      'the token request must be form-encoded',
    );
    const form = new URLSearchParams(request.raw);
    const grant = form.get('grant_type');
    grants.push(grant ?? '');
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return oauthError('invalid_client', 'invalid client credentials');
    }
    if (grant === 'authorization_code') {
      const code = form.get('code') ?? '';
      const redirectUri = codes.get(code);
      codes.delete(code);
      if (!redirectUri) return oauthError('invalid_grant', 'invalid authorization code');
      expectThat(form.get('redirect_uri') === redirectUri, 'redirect_uri differs from the authorization request');
      const refreshToken = `5Aep861${randomBytes(24).toString('base64url')}`;
      refreshTokens.add(refreshToken);
      return tokenAnswer(refreshToken);
    }
    if (grant === 'refresh_token') {
      if (isRefreshRefused || !refreshTokens.has(form.get('refresh_token') ?? '')) {
        return oauthError('invalid_grant', 'expired access/refresh token');
      }
      return tokenAnswer(null);
    }
    return oauthError('unsupported_grant_type', 'grant type not supported');
  }

  /** `SELECT Id FROM Lead WHERE <Email|Phone> = '<value>' AND IsConverted = false ORDER BY CreatedDate LIMIT 1` */
  function runQuery(soql: string): FakeAnswer {
    const head = 'SELECT Id FROM Lead WHERE ';
    const tail = "' AND IsConverted = false ORDER BY CreatedDate LIMIT 1";
    expectThat(soql.startsWith(head) && soql.endsWith(tail), `unexpected SOQL: ${soql}`);
    const condition = soql.slice(head.length, soql.length - tail.length);
    const field = condition.startsWith("Email = '") ? 'Email' : condition.startsWith("Phone = '") ? 'Phone' : null;
    expectThat(field, `unexpected condition: ${condition}`);
    let value = '';
    const quoted = condition.slice(`${field} = '`.length);
    for (let index = 0; index < quoted.length; index += 1) {
      const character = quoted[index];
      if (character === '\\') {
        index += 1;
        value += quoted[index] ?? '';
      } else {
        expectThat(character !== "'", 'an unescaped quote in a SOQL string');
        value += character;
      }
    }
    const records = [...leads.values()]
      .filter((lead) => String(lead.fields[field] ?? '').toLowerCase() === value.toLowerCase())
      .slice(0, 1)
      .map((lead) => ({ attributes: { type: 'Lead', url: `${apiPath}/sobjects/Lead/${lead.Id}` }, Id: lead.Id }));
    return { status: 200, body: { totalSize: records.length, done: true, records } };
  }

  let apiPath = '';
  function handleApi(request: FakeRequest): FakeAnswer {
    const { method, path } = request;
    const version = path.slice(API_PREFIX.length).split('/')[0] ?? '';
    expectThat(/^\d{2}\.0$/.test(version), `unexpected API version ${version}`);
    apiPath = `${API_PREFIX}${version}`;
    const rest = path.slice(apiPath.length);
    const auth = request.headers.authorization;
    expectThat(typeof auth === 'string' && auth.startsWith('Bearer '), 'no Bearer token in Authorization');
    if (auth.slice('Bearer '.length) !== accessToken) {
      return sfError(401, 'INVALID_SESSION_ID', 'Session expired or invalid');
    }
    const failure = failures.shift();
    if (failure?.status === 429) {
      return sfError(
        429,
        'REQUEST_LIMIT_EXCEEDED',
        'TotalRequests Limit exceeded.',
        failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) },
      );
    }
    if (failure) return sfError(failure.status, 'UNKNOWN_EXCEPTION', 'An unexpected error occurred.');

    if (method === 'GET' && rest === '/query') {
      const soql = request.query.get('q');
      expectThat(soql, 'q is required');
      return runQuery(soql);
    }
    expectThat([...request.query.keys()].length === 0, 'unexpected query parameters');
    expectThat(request.headers['content-type']?.startsWith('application/json'), 'the body must be JSON');
    const body = parseJson(request.raw);
    expectThat(isPlainObject(body), 'the body must be an object');
    const checkFields = (allowed: Set<string>) => {
      for (const name of Object.keys(body)) expectThat(allowed.has(name), `unknown field ${name}`);
    };
    if (method === 'POST' && rest === '/sobjects/Lead') {
      checkFields(LEAD_FIELDS);
      const missing = ['LastName', 'Company'].filter((name) => typeof body[name] !== 'string' || body[name] === '');
      if (missing.length > 0) {
        return {
          status: 400,
          body: [
            {
              message: `Required fields are missing: [${missing.join(', ')}]`,
              errorCode: 'REQUIRED_FIELD_MISSING',
              fields: missing,
            },
          ],
        };
      }
      if (body.Status !== undefined && !LEAD_STATUSES.has(body.Status as string)) {
        return sfError(
          400,
          'INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST',
          `bad value for restricted picklist field: ${String(body.Status)}`,
        );
      }
      const lead = { Id: newId('00Q'), fields: { ...body } };
      leads.set(lead.Id, lead);
      return { status: 201, body: { id: lead.Id, success: true, errors: [] } };
    }
    if (method === 'PATCH' && rest.startsWith('/sobjects/Lead/')) {
      const lead = leads.get(rest.slice('/sobjects/Lead/'.length));
      if (!lead) return sfError(404, 'NOT_FOUND', 'The requested resource does not exist');
      checkFields(LEAD_FIELDS);
      if (body.Status !== undefined && !LEAD_STATUSES.has(body.Status as string)) {
        return sfError(
          400,
          'INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST',
          `bad value for restricted picklist field: ${String(body.Status)}`,
        );
      }
      Object.assign(lead.fields, body);
      return { status: 204 };
    }
    if (method === 'POST' && rest === '/sobjects/Task') {
      checkFields(TASK_FIELDS);
      expectThat(typeof body.WhoId === 'string' && leads.has(body.WhoId), 'WhoId must name an existing lead');
      expectThat(typeof body.Subject === 'string' && body.Subject.length <= 255, 'Subject up to 255 characters');
      const task = { Id: newId('00T'), fields: { ...body } };
      tasks.push(task);
      return { status: 201, body: { id: task.Id, success: true, errors: [] } };
    }
    throw new Error('no such endpoint');
  }

  const server = await startHttpFake(
    'Salesforce',
    (request) => {
      if (request.path === '/services/oauth2/token') return handleToken(request);
      if (request.path.startsWith(API_PREFIX)) return handleApi(request);
      throw new Error('no such endpoint');
    },
    options.port,
  );
  baseUrl = server.url;
  return {
    ...server,
    clientId,
    clientSecret,
    organisationId: ORG_ID,
    leads,
    tasks,
    grants,
    /** What Salesforce's consent screen does: issues a code for this redirect URI. */
    issueCode(redirectUri: string) {
      const code = `aPrx${randomBytes(16).toString('base64url')}`;
      codes.set(code, redirectUri);
      return code;
    },
    /** The current access token stops working, as one past its session timeout. */
    expireAccessToken() {
      accessToken = newToken();
    },
    refuseRefresh(refused = true) {
      isRefreshRefused = refused;
    },
    failNext(...next: { status: number; retryAfter?: number }[]) {
      failures.push(...next);
    },
    addLead(fields: Record<string, unknown>) {
      const lead = { Id: newId('00Q'), fields };
      leads.set(lead.Id, lead);
      return lead;
    },
  };
}
export type FakeSalesforce = Awaited<ReturnType<typeof startFakeSalesforce>>;
