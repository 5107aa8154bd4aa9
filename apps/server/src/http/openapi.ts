import {
  readableFields,
  resources,
  writableFields,
  type ActionDeclaration,
  type FieldDef,
  type Resource,
} from '@kampus/contract';
import { actionPaths } from './openapi-actions.ts';
import { idempotencyHeader, tenancyHeaders } from './openapi-parameters.ts';

type Schema = Record<string, unknown>;

const fieldSchema = (field: FieldDef): Schema => {
  switch (field.kind) {
    case 'int':
    case 'refId':
      return { type: 'integer' };
    case 'boolean':
      return { type: 'boolean' };
    case 'flag':
      return { type: 'string', enum: ['1', '0'] };
    case 'money':
      return { type: 'string', pattern: '^-?\\d+\\.\\d{2}$', examples: ['1250.00'] };
    case 'decimal':
      return { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' };
    case 'date':
      return { type: 'string', format: 'date', ...(field.zeroDate ? { description: '"0000-00-00" when absent' } : {}) };
    case 'dateTime':
      return { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' };
    case 'enum':
      return { type: 'string', enum: field.values ?? [] };
    case 'ref':
      return { type: 'string', format: 'iri-reference', examples: [`/api/${field.target}/1`] };
    case 'email':
      return { type: 'string', format: 'email' };
    case 'uuid':
      return { type: 'string', format: 'uuid' };
    case 'json':
      return {};
    default:
      return { type: 'string', ...(field.maxLength ? { maxLength: field.maxLength } : {}) };
  }
};

const nullable = (schema: Schema, field: FieldDef): Schema =>
  field.required || !schema.type ? schema : { ...schema, type: [schema.type, 'null'] };

/** An `embed` reference reads as `{id, ...fields}` of its target. */
const readFieldSchema = (field: FieldDef): Schema =>
  field.embed
    ? {
        type: field.required ? 'object' : ['object', 'null'],
        properties: { id: { type: 'integer' }, ...Object.fromEntries(field.embed.map((name) => [name, {}])) },
      }
    : nullable(fieldSchema(field), field);

/** `refNames` (core/embed.ts): the display name of each referenced record in the caller's reach. */
const refNamesSchema = (resource: Resource): Schema | undefined => {
  const references = readableFields(resource).filter(([, field]) => field.kind === 'ref' || field.kind === 'refId');
  if (references.length === 0) return undefined;
  return {
    type: 'object',
    readOnly: true,
    description:
      "Display names of the records the reference fields name (a person by full name); a reference beyond the caller's reach has none.",
    properties: Object.fromEntries(references.map(([name]) => [name, { type: 'string' }])),
  };
};

const readSchema = (resource: Resource): Schema => {
  const refNames = refNamesSchema(resource);
  return {
    type: 'object',
    properties: {
      id: { type: 'integer', readOnly: true },
      ...Object.fromEntries(readableFields(resource).map(([name, field]) => [name, readFieldSchema(field)])),
      ...(refNames ? { refNames } : {}),
    },
  };
};

const writeSchema = (resource: Resource, mode: 'create' | 'update'): Schema => {
  const fields = writableFields(resource);
  const required = fields.filter(([, field]) => field.required).map(([name]) => name);
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map(([name, field]) => [name, nullable(fieldSchema(field), field)])),
    ...(mode === 'create' && required.length > 0 ? { required } : {}),
  };
};

const problem = { $ref: '#/components/responses/Problem' };

/** Item changes (core/versions.ts): the `ETag` of the version the change is based on. */
const ifMatchHeader = {
  name: 'If-Match',
  in: 'header',
  schema: { type: 'string' },
  description:
    "The item's ETag as read: another version answers 412 and changes nothing; without it the change proceeds",
};
const etagHeader = { ETag: { description: "The item's version, for If-Match", schema: { type: 'string' } } };

const listParameters = (resource: Resource) => [
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
  ...['id', ...resource.orderFields].map((name) => ({
    name: `order[${name}]`,
    in: 'query',
    schema: { type: 'string', enum: ['asc', 'desc'] },
  })),
];

const crudPaths = (resource: Resource) => {
  const ref = { $ref: `#/components/schemas/${resource.type}` };
  const tag = [resource.name];
  const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
  return {
    [`/api/${resource.name}`]: {
      get: {
        tags: tag,
        summary: `List ${resource.name}`,
        parameters: listParameters(resource),
        responses: {
          200: {
            description: 'A page of items',
            content: {
              'application/json': { schema: { type: 'array', items: ref } },
              'application/ld+json': { schema: { $ref: '#/components/schemas/HydraCollection' } },
            },
          },
          401: problem,
          403: problem,
        },
      },
      post: {
        tags: tag,
        summary: `Create a ${resource.type}`,
        parameters: tenancyHeaders,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${resource.type}.create` } } },
        },
        responses: {
          [resource.createStatus]: {
            description: 'Created',
            headers: etagHeader,
            content: { 'application/json': { schema: ref } },
          },
          401: problem,
          403: problem,
          422: problem,
        },
      },
    },
    ...(resource.bulk
      ? {
          [`/api/${resource.name}/bulk`]: {
            post: {
              tags: tag,
              summary: `Create several ${resource.name}: all or none`,
              parameters: [...tenancyHeaders, idempotencyHeader],
              requestBody: {
                required: true,
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      required: ['items'],
                      properties: {
                        items: { type: 'array', items: { $ref: `#/components/schemas/${resource.type}.create` } },
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
                      schema: { type: 'object', properties: { items: { type: 'array', items: ref } } },
                    },
                  },
                },
                400: problem,
                401: problem,
                403: problem,
                409: problem,
                422: problem,
              },
            },
          },
        }
      : {}),
    [`/api/${resource.name}/{id}`]: {
      get: {
        tags: tag,
        parameters: [idParam, ...tenancyHeaders],
        responses: {
          200: { description: 'The item', headers: etagHeader, content: { 'application/json': { schema: ref } } },
          404: problem,
        },
      },
      patch: {
        tags: tag,
        parameters: [idParam, ...tenancyHeaders, ifMatchHeader],
        requestBody: {
          required: true,
          content: {
            'application/merge-patch+json': { schema: { $ref: `#/components/schemas/${resource.type}.update` } },
          },
        },
        responses: {
          200: {
            description: 'The updated item',
            headers: etagHeader,
            content: { 'application/json': { schema: ref } },
          },
          404: problem,
          412: problem,
          415: problem,
          422: problem,
        },
      },
      delete: {
        tags: tag,
        parameters: [idParam, ...tenancyHeaders, ifMatchHeader],
        responses: { 204: { description: 'Deleted' }, 404: problem, 409: problem, 412: problem },
      },
    },
  };
};

type PathItems = Record<string, Record<string, unknown>>;

/** A resource's routes; one written by the server alone (the audit trail) is read-only through the API. */
const resourcePaths = (resource: Resource): PathItems => {
  const crud: PathItems = crudPaths(resource);
  const list = crud[`/api/${resource.name}`]?.get as { responses: Record<string, { content?: object }> } | undefined;
  // `/api/<name>.json` and `.jsonld`: the list in the format its suffix names, whatever Accept says.
  const suffixed = (format: 'application/json' | 'application/ld+json') =>
    list
      ? {
          get: {
            ...list,
            summary: `List ${resource.name} as ${format}`,
            responses: {
              ...list.responses,
              200: {
                description: 'A page of items',
                content: { [format]: (list.responses[200]?.content as Record<string, unknown> | undefined)?.[format] },
              },
            },
          },
        }
      : {};
  const paths: PathItems = {
    ...crud,
    [`/api/${resource.name}.json`]: suffixed('application/json'),
    [`/api/${resource.name}.jsonld`]: suffixed('application/ld+json'),
  };
  if (!resource.serverWritten) return paths;
  return Object.fromEntries(
    Object.entries(paths)
      .map(([path, item]): [string, Record<string, unknown>] => [path, item.get ? { get: item.get } : {}])
      .filter(([, item]) => Object.keys(item).length > 0),
  );
};

/** Operations of one path from several sources (an action beside a resource's own routes) share its item. */
const mergePaths = (sources: PathItems[]): PathItems => {
  const paths: PathItems = {};
  for (const source of sources) {
    for (const [path, item] of Object.entries(source)) paths[path] = { ...paths[path], ...item };
  }
  return paths;
};

/** The OpenAPI 3.1 document, built from the same declarations as the routes. */
export const openApiDocument = (version: string, actions: readonly ActionDeclaration[] = []) => ({
  openapi: '3.1.0',
  info: {
    title: 'Kampus API',
    version,
    description: 'School management system. Conventions: API Platform style (see docs).',
  },
  security: [{ bearer: [] }],
  tags: [
    ...resources.map((resource) => ({ name: resource.name })),
    ...[...new Set(actions.flatMap((action) => action.tags))]
      .filter((tag) => !resources.some((resource) => resource.name === tag))
      .map((name) => ({ name })),
  ],
  paths: mergePaths([actionPaths(actions), ...resources.map(resourcePaths)]),
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    responses: {
      Problem: {
        description: 'application/problem+json',
        content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
      },
    },
    schemas: {
      Problem: {
        type: 'object',
        properties: {
          title: { type: 'string' },
          detail: { type: 'string' },
          status: { type: 'integer' },
          violations: {
            type: 'array',
            items: { type: 'object', properties: { propertyPath: { type: 'string' }, message: { type: 'string' } } },
          },
        },
      },
      HydraCollection: {
        type: 'object',
        properties: {
          'hydra:member': { type: 'array' },
          'hydra:totalItems': { type: 'integer' },
          'hydra:view': { type: 'object' },
        },
      },
      ...Object.fromEntries(
        resources.flatMap((resource) => [
          [resource.type, readSchema(resource)],
          [`${resource.type}.create`, writeSchema(resource, 'create')],
          [`${resource.type}.update`, writeSchema(resource, 'update')],
        ]),
      ),
    },
  },
});

/** GET /api/docs: a readable page of the document, with no script from elsewhere. */
export const docsPage = (document: ReturnType<typeof openApiDocument>): string => {
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const rows = Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations as object).map(
        (method) => `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escape(path)}</code></td></tr>`,
      ),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kampus API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}td{padding:.2rem .8rem;border-bottom:1px solid #ddd}</style></head>
<body><h1>Kampus API ${escape(document.info.version)}</h1><p>The machine-readable document is <a href="/api/docs.json">/api/docs.json</a> (OpenAPI 3.1).</p>
<table><thead><tr><th>Method</th><th>Path</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
};
