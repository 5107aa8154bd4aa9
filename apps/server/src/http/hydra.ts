import type { Resource } from '@kampus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Problem } from '../core/problem.ts';
import { contextOf, entrypoint, hydraDocumentation } from './hydra-docs.ts';

const LD = 'application/ld+json; charset=utf-8';

/** This server as the client reached it (trustProxy decides whether a proxy may say otherwise). */
const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** `hydra:search` of a collection: the filters a client may put in its query (core/query.ts). */
export const hydraSearch = (resource: Resource) => {
  const mapping = [
    ...(resource.searchFields.length > 0 ? [{ variable: 'search', property: null }] : []),
    ...resource.filters.flatMap((name) => {
      const field = resource.fields[name];
      const dated = field?.kind === 'date' || field?.kind === 'dateTime';
      return [
        { variable: name, property: name },
        { variable: `${name}[]`, property: name },
        ...(dated
          ? [
              { variable: `${name}[after]`, property: name },
              { variable: `${name}[before]`, property: name },
            ]
          : []),
      ];
    }),
    ...[...new Set(['id', ...resource.orderFields])].map((name) => ({ variable: `order[${name}]`, property: name })),
  ].map((entry) => ({ '@type': 'IriTemplateMapping', ...entry, required: false }));
  return {
    '@type': 'hydra:IriTemplate',
    'hydra:template': `/api/${resource.name}{?${mapping.map((entry) => entry.variable).join(',')}}`,
    'hydra:variableRepresentation': 'BasicRepresentation',
    'hydra:mapping': mapping,
  };
};

/**
 * The Hydra side of the API: the entrypoint (`/api`), its documentation (`/api/docs.jsonld`),
 * the context of every type (`/api/contexts/{Type}`), and on every `/api` answer the `Link`
 * header by which a Hydra client finds the documentation. All three are public, as
 * `/api/docs.json` is: they describe the API, never its data.
 */
export const registerHydra = (app: FastifyInstance, version: string): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (/^\/api(\/|$|\?|\.)/.test(request.url)) {
      reply.header(
        'Link',
        `<${originOf(request)}/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`,
      );
    }
    return payload;
  });
  app.get('/api', async (_request, reply) => reply.type(LD).send(entrypoint()));
  app.get('/api/docs.jsonld', async (request, reply) =>
    reply.type(LD).send(hydraDocumentation(originOf(request), version)),
  );
  app.get<{ Params: { type: string } }>('/api/contexts/:type', async (request, reply) => {
    const context = contextOf(originOf(request), request.params.type.replace(/\.jsonld$/, ''));
    if (!context) throw new Problem(404, 'errors.not_found', 'errors.not_found');
    return reply.type(LD).send(context);
  });
};
