import { AssociationTypes, Client } from '@hubspot/api-client';
import { FilterOperatorEnum } from '@hubspot/api-client/lib/codegen/crm/contacts/index.js';
import { AssociationSpecAssociationCategoryEnum } from '@hubspot/api-client/lib/codegen/crm/objects/notes/index.js';
import {
  type CrmClient,
  CrmError,
  type CrmLead,
  type LeadStatus,
  noteText,
  parseRetryAfter,
  splitName,
} from './crm-client.ts';

/**
 * Our pipeline's status as HubSpot's default `hs_lead_status` options name it. HubSpot has no "won" lead status: a
 * won lead is an open deal there, as deals are where HubSpot closes business (decision 032).
 */
export const hubspotLeadStatus: Record<LeadStatus, string> = {
  new: 'NEW',
  contacted: 'CONNECTED',
  qualified: 'OPEN_DEAL',
  won: 'OPEN_DEAL',
  lost: 'UNQUALIFIED',
};

const createClient = (basePath: string, accessToken: string) =>
  // No retries in the client: the sync worker retries with its own backoff and Retry-After.
  new Client({ accessToken, basePath, numberOfApiCallRetries: 0 });

type ApiFailure = { code?: unknown; headers?: Record<string, string>; body?: unknown };

/** A HubSpot client error (ApiException: code, headers, body) or a network error, as the worker decides on it. */
export function toHubspotError(error: unknown): CrmError {
  const { code, headers, body } = (error ?? {}) as ApiFailure;
  if (typeof code !== 'number') {
    return new CrmError('unavailable', `HubSpot could not be reached: ${(error as Error)?.message ?? String(error)}`);
  }
  const detail =
    typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : `HTTP ${code}`;
  if (code === 401 || code === 403) {
    return new CrmError('unauthorized', `HubSpot refused the access token (${detail}). Connect HubSpot again.`);
  }
  if (code === 429) {
    return new CrmError(
      'rate_limited',
      `HubSpot's rate limit was reached (${detail}).`,
      parseRetryAfter(headers?.['retry-after']),
    );
  }
  if (code >= 500 || code === 408) return new CrmError('unavailable', `HubSpot answered ${code} (${detail}).`);
  return new CrmError('rejected', `HubSpot refused the request (${detail}).`);
}

const rethrow = (error: unknown): never => {
  throw error instanceof CrmError ? error : toHubspotError(error);
};

/**
 * Checks a private-app token against HubSpot's account-info endpoint; answers the portal's label, or null when
 * HubSpot refuses the token. Throws a CrmError when HubSpot cannot be asked.
 */
export async function verifyHubspotToken(
  basePath: string,
  accessToken: string,
): Promise<{ accountLabel: string } | null> {
  let response: Awaited<ReturnType<Client['apiRequest']>>;
  try {
    response = await createClient(basePath, accessToken).apiRequest({
      method: 'GET',
      path: '/account-info/v3/details',
    });
  } catch (error) {
    // The client throws on a network error; an HTTP answer of any status comes back as a response.
    const status = (error as { code?: unknown }).code;
    if (status === 401 || status === 403) return null;
    throw toHubspotError(error);
  }
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) throw toHubspotError({ code: response.status, headers: Object.fromEntries(response.headers) });
  const account = (await response.json()) as { portalId?: unknown; uiDomain?: unknown };
  return {
    accountLabel:
      typeof account.portalId === 'number' || typeof account.portalId === 'string'
        ? String(account.portalId)
        : 'HubSpot',
  };
}

/** The sync worker's HubSpot: contacts and notes through @hubspot/api-client against `basePath`. */
export function createHubspotCrm({ basePath, accessToken }: { basePath: string; accessToken: string }): CrmClient {
  const client = createClient(basePath, accessToken);
  const contacts = client.crm.contacts;

  const searchBy = async (propertyName: 'email' | 'phone', value: string) => {
    const found = await contacts.searchApi
      .doSearch({
        filterGroups: [{ filters: [{ propertyName, operator: FilterOperatorEnum.Eq, value }] }],
        properties: ['email', 'phone', 'hs_lead_status'],
        limit: 1,
      })
      .catch(rethrow);
    return found.results[0]?.id ?? null;
  };

  return {
    async findContact(lead: CrmLead) {
      if (lead.email) {
        const byEmail = await searchBy('email', lead.email);
        if (byEmail) return byEmail;
      }
      return lead.phone ? searchBy('phone', lead.phone) : null;
    },
    async createContact(lead: CrmLead) {
      const { firstName, lastName } = splitName(lead.name);
      const properties: Record<string, string> = {
        firstname: firstName,
        lastname: lastName,
        hs_lead_status: hubspotLeadStatus[lead.status],
      };
      if (lead.email) properties.email = lead.email;
      if (lead.phone) properties.phone = lead.phone;
      if (lead.company) properties.company = lead.company;
      const created = await contacts.basicApi.create({ properties, associations: [] }).catch(rethrow);
      return created.id;
    },
    async addNote(externalId: string, lead: CrmLead) {
      await client.crm.objects.notes.basicApi
        .create({
          properties: { hs_timestamp: lead.createdAt.toISOString(), hs_note_body: noteText(lead) },
          associations: [
            {
              to: { id: externalId },
              types: [
                {
                  associationCategory: AssociationSpecAssociationCategoryEnum.HubspotDefined,
                  associationTypeId: AssociationTypes.noteToContact,
                },
              ],
            },
          ],
        })
        .catch(rethrow);
    },
    async updateStatus(externalId: string, status: LeadStatus) {
      await contacts.basicApi
        .update(externalId, { properties: { hs_lead_status: hubspotLeadStatus[status] } })
        .catch(rethrow);
    },
  };
}
