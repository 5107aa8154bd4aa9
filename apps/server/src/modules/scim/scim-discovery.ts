import { SCIM_BASE } from '@kampus/contract';
import { GROUP_SCHEMA } from './scim-group-map.ts';
import { KAMPUS_USER_SCHEMA, USER_SCHEMA } from './scim-user-map.ts';

const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
const CONFIG_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

/** Most resources one page answers: a client pages on with `startIndex`. */
export const MAX_PAGE = 200;

export const listResponse = (total: number, offset: number, resources: unknown[]) => ({
  schemas: [LIST_SCHEMA],
  totalResults: total,
  startIndex: offset + 1,
  itemsPerPage: resources.length,
  Resources: resources,
});

/** RFC 7643 5: what the service supports. Kampus has no bulk, sort or ETags; filter and PATCH it has. */
export const serviceProviderConfig = () => ({
  schemas: [CONFIG_SCHEMA],
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: MAX_PAGE },
  changePassword: { supported: true },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Kampus API key',
      description: 'Authorization: Bearer <the API key of a Kampus staff user> (docs/developer.md)',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${SCIM_BASE}/ServiceProviderConfig` },
});

const resourceType = (name: 'User' | 'Group', schema: string, extensions: string[]) => ({
  schemas: [RESOURCE_TYPE_SCHEMA],
  id: name,
  name,
  endpoint: `/${name}s`,
  description: name === 'User' ? 'A Kampus account' : 'A Kampus school: its staff memberships',
  schema,
  schemaExtensions: extensions.map((extension) => ({ schema: extension, required: false })),
  meta: { resourceType: 'ResourceType', location: `${SCIM_BASE}/ResourceTypes/${name}` },
});

export const resourceTypes = () => {
  const types = [resourceType('User', USER_SCHEMA, [KAMPUS_USER_SCHEMA]), resourceType('Group', GROUP_SCHEMA, [])];
  return listResponse(types.length, 0, types);
};

interface Attribute {
  name: string;
  type: 'string' | 'boolean' | 'complex' | 'integer' | 'reference';
  required?: boolean;
  multiValued?: boolean;
  mutability?: 'readOnly' | 'readWrite' | 'writeOnly' | 'immutable';
  returned?: 'always' | 'default' | 'never';
  uniqueness?: 'none' | 'server';
  subAttributes?: Attribute[];
  description: string;
}

/** An attribute as RFC 7643 7 describes one, with its defaults written out (clients read them). */
const attribute = (spec: Attribute): Record<string, unknown> => ({
  name: spec.name,
  type: spec.type,
  multiValued: spec.multiValued ?? false,
  description: spec.description,
  required: spec.required ?? false,
  caseExact: false,
  mutability: spec.mutability ?? 'readWrite',
  returned: spec.returned ?? 'default',
  uniqueness: spec.uniqueness ?? 'none',
  ...(spec.subAttributes ? { subAttributes: spec.subAttributes.map(attribute) } : {}),
});

const schema = (id: string, name: string, description: string, attributes: Attribute[]) => ({
  schemas: [SCHEMA_SCHEMA],
  id,
  name,
  description,
  attributes: attributes.map(attribute),
  meta: { resourceType: 'Schema', location: `${SCIM_BASE}/Schemas/${id}` },
});

const userSchema = schema(USER_SCHEMA, 'User', 'A Kampus account', [
  { name: 'userName', type: 'string', required: true, uniqueness: 'server', description: 'The sign-in e-mail address' },
  {
    name: 'name',
    type: 'complex',
    required: true,
    description: 'The person’s name',
    subAttributes: [
      { name: 'givenName', type: 'string', required: true, description: 'First name' },
      { name: 'familyName', type: 'string', required: true, description: 'Last name' },
      { name: 'formatted', type: 'string', mutability: 'readOnly', description: 'Both names' },
    ],
  },
  { name: 'displayName', type: 'string', mutability: 'readOnly', description: 'Both names' },
  {
    name: 'emails',
    type: 'complex',
    multiValued: true,
    mutability: 'readOnly',
    description: 'The sign-in e-mail address (set through userName)',
    subAttributes: [
      { name: 'value', type: 'string', description: 'The address' },
      { name: 'type', type: 'string', description: 'work' },
      { name: 'primary', type: 'boolean', description: 'true' },
    ],
  },
  { name: 'active', type: 'boolean', description: 'Whether the account may sign in' },
  { name: 'password', type: 'string', mutability: 'writeOnly', returned: 'never', description: 'A new password' },
]);

const kampusSchema = schema(KAMPUS_USER_SCHEMA, 'KampusUser', 'What Kampus keeps of an account besides the core', [
  { name: 'userType', type: 'string', description: 'The user type: its id or its name (Teacher by default)' },
  { name: 'userTypeName', type: 'string', mutability: 'readOnly', description: 'The user type’s name' },
  { name: 'school', type: 'integer', description: 'The home school’s id (the key user’s school by default)' },
]);

const groupSchema = schema(GROUP_SCHEMA, 'Group', 'A Kampus school and its staff memberships', [
  { name: 'displayName', type: 'string', required: true, uniqueness: 'server', description: 'The school’s title' },
  {
    name: 'members',
    type: 'complex',
    multiValued: true,
    description: 'The school’s people: by home school or by membership',
    subAttributes: [
      { name: 'value', type: 'string', mutability: 'immutable', description: 'The User id' },
      { name: 'display', type: 'string', mutability: 'readOnly', description: 'The person’s name' },
      { name: '$ref', type: 'reference', mutability: 'immutable', description: 'The User’s location' },
    ],
  },
]);

export const schemas = () => {
  const all = [userSchema, kampusSchema, groupSchema];
  return listResponse(all.length, 0, all);
};
