import {
  getResource,
  namedTarget,
  readableFields,
  writableFields,
  type FieldDef,
  type Resource,
} from '@kampus/contract';

export type Schema = Record<string, unknown>;

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

/** One field's value as the API writes and reads it (core/serialize.ts), without its nullability. */
export const fieldSchema = (field: FieldDef): Schema => {
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
      // "0000-00-00" is no calendar date: a zero-date field is declared by its shape, not `format: date`.
      return field.zeroDate
        ? { type: 'string', pattern: DATE, description: '"0000-00-00" when absent' }
        : { type: 'string', format: 'date' };
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

/** OpenAPI 3.1 nullability: `type: [X, "null"]` (an enum lists null too, or null would fail it). */
const orNull = (schema: Schema): Schema => {
  if (!schema.type) return schema;
  const types = [schema.type].flat();
  return {
    ...schema,
    type: [...types, 'null'],
    ...(Array.isArray(schema.enum) ? { enum: [...(schema.enum as unknown[]), null] } : {}),
  };
};

/** Whether a read never answers null (types.ts `WireNotNull`): required, a uuid, or a zero date. */
const readNotNull = (field: FieldDef): boolean =>
  field.kind === 'uuid' || (field.required === true && field.kind !== 'password') || field.zeroDate === true;

/** An `embed` reference reads as `{id, ...fields}` of its target (its `@id` too in JSON-LD). */
const embedSchema = (field: FieldDef, jsonLd: boolean): Schema => {
  const target = getResource(field.target ?? '');
  const schema = {
    type: 'object',
    required: ['id'],
    properties: {
      id: { type: 'integer' },
      ...(jsonLd ? { '@id': { type: 'string' }, '@type': { type: 'string' } } : {}),
      ...Object.fromEntries(
        (field.embed ?? []).map((name) => {
          const inner = target?.fields[name];
          return [name, inner ? readFieldSchema(inner, jsonLd) : {}];
        }),
      ),
    },
  };
  return field.required ? schema : { oneOf: [schema, { type: 'null' }] };
};

/** A record as `loadSerialized` writes it (core/embed.ts): every readable field, no `refNames`. */
const recordSchema = (resource: Resource, jsonLd: boolean, replaced: Record<string, Schema> = {}): Schema => {
  const fields = readableFields(resource);
  return {
    type: 'object',
    required: [
      'id',
      ...fields.map(([name]) => name),
      ...Object.keys(replaced).filter((name) => !resource.fields[name]),
    ],
    properties: {
      id: { type: 'integer' },
      ...Object.fromEntries(fields.map(([name, field]) => [name, readFieldSchema(field, jsonLd)])),
      ...replaced,
    },
  };
};

const orNullObject = (schema: Schema): Schema => ({ oneOf: [schema, { type: 'null' }] });

/** An `expanded` reference: the whole target record with its `@id` and its lists of related records. */
const expandedSchema = (field: FieldDef, jsonLd: boolean): Schema => {
  const target = getResource(field.target ?? '');
  if (!target || !field.expanded) return {};
  const lists = Object.fromEntries(
    Object.entries(field.expanded).map(([name, { resource, records = {} }]) => {
      const member = getResource(resource);
      if (!member) return [name, {}];
      const inner = Object.fromEntries(
        Object.entries(records).map(([key, of]) => {
          const record = getResource(of);
          return [key, record ? orNullObject(recordSchema(record, jsonLd)) : {}];
        }),
      );
      return [name, { type: 'array', items: recordSchema(member, jsonLd, inner) }];
    }),
  );
  return orNullObject(recordSchema(target, jsonLd, { '@id': { type: 'string', format: 'iri-reference' }, ...lists }));
};

const readFieldSchema = (field: FieldDef, jsonLd = false): Schema => {
  if (field.expanded) return expandedSchema(field, jsonLd);
  if (field.embed) return embedSchema(field, jsonLd);
  const schema = fieldSchema(field);
  return readNotNull(field) ? schema : orNull(schema);
};

/** `refNames` (core/embed.ts): the display name of each referenced record in the caller's reach. */
const refNamesSchema = (resource: Resource): Schema | undefined => {
  const references = readableFields(resource).filter(([, field]) => namedTarget(field) !== undefined);
  if (references.length === 0) return undefined;
  return {
    type: 'object',
    readOnly: true,
    description:
      "Display names of the records the reference fields name (a person by full name); a reference beyond the caller's reach has none.",
    properties: Object.fromEntries(references.map(([name]) => [name, { type: 'string' }])),
  };
};

/** A member as `serialize` writes it: every readable field is always present (null when empty). */
export const readSchema = (resource: Resource, jsonLd = false): Schema => {
  const refNames = refNamesSchema(resource);
  const fields = readableFields(resource);
  return {
    type: 'object',
    required: [
      ...(jsonLd ? ['@id', '@type'] : []),
      'id',
      ...fields.map(([name]) => name),
      ...(refNames ? ['refNames'] : []),
    ],
    properties: {
      ...(jsonLd
        ? {
            '@context': { type: 'string', readOnly: true },
            '@id': { type: 'string', readOnly: true, examples: [`/api/${resource.name}/1`] },
            '@type': { type: 'string', readOnly: true, const: resource.type },
          }
        : {}),
      id: { type: 'integer', readOnly: true },
      ...Object.fromEntries(fields.map(([name, field]) => [name, readFieldSchema(field, jsonLd)])),
      ...(refNames ? { refNames } : {}),
    },
  };
};

export const writeSchema = (resource: Resource, mode: 'create' | 'update'): Schema => {
  const fields = writableFields(resource);
  const required = fields.filter(([, field]) => field.required).map(([name]) => name);
  return {
    type: 'object',
    properties: Object.fromEntries(
      fields.map(([name, field]) => [name, field.required ? fieldSchema(field) : orNull(fieldSchema(field))]),
    ),
    ...(mode === 'create' && required.length > 0 ? { required } : {}),
  };
};

const link = { type: 'string', format: 'iri-reference' };

/** A JSON-LD page of a resource (resource-routes.ts `hydraCollection`). */
export const collectionSchema = (resource: Resource): Schema => ({
  type: 'object',
  required: ['@context', '@id', '@type', 'hydra:member', 'hydra:totalItems'],
  properties: {
    '@context': { type: 'string', const: `/api/contexts/${resource.type}` },
    '@id': { type: 'string', const: `/api/${resource.name}` },
    '@type': { type: 'string', const: 'hydra:Collection' },
    'hydra:member': { type: 'array', items: { $ref: `#/components/schemas/${resource.type}.jsonld` } },
    'hydra:totalItems': { type: 'integer', minimum: 0 },
    'hydra:view': {
      type: 'object',
      required: ['@id', '@type'],
      properties: {
        '@id': link,
        '@type': { type: 'string', const: 'hydra:PartialCollectionView' },
        'hydra:first': link,
        'hydra:last': link,
        'hydra:previous': link,
        'hydra:next': link,
      },
    },
    'hydra:search': {
      type: 'object',
      required: ['@type', 'hydra:template', 'hydra:variableRepresentation', 'hydra:mapping'],
      properties: {
        '@type': { type: 'string', const: 'hydra:IriTemplate' },
        'hydra:template': { type: 'string' },
        'hydra:variableRepresentation': { type: 'string' },
        'hydra:mapping': {
          type: 'array',
          items: {
            type: 'object',
            required: ['@type', 'variable', 'property', 'required'],
            properties: {
              '@type': { type: 'string' },
              variable: { type: 'string' },
              property: { type: ['string', 'null'] },
              required: { type: 'boolean' },
            },
          },
        },
      },
    },
  },
});

/** Every refusal's body (problem-handler.ts). */
export const problemSchema: Schema = {
  type: 'object',
  required: ['title', 'status'],
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    detail: { type: 'string' },
    status: { type: 'integer' },
    violations: {
      type: 'array',
      items: {
        type: 'object',
        required: ['propertyPath', 'message'],
        properties: { propertyPath: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};
