import { randomUUID } from 'node:crypto';
import { expectThat, type FakeAnswer, type FakeRequest, isPlainObject, parseJson, startHttpFake } from './http-fake.ts';

export type HubspotContact = { id: string; properties: Record<string, string> };
export type HubspotNote = { id: string; properties: Record<string, string>; contactIds: string[] };

/** HubSpot's default lead statuses (the hs_lead_status property's options). */
const LEAD_STATUSES = new Set([
  'NEW',
  'OPEN',
  'IN_PROGRESS',
  'OPEN_DEAL',
  'UNQUALIFIED',
  'ATTEMPTED_TO_CONTACT',
  'CONNECTED',
  'BAD_TIMING',
]);
const CONTACT_PROPERTIES = new Set(['email', 'firstname', 'lastname', 'phone', 'company', 'hs_lead_status']);
const NOTE_TO_CONTACT = 202;

const error = (status: number, category: string, message: string, headers?: Record<string, string>): FakeAnswer => ({
  status,
  headers,
  body: { status: 'error', message, correlationId: randomUUID(), category },
});

/**
 * A local HubSpot for the sync tests: the account-info, contact search/create/update and note endpoints as HubSpot
 * documents them, each request checked (method, path, query, body shape, Bearer token). Switches: `failNext` answers
 * the next CRM requests with an error (401, 429 with Retry-After, 500), `setDown` makes it unreachable.
 */
export async function startFakeHubspot(options: { port?: number; tokens?: string[] } = {}) {
  const tokens = new Set(options.tokens ?? ['pat-eu1-good-token']);
  const contacts = new Map<string, HubspotContact>();
  const notes: HubspotNote[] = [];
  const requests: { method: string; path: string; body: unknown }[] = [];
  const failures: { status: number; retryAfter?: number }[] = [];
  let nextId = 1001;
  const portalId = 24_681_357;

  const now = () => new Date().toISOString();
  const asObject = (contact: HubspotContact) => ({
    id: contact.id,
    properties: { ...contact.properties, hs_object_id: contact.id },
    createdAt: now(),
    updatedAt: now(),
    archived: false,
  });

  function checkProperties(
    properties: unknown,
    allowed: Set<string> | null,
  ): asserts properties is Record<string, string> {
    expectThat(isPlainObject(properties), 'properties must be an object');
    for (const [name, value] of Object.entries(properties)) {
      expectThat(typeof value === 'string', `property ${name} must be a string`);
      expectThat(allowed === null || allowed.has(name), `unknown contact property ${name}`);
    }
    const status = properties.hs_lead_status;
    expectThat(
      status === undefined || LEAD_STATUSES.has(status as string),
      `hs_lead_status ${String(status)} is no option`,
    );
  }

  function handle(request: FakeRequest): FakeAnswer {
    const { method, path } = request;
    // The browser test's window on what arrived (it runs in another process); not a HubSpot endpoint.
    if (method === 'GET' && path === '/__fake/records') {
      return { status: 200, body: { contacts: [...contacts.values()], notes, violations: server.violations } };
    }
    const auth = request.headers.authorization;
    expectThat(typeof auth === 'string' && auth.startsWith('Bearer '), 'no Bearer token in Authorization');
    expectThat([...request.query.keys()].length === 0, 'unexpected query parameters (hapikey?)');
    if (!tokens.has(auth.slice('Bearer '.length))) {
      return error(
        401,
        'INVALID_AUTHENTICATION',
        'Authentication credentials not found. This API supports OAuth 2.0 authentication.',
      );
    }
    if (method === 'GET' && path === '/account-info/v3/details') {
      return {
        status: 200,
        body: {
          portalId,
          accountType: 'STANDARD',
          timeZone: 'Europe/Berlin',
          companyCurrency: 'EUR',
          additionalCurrencies: [],
          utcOffset: '+01:00',
          utcOffsetMilliseconds: 3_600_000,
          uiDomain: 'app-eu1.hubspot.com',
          dataHostingLocation: 'eu1',
        },
      };
    }
    const failure = failures.shift();
    if (failure?.status === 429) {
      return {
        status: 429,
        headers: failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) },
        body: {
          status: 'error',
          message: 'You have reached your secondly limit.',
          errorType: 'RATE_LIMIT',
          correlationId: randomUUID(),
          policyName: 'SECONDLY',
        },
      };
    }
    if (failure?.status === 401)
      return error(401, 'EXPIRED_AUTHENTICATION', 'The OAuth token used to make this call expired.');
    if (failure) return error(failure.status, 'INTERNAL_ERROR', 'Internal error');

    expectThat(request.headers['content-type']?.startsWith('application/json'), 'the body must be JSON');
    const body = parseJson(request.raw);
    requests.push({ method, path, body });
    expectThat(isPlainObject(body), 'the body must be an object');

    if (method === 'POST' && path === '/crm/v3/objects/contacts/search') {
      const groups = body.filterGroups;
      expectThat(Array.isArray(groups) && groups.length === 1, 'one filter group expected');
      const filters = (groups[0] as { filters?: unknown }).filters;
      expectThat(Array.isArray(filters) && filters.length === 1, 'one filter expected');
      const filter = filters[0] as Record<string, unknown>;
      expectThat(filter.operator === 'EQ', 'operator EQ expected');
      expectThat(filter.propertyName === 'email' || filter.propertyName === 'phone', 'search by email or phone');
      expectThat(typeof filter.value === 'string' && filter.value !== '', 'a filter value is required');
      expectThat(body.limit === undefined || (typeof body.limit === 'number' && body.limit <= 200), 'limit 1-200');
      const property = filter.propertyName as string;
      const value = (filter.value as string).toLowerCase();
      const results = [...contacts.values()]
        .filter((contact) => contact.properties[property]?.toLowerCase() === value)
        .slice(0, (body.limit as number | undefined) ?? 10);
      return { status: 200, body: { total: results.length, results: results.map(asObject) } };
    }
    if (method === 'POST' && path === '/crm/v3/objects/contacts') {
      checkProperties(body.properties, CONTACT_PROPERTIES);
      expectThat(body.associations === undefined || Array.isArray(body.associations), 'associations must be a list');
      const email = body.properties.email?.toLowerCase();
      if (email && [...contacts.values()].some((contact) => contact.properties.email?.toLowerCase() === email)) {
        return error(409, 'CONFLICT', `Contact already exists. Existing ID: ${email}`);
      }
      const contact = { id: String(nextId++), properties: { ...body.properties } };
      contacts.set(contact.id, contact);
      return { status: 201, body: asObject(contact) };
    }
    const contactPath = '/crm/v3/objects/contacts/';
    if (method === 'PATCH' && path.startsWith(contactPath)) {
      const contact = contacts.get(path.slice(contactPath.length));
      if (!contact) return error(404, 'OBJECT_NOT_FOUND', 'resource not found');
      checkProperties(body.properties, CONTACT_PROPERTIES);
      Object.assign(contact.properties, body.properties);
      return { status: 200, body: asObject(contact) };
    }
    if (method === 'POST' && path === '/crm/v3/objects/notes') {
      checkProperties(body.properties, new Set(['hs_timestamp', 'hs_note_body']));
      expectThat(body.properties.hs_timestamp, 'hs_timestamp is required');
      expectThat(!Number.isNaN(Date.parse(body.properties.hs_timestamp)), 'hs_timestamp must be a date');
      const associations = body.associations;
      expectThat(Array.isArray(associations) && associations.length > 0, 'a note needs an association');
      const contactIds = associations.map((association) => {
        const { to, types } = association as { to?: { id?: unknown }; types?: unknown };
        expectThat(typeof to?.id === 'string', 'association.to.id must be a string');
        expectThat(Array.isArray(types) && types.length === 1, 'one association type');
        const [type] = types as { associationCategory?: unknown; associationTypeId?: unknown }[];
        expectThat(type?.associationCategory === 'HUBSPOT_DEFINED', 'HUBSPOT_DEFINED association expected');
        expectThat(type?.associationTypeId === NOTE_TO_CONTACT, 'note-to-contact association (202) expected');
        expectThat(contacts.has(to.id), `no contact ${to.id}`);
        return to.id;
      });
      const note = { id: String(nextId++), properties: { ...body.properties }, contactIds };
      notes.push(note);
      return {
        status: 201,
        body: { id: note.id, properties: note.properties, createdAt: now(), updatedAt: now(), archived: false },
      };
    }
    throw new Error('no such endpoint');
  }

  const server = await startHttpFake('HubSpot', handle, options.port);
  return {
    ...server,
    portalId,
    contacts,
    notes,
    requests,
    /** The next CRM requests (not account-info) answer these errors, one each. */
    failNext(...next: { status: number; retryAfter?: number }[]) {
      failures.push(...next);
    },
    revokeToken(token: string) {
      tokens.delete(token);
    },
    addToken(token: string) {
      tokens.add(token);
    },
    addContact(properties: Record<string, string>) {
      const contact = { id: String(nextId++), properties };
      contacts.set(contact.id, contact);
      return contact;
    },
    reset() {
      contacts.clear();
      notes.length = 0;
      requests.length = 0;
      failures.length = 0;
      server.violations.length = 0;
    },
  };
}
export type FakeHubspot = Awaited<ReturnType<typeof startFakeHubspot>>;
