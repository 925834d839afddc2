import { ScimError } from './errors.ts';

/**
 * What a SCIM client learns about this service before it provisions anyone (RFC 7643 §5–7, RFC 7644 §4): the
 * features supported, the two resource types and their schemas.
 */

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const CONFIG_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

/** A list answer is at most this long; a client asking for more gets this many per page. */
export const MAX_RESULTS = 200;
export const DEFAULT_COUNT = 100;

export const listResponse = <T>(resources: T[], { total, startIndex }: { total: number; startIndex: number }) => ({
  schemas: [LIST_SCHEMA],
  totalResults: total,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});

export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: [CONFIG_SCHEMA],
    documentationUri: `${baseUrl}/ServiceProviderConfig`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_RESULTS },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'OAuth Bearer Token',
        description: 'The SCIM token an owner or admin creates under Settings, Single sign-on, sent as a bearer token.',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
  };
}

const resourceTypeDocuments = (baseUrl: string) => [
  {
    schemas: [RESOURCE_TYPE_SCHEMA],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    description: 'A member of the organisation',
    schema: USER_SCHEMA,
    schemaExtensions: [],
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
  },
  {
    schemas: [RESOURCE_TYPE_SCHEMA],
    id: 'Group',
    name: 'Group',
    endpoint: '/Groups',
    description: 'A group of members; the organisation maps group names to a team role',
    schema: GROUP_SCHEMA,
    schemaExtensions: [],
    meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/Group` },
  },
];

type AttributeOptions = {
  type?: 'string' | 'boolean' | 'complex' | 'reference';
  multiValued?: boolean;
  required?: boolean;
  mutability?: 'readOnly' | 'readWrite' | 'immutable';
  uniqueness?: 'none' | 'server';
  caseExact?: boolean;
  subAttributes?: ReturnType<typeof attribute>[];
  referenceTypes?: string[];
  description: string;
};

function attribute(name: string, options: AttributeOptions): Record<string, unknown> {
  const { type = 'string', multiValued = false, required = false, mutability = 'readWrite' } = options;
  return {
    name,
    type,
    multiValued,
    description: options.description,
    required,
    ...(type === 'string' && { caseExact: options.caseExact ?? false }),
    mutability,
    returned: 'default',
    uniqueness: options.uniqueness ?? 'none',
    ...(options.subAttributes && { subAttributes: options.subAttributes }),
    ...(options.referenceTypes && { referenceTypes: options.referenceTypes }),
  };
}

const schemaDocuments = (baseUrl: string) => [
  {
    schemas: [SCHEMA_SCHEMA],
    id: USER_SCHEMA,
    name: 'User',
    description: 'A member of the organisation; userName is their e-mail address',
    attributes: [
      attribute('userName', {
        required: true,
        uniqueness: 'server',
        description: 'The e-mail address the member signs in with, unique across the service',
      }),
      attribute('name', {
        type: 'complex',
        description: 'The member’s name',
        subAttributes: [
          attribute('formatted', { mutability: 'readOnly', description: 'Given and family name' }),
          attribute('givenName', { description: 'Given name' }),
          attribute('familyName', { description: 'Family name' }),
        ],
      }),
      attribute('displayName', { mutability: 'readOnly', description: 'Given and family name' }),
      attribute('preferredLanguage', { description: 'en or de: the language of the member’s e-mails' }),
      attribute('active', { type: 'boolean', description: 'False signs the member out and frees their seat' }),
      attribute('emails', {
        type: 'complex',
        multiValued: true,
        description: 'The member’s e-mail address (the same as userName)',
        subAttributes: [
          attribute('value', { description: 'The address' }),
          attribute('type', { description: 'work' }),
          attribute('primary', { type: 'boolean', description: 'Always true' }),
        ],
      }),
    ],
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${USER_SCHEMA}` },
  },
  {
    schemas: [SCHEMA_SCHEMA],
    id: GROUP_SCHEMA,
    name: 'Group',
    description: 'A group of members; its name may map to a team role',
    attributes: [
      attribute('displayName', {
        required: true,
        uniqueness: 'server',
        description: 'The group’s name, unique in the organisation',
      }),
      attribute('members', {
        type: 'complex',
        multiValued: true,
        description: 'The members of the group',
        subAttributes: [
          attribute('value', { mutability: 'immutable', description: 'The member’s id' }),
          attribute('$ref', { type: 'reference', referenceTypes: ['User'], description: 'The member’s URI' }),
          attribute('display', { mutability: 'readOnly', description: 'The member’s e-mail address' }),
        ],
      }),
    ],
    meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${GROUP_SCHEMA}` },
  },
];

export const resourceTypes = (baseUrl: string) => {
  const documents = resourceTypeDocuments(baseUrl);
  return listResponse(documents, { total: documents.length, startIndex: 1 });
};

export function resourceType(baseUrl: string, id: string) {
  const found = resourceTypeDocuments(baseUrl).find((document) => document.id === id);
  if (!found) throw new ScimError(404, `Resource type ${id.slice(0, 100)} not found.`);
  return found;
}

export const schemas = (baseUrl: string) => {
  const documents = schemaDocuments(baseUrl);
  return listResponse(documents, { total: documents.length, startIndex: 1 });
};

export function schema(baseUrl: string, id: string) {
  const found = schemaDocuments(baseUrl).find((document) => document.id === id);
  if (!found) throw new ScimError(404, `Schema ${id.slice(0, 200)} not found.`);
  return found;
}
