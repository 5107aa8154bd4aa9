import type { Resource } from '@kampus/contract';
import { idempotencyHeader, tenancyHeaders } from './openapi-parameters.ts';
import { fieldSchema, type Schema } from './openapi-schemas.ts';

/** What each refusal of a generic route means (problem-handler.ts answers them all as problem+json). */
const refusals: Record<number, string> = {
  400: 'Malformed JSON, or a page or filter of the wrong kind',
  401: 'Not signed in, or the token no longer works',
  403: 'The caller may not do this, or the schoolId / seasonId header is out of reach',
  404: "No such record, or one beyond the caller's reach",
  409: 'The record is still referenced, or clashes with another',
  412: 'If-Match names another version: nothing changed',
  415: 'A PATCH body must be application/merge-patch+json',
  422: 'The input is refused: `violations` name the fields',
};

const problems = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, { $ref: `#/components/responses/Problem${status}` }]));

/** The shared problem responses, one per status, that the generic routes point at. */
export const problemResponses = Object.fromEntries(
  Object.entries(refusals).map(([status, description]) => [
    `Problem${status}`,
    { description, content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } },
  ]),
);

/** Item changes (core/versions.ts): the `ETag` of the version the change is based on. */
const ifMatchHeader = {
  name: 'If-Match',
  in: 'header',
  schema: { type: 'string' },
  description:
    "The item's ETag as read: another version answers 412 and changes nothing; without it the change proceeds",
};
const etagHeader = { ETag: { description: "The item's version, for If-Match", schema: { type: 'string' } } };

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A record in both formats the generic routes write (Accept, or the `.json` / `.jsonld` suffix). */
const itemContent = (resource: Resource) => ({
  'application/json': { schema: ref(resource.type) },
  'application/ld+json': { schema: ref(`${resource.type}.jsonld`) },
});

const listParameters = (resource: Resource): Schema[] => [
  ...tenancyHeaders,
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'itemsPerPage', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 500, default: 30 } },
  { name: 'pagination', in: 'query', schema: { type: 'boolean', default: true } },
  ...(resource.searchFields.length > 0 ? [{ name: 'search', in: 'query', schema: { type: 'string' } }] : []),
  ...resource.filters.flatMap((name) => {
    const field = resource.fields[name];
    const schema = field ? fieldSchema(field) : { type: 'string' };
    return [
      { name, in: 'query', schema },
      { name: `${name}[]`, in: 'query', schema: { type: 'array', items: schema }, style: 'form', explode: true },
      ...(field?.kind === 'date' || field?.kind === 'dateTime'
        ? [
            { name: `${name}[after]`, in: 'query', schema },
            { name: `${name}[before]`, in: 'query', schema },
          ]
        : []),
    ];
  }),
  ...(resource.deadline
    ? ['overdue', 'dueSoon'].map((name) => ({ name, in: 'query', schema: { type: 'boolean', default: false } }))
    : []),
  ...[...new Set(['id', ...resource.orderFields])].map((name) => ({
    name: `order[${name}]`,
    in: 'query',
    schema: { type: 'string', enum: ['asc', 'desc'] },
  })),
];

/** The path key: a serial id, or the resource's alternate uuid (a user by uuid). */
const idParameter = (resource: Resource) => ({
  name: 'id',
  in: 'path',
  required: true,
  schema: resource.alternateKey
    ? {
        oneOf: [
          { type: 'integer', minimum: 1 },
          { type: 'string', format: 'uuid' },
        ],
      }
    : { type: 'integer', minimum: 1 },
});

type Format = 'both' | 'application/json' | 'application/ld+json';

const listOperation = (resource: Resource, format: Format) => {
  const both = {
    'application/json': { schema: { type: 'array', items: ref(resource.type) } },
    'application/ld+json': { schema: ref(`${resource.type}.jsonld.collection`) },
  };
  const suffix = format === 'both' ? '' : format === 'application/json' ? 'Json' : 'Jsonld';
  return {
    operationId: `get${resource.type}Collection${suffix}`,
    summary:
      format === 'both'
        ? `Lists ${resource.name} in the caller's reach`
        : `Lists ${resource.name} as ${format}, whatever Accept says`,
    tags: [resource.name],
    parameters: listParameters(resource),
    responses: {
      200: {
        description: 'A page of items',
        content: format === 'both' ? both : { [format]: both[format] },
      },
      ...problems(400, 401, 403),
    },
  };
};

const bulkPath = (resource: Resource) => ({
  post: {
    operationId: `post${resource.type}Bulk`,
    summary: `Creates several ${resource.name}: all or none`,
    tags: [resource.name],
    parameters: [...tenancyHeaders, idempotencyHeader],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['items'],
            properties: {
              items: { type: 'array', minItems: 1, maxItems: 1000, items: ref(`${resource.type}.create`) },
            },
          },
        },
      },
    },
    responses: {
      201: {
        description: 'Every item created, in order',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['items'],
              properties: { items: { type: 'array', items: ref(resource.type) } },
            },
          },
        },
      },
      ...problems(400, 401, 403, 409, 422),
    },
  },
});

type PathItems = Record<string, Record<string, unknown>>;

/** The generic routes of one declaration (resource-routes.ts), paths relative to the `/api` server. */
export const crudPaths = (resource: Resource): PathItems => {
  const tags = [resource.name];
  const idParam = idParameter(resource);
  const quiet = resource.noContentPatchFields ?? [];
  // A command resource (money) runs every write as a command: a repeated key answers the first answer.
  const keyed = resource.commands ? [idempotencyHeader] : [];
  const paths: PathItems = {
    [`/${resource.name}`]: {
      get: listOperation(resource, 'both'),
      post: {
        operationId: `post${resource.type}`,
        summary: `Creates a ${resource.type}`,
        tags,
        parameters: [...tenancyHeaders, ...keyed],
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: ref(`${resource.type}.create`) },
            'application/ld+json': { schema: ref(`${resource.type}.create`) },
          },
        },
        responses: {
          [resource.createStatus]: { description: 'Created', headers: etagHeader, content: itemContent(resource) },
          ...problems(400, 401, 403, 409, 422),
        },
      },
    },
    ...(resource.bulk ? { [`/${resource.name}/bulk`]: bulkPath(resource) } : {}),
    [`/${resource.name}/{id}`]: {
      get: {
        operationId: `get${resource.type}`,
        summary: `Reads a ${resource.type}`,
        tags,
        parameters: [idParam, ...tenancyHeaders],
        responses: {
          200: { description: 'The item', headers: etagHeader, content: itemContent(resource) },
          ...problems(401, 403, 404),
        },
      },
      patch: {
        operationId: `patch${resource.type}`,
        summary: `Updates a ${resource.type} (JSON merge patch)`,
        tags,
        parameters: [idParam, ...tenancyHeaders, ifMatchHeader, ...keyed],
        requestBody: {
          required: true,
          content: { 'application/merge-patch+json': { schema: ref(`${resource.type}.update`) } },
        },
        responses: {
          200: { description: 'The updated item', headers: etagHeader, content: itemContent(resource) },
          ...(quiet.length > 0
            ? { 204: { description: `Only ${quiet.join(', ')} sent: updated, no body`, headers: etagHeader } }
            : {}),
          ...problems(400, 401, 403, 404, 409, 412, 415, 422),
        },
      },
      delete: {
        operationId: `delete${resource.type}`,
        summary: `Deletes a ${resource.type}`,
        tags,
        parameters: [idParam, ...tenancyHeaders, ifMatchHeader, ...keyed],
        responses: { 204: { description: 'Deleted' }, ...problems(401, 403, 404, 409, 412) },
      },
    },
    // `/<name>.json` and `.jsonld`: the list in the format its suffix names, whatever Accept says.
    [`/${resource.name}.json`]: { get: listOperation(resource, 'application/json') },
    [`/${resource.name}.jsonld`]: { get: listOperation(resource, 'application/ld+json') },
  };
  if (!resource.serverWritten) return paths;
  // A resource the server alone writes (the audit trail) is read-only through the API.
  return Object.fromEntries(
    Object.entries(paths)
      .map(([path, item]): [string, Record<string, unknown>] => [path, item.get ? { get: item.get } : {}])
      .filter(([, item]) => Object.keys(item).length > 0),
  );
};
