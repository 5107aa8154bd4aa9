import { getResource, readableFields, resources as declared, type FieldDef, type Resource } from '@kampus/contract';

/**
 * The Hydra documentation (`/api/docs.jsonld`), entrypoint and contexts, built from the
 * declarations, in the shape API Platform serves, so `@api-platform/api-doc-parser` and
 * `@api-platform/admin` read our API unmodified. Every IRI is absolute (`vocab` names this
 * server), as JSON-LD processors need to expand them whatever document they start from.
 */

type Json = Record<string, unknown>;

/**
 * Resources in alphabetical order of their path, the order a client shows them in: HydraAdmin's
 * menu follows the entrypoint, and a person looks for "Students" under S, not after "Report types".
 */
const resources = [...declared].sort((a, b) => a.name.localeCompare(b.name));

const HYDRA = 'http://www.w3.org/ns/hydra/core#';

/** The vocabulary of this server's classes and properties: `<origin>/api/docs.jsonld#`. */
const vocabOf = (origin: string): string => `${origin}/api/docs.jsonld#`;

const prefixes = {
  hydra: HYDRA,
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  owl: 'http://www.w3.org/2002/07/owl#',
  schema: 'https://schema.org/',
};

/** A field's `rdfs:range`: an XSD datatype, or the class a reference names. */
const rangeOf = (field: FieldDef, vocab: string): string | undefined => {
  if ((field.kind === 'ref' || field.embed || field.expanded) && field.target) {
    const target = getResource(field.target);
    if (target) return `${vocab}${target.type}`;
  }
  switch (field.kind) {
    case 'int':
    case 'refId':
      return 'xsd:integer';
    case 'boolean':
      return 'xsd:boolean';
    case 'money':
    case 'decimal':
      return 'xsd:decimal';
    case 'date':
      // "0000-00-00" is no xsd:date: a zero-date field is a string of that shape.
      return field.zeroDate ? 'xsd:string' : 'xsd:date';
    case 'json':
      return 'rdf:JSON';
    default:
      // dateTime is "YYYY-MM-DD HH:mm:ss" (no xsd:dateTime lexical form); flags are "1"/"0".
      return 'xsd:string';
  }
};

const supportedProperty = (resource: Resource, name: string, field: FieldDef, vocab: string): Json => {
  const range = rangeOf(field, vocab);
  return {
    '@type': 'hydra:SupportedProperty',
    'hydra:property': {
      '@id': `${vocab}${resource.type}/${name}`,
      // A reference read as an IRI is a link; an embedded one (`embed`, `expanded`) is a nested object.
      '@type': field.kind === 'ref' && !field.embed ? 'hydra:Link' : 'rdf:Property',
      'rdfs:label': name,
      'rdfs:domain': { '@id': `${vocab}${resource.type}` },
      ...(range ? { 'rdfs:range': { '@id': range } } : {}),
      'owl:maxCardinality': 1,
    },
    'hydra:title': name,
    'hydra:required': field.required === true,
    'hydra:readable': !field.writeOnly,
    'hydra:writeable': !field.readOnly,
  };
};

const operation = (method: string, title: string, label: string, types: string[], extra: Json): Json => ({
  '@type': ['hydra:Operation', ...types],
  'hydra:method': method,
  'hydra:title': title,
  'rdfs:label': label,
  ...extra,
});

/** A resource as a `hydra:Class`, with its item operations. */
const supportedClass = (resource: Resource, vocab: string): Json => {
  const id = { '@id': `${vocab}${resource.type}` };
  const writable = !resource.serverWritten;
  const fields = Object.entries(resource.fields).filter(([, field]) => !field.hidden);
  return {
    '@id': id['@id'],
    '@type': 'hydra:Class',
    'rdfs:label': resource.type,
    'hydra:title': resource.type,
    'hydra:supportedProperty': fields.map(([name, field]) => supportedProperty(resource, name, field, vocab)),
    'hydra:supportedOperation': [
      operation('GET', `get${resource.type}`, `Reads a ${resource.type}`, ['schema:FindAction'], {
        'hydra:returns': id,
      }),
      ...(writable
        ? [
            operation('PATCH', `patch${resource.type}`, `Updates a ${resource.type}`, ['schema:ReplaceAction'], {
              'hydra:expects': id,
              'hydra:returns': id,
            }),
            operation('DELETE', `delete${resource.type}`, `Deletes a ${resource.type}`, ['schema:DeleteAction'], {
              'hydra:returns': { '@id': 'owl:Nothing' },
            }),
          ]
        : []),
    ],
  };
};

/** The entrypoint's link to one collection, with the collection's operations (list, create). */
const entrypointProperty = (resource: Resource, vocab: string): Json => {
  const id = { '@id': `${vocab}${resource.type}` };
  return {
    '@type': 'hydra:SupportedProperty',
    'hydra:property': {
      '@id': `${vocab}Entrypoint/${resource.name}`,
      '@type': 'hydra:Link',
      'rdfs:label': `The collection of ${resource.type} resources`,
      'rdfs:domain': { '@id': `${vocab}Entrypoint` },
      'rdfs:range': [
        { '@id': 'hydra:Collection' },
        { 'owl:equivalentClass': { 'owl:onProperty': { '@id': 'hydra:member' }, 'owl:allValuesFrom': id } },
      ],
      'hydra:supportedOperation': [
        operation('GET', `get${resource.type}Collection`, `Lists ${resource.name}`, ['hydra:FindAction'], {
          'hydra:returns': { '@id': 'hydra:Collection' },
        }),
        ...(resource.serverWritten
          ? []
          : [
              operation('POST', `post${resource.type}`, `Creates a ${resource.type}`, ['schema:CreateAction'], {
                'hydra:expects': id,
                'hydra:returns': id,
              }),
            ]),
      ],
    },
    'hydra:title': resource.name,
    'hydra:readable': true,
    'hydra:writeable': false,
  };
};

/** GET /api/docs.jsonld: the `hydra:ApiDocumentation` of every declared resource. */
export const hydraDocumentation = (origin: string, version: string): Json => {
  const vocab = vocabOf(origin);
  return {
    '@context': { '@vocab': vocab, ...prefixes },
    '@id': `${origin}/api/docs.jsonld`,
    '@type': 'hydra:ApiDocumentation',
    'hydra:title': 'Kampus API',
    'hydra:description': `School management system, version ${version}. OpenAPI 3.1: /api/docs.json`,
    'hydra:entrypoint': `${origin}/api`,
    'hydra:supportedClass': [
      ...resources.map((resource) => supportedClass(resource, vocab)),
      {
        '@id': `${vocab}Entrypoint`,
        '@type': 'hydra:Class',
        'rdfs:label': 'The API entrypoint',
        'hydra:title': 'Entrypoint',
        'hydra:supportedProperty': resources.map((resource) => entrypointProperty(resource, vocab)),
        'hydra:supportedOperation': [
          operation('GET', 'getEntrypoint', 'The API entrypoint', [], {
            'hydra:returns': { '@id': `${vocab}Entrypoint` },
          }),
        ],
      },
      {
        '@id': `${vocab}ConstraintViolation`,
        '@type': 'hydra:Class',
        'rdfs:label': 'A refused field (422 `violations`)',
        'hydra:title': 'ConstraintViolation',
        'hydra:supportedProperty': ['propertyPath', 'message'].map((name) => ({
          '@type': 'hydra:SupportedProperty',
          'hydra:property': {
            '@id': `${vocab}ConstraintViolation/${name}`,
            '@type': 'rdf:Property',
            'rdfs:label': name,
            'rdfs:domain': { '@id': `${vocab}ConstraintViolation` },
            'rdfs:range': { '@id': 'xsd:string' },
          },
          'hydra:title': name,
          'hydra:required': true,
          'hydra:readable': true,
          'hydra:writeable': false,
        })),
      },
    ],
  };
};

/** GET /api: a link to every collection. */
export const entrypoint = (): Json => ({
  '@context': '/api/contexts/Entrypoint',
  '@id': '/api',
  '@type': 'Entrypoint',
  ...Object.fromEntries(resources.map((resource) => [resource.name, `/api/${resource.name}`])),
});

/** GET /api/contexts/{Type}: how a JSON-LD processor expands that type's documents; undefined if none. */
export const contextOf = (origin: string, type: string): Json | undefined => {
  const vocab = vocabOf(origin);
  const base = { '@vocab': vocab, hydra: HYDRA };
  if (type === 'Entrypoint') {
    return {
      '@context': {
        ...base,
        ...Object.fromEntries(
          resources.map((resource) => [
            resource.name,
            { '@id': `${vocab}Entrypoint/${resource.name}`, '@type': '@id' },
          ]),
        ),
      },
    };
  }
  const resource = resources.find((candidate) => candidate.type === type);
  if (!resource) return undefined;
  return {
    '@context': {
      ...base,
      ...Object.fromEntries(
        readableFields(resource).map(([name, field]) => [
          name,
          field.kind === 'ref' && !field.embed
            ? { '@id': `${vocab}${type}/${name}`, '@type': '@id' }
            : `${vocab}${type}/${name}`,
        ]),
      ),
    },
  };
};
