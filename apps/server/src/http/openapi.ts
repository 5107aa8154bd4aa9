import {
  ONEROSTER_BASE,
  ONEROSTER_DEMOGRAPHICS_SCOPE,
  ONEROSTER_GRADEBOOK_BASE,
  ONEROSTER_GRADEBOOK_DELETE_SCOPE,
  ONEROSTER_GRADEBOOK_SCOPE,
  ONEROSTER_GRADEBOOK_WRITE_SCOPE,
  ONEROSTER_SCOPE,
  resources,
  type ActionDeclaration,
} from '@kampus/contract';
import { actionPaths } from './openapi-actions.ts';
import { crudPaths, problemResponses } from './openapi-crud.ts';
import { collectionSchema, problemSchema, readSchema, writeSchema } from './openapi-schemas.ts';
import { standardOpenApiDocument } from './openapi-standard.ts';

type PathItems = Record<string, Record<string, unknown>>;

/** The document's server: every path is relative to it, as OpenAPI clients resolve them. */
const API_SERVER = '/api';

/**
 * Paths under `/api` are written relative to the document's server; the others (`/{lang}/login`,
 * `/files/{path}`) carry the site root as their own server, so every reader resolves every path.
 */
const relativeToServer = (paths: PathItems): PathItems =>
  Object.fromEntries(
    Object.entries(paths).map(([path, item]): [string, Record<string, unknown>] =>
      path.startsWith(`${API_SERVER}/`)
        ? [path.slice(API_SERVER.length), item]
        : [path, { servers: [{ url: '/', description: 'The site root' }], ...item }],
    ),
  );

/** Operations of one path from several sources (an action beside a resource's own routes) share its item. */
const mergePaths = (sources: PathItems[]): PathItems => {
  const paths: PathItems = {};
  for (const source of sources) {
    for (const [path, item] of Object.entries(source)) paths[path] = { ...paths[path], ...item };
  }
  return paths;
};

/** The OpenAPI 3.1 document, built from the same declarations as the routes (a standard's own API apart). */
export const openApiDocument = (version: string, allActions: readonly ActionDeclaration[] = []) => {
  const actions = allActions.filter((action) => action.document === undefined);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kampus API',
      version,
      description:
        'School management system. Conventions: API Platform style (docs/api.md); the Hydra documentation is /api/docs.jsonld.',
      license: { name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' },
    },
    servers: [{ url: API_SERVER, description: 'This server' }],
    security: [{ bearer: [] }],
    tags: [
      ...resources.map((resource) => ({ name: resource.name, description: `${resource.type} records` })),
      ...[...new Set(actions.flatMap((action) => action.tags))]
        .filter((tag) => !resources.some((resource) => resource.name === tag))
        .map((name) => ({ name, description: `Actions: ${name}` })),
    ],
    paths: mergePaths([relativeToServer(actionPaths(actions)), ...resources.map(crudPaths)]),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      responses: problemResponses,
      schemas: {
        Problem: problemSchema,
        ...Object.fromEntries(
          resources.flatMap((resource) => [
            [resource.type, readSchema(resource)],
            [`${resource.type}.jsonld`, readSchema(resource, true)],
            [`${resource.type}.jsonld.collection`, collectionSchema(resource)],
            // A resource the server alone writes takes no body from a client.
            ...(resource.serverWritten
              ? []
              : [
                  [`${resource.type}.create`, writeSchema(resource, 'create')],
                  [`${resource.type}.update`, writeSchema(resource, 'update')],
                ]),
          ]),
        ),
      },
    },
  };
};

/** Where OneRoster's own document puts its paths: under the binding's root, as 1EdTech's files do. */
const ONEROSTER_SERVER = '/ims/oneroster';

/**
 * GET /api/docs/oneroster.json: OneRoster 1.2's REST binding as Kampus serves it, a document of its
 * own (its users, classes and orgs are not Kampus's resources of those names). Secured by OAuth 2.0
 * client credentials at its token route, which alone is open.
 */
export const oneRosterOpenApiDocument = (version: string, allActions: readonly ActionDeclaration[]) =>
  standardOpenApiDocument(version, allActions, {
    document: 'oneroster',
    server: ONEROSTER_SERVER,
    title: 'Kampus OneRoster 1.2 rostering and gradebook',
    description:
      "1EdTech OneRoster 1.2 rostering and gradebook services, REST binding: the roster read-only, the gradebook's line items and results written too (docs/oneroster.md).",
    security: { oauth2: [ONEROSTER_SCOPE] },
    securitySchemes: {
      oauth2: {
        type: 'oauth2',
        flows: {
          clientCredentials: {
            tokenUrl: `${ONEROSTER_SERVER}/oauth/token`,
            scopes: {
              [ONEROSTER_SCOPE]: 'Read the roster: orgs, sessions, courses, classes, users, enrollments',
              [ONEROSTER_DEMOGRAPHICS_SCOPE]: "Read the students' demographics (birth date, sex)",
              [ONEROSTER_GRADEBOOK_SCOPE]: 'Read the gradebook: categories, line items, released results',
              [ONEROSTER_GRADEBOOK_WRITE_SCOPE]:
                "Create and replace the gradebook's line items and results (PUT, POST)",
              [ONEROSTER_GRADEBOOK_DELETE_SCOPE]: "Delete the gradebook's line items and results",
            },
          },
        },
      },
    },
    components: { responses: problemResponses },
    operation: (path, operation, method) => {
      // The binding's endpoints are open on the wire only because their run function checks the token.
      // A gradebook call names its own scope over the document's (the roster's): the read's, or the write's of its method.
      const rest = { ...operation };
      if (!path.endsWith('/oauth/token')) delete rest.security;
      if (path.startsWith(ONEROSTER_GRADEBOOK_BASE)) {
        const scope =
          method === 'delete'
            ? ONEROSTER_GRADEBOOK_DELETE_SCOPE
            : method === 'get'
              ? ONEROSTER_GRADEBOOK_SCOPE
              : ONEROSTER_GRADEBOOK_WRITE_SCOPE;
        rest.security = [{ oauth2: [scope] }];
      }
      // Demographics: the roster's scope or their own (either one).
      if (path.startsWith(`${ONEROSTER_BASE}/demographics`))
        rest.security = [{ oauth2: [ONEROSTER_SCOPE] }, { oauth2: [ONEROSTER_DEMOGRAPHICS_SCOPE] }];
      return rest;
    },
  });

/** GET /api/docs: a readable page of the document, with no script from elsewhere. */
export const docsPage = (document: ReturnType<typeof openApiDocument>): string => {
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const rows = Object.entries(document.paths)
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => method !== 'servers')
        .map((method) => {
          const full = item.servers ? path : `${API_SERVER}${path}`;
          return `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escape(full)}</code></td></tr>`;
        }),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kampus API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}td{padding:.2rem .8rem;border-bottom:1px solid #ddd}</style></head>
<body><h1>Kampus API ${escape(document.info.version)}</h1><p>The machine-readable document is <a href="/api/docs.json">/api/docs.json</a> (OpenAPI 3.1).</p>
<table><thead><tr><th>Method</th><th>Path</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
};
