import { resources, type Resource } from '@kampus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { create, find, findOne, remove, update, type ListResult } from '../core/operations.ts';
import { Problem } from '../core/problem.ts';
import type { QueryParams } from '../core/query.ts';
import { serialize, serializeLd } from '../core/serialize.ts';
import { requestContext } from './context.ts';
import type { Services } from './services.ts';

type Format = 'json' | 'jsonld';

const formatOf = (request: FastifyRequest, suffix: string | undefined): Format => {
  if (suffix === 'jsonld') return 'jsonld';
  if (suffix === 'json') return 'json';
  return (request.headers.accept ?? '').includes('application/ld+json') ? 'jsonld' : 'json';
};

/** Splits `12.jsonld` into the key and its format suffix. */
const itemKey = (raw: string): { key: string; suffix: string | undefined } => {
  const match = /^(.+?)(?:\.(json|jsonld))?$/.exec(raw);
  return { key: match?.[1] ?? raw, suffix: match?.[2] };
};

const pageLink = (resource: Resource, query: QueryParams, page: number): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  params.set('page', String(page));
  return `/api/${resource.name}?${params.toString()}`;
};

/** A Hydra collection (api-contract section 1, list formats). */
const hydraCollection = (resource: Resource, query: QueryParams, result: ListResult) => {
  const last = Math.max(1, Math.ceil(result.total / result.itemsPerPage));
  const view = result.paginate
    ? {
        '@id': pageLink(resource, query, result.page),
        '@type': 'hydra:PartialCollectionView',
        'hydra:first': pageLink(resource, query, 1),
        'hydra:last': pageLink(resource, query, last),
        ...(result.page > 1 ? { 'hydra:previous': pageLink(resource, query, result.page - 1) } : {}),
        ...(result.page < last ? { 'hydra:next': pageLink(resource, query, result.page + 1) } : {}),
      }
    : undefined;
  return {
    '@context': `/api/contexts/${resource.type}`,
    '@id': `/api/${resource.name}`,
    '@type': 'hydra:Collection',
    'hydra:member': result.items.map((row) => serializeLd(resource, row)),
    'hydra:totalItems': result.total,
    ...(view ? { 'hydra:view': view } : {}),
  };
};

const sendItem = (
  reply: FastifyReply,
  resource: Resource,
  row: Record<string, unknown>,
  format: Format,
  status = 200,
) =>
  format === 'jsonld'
    ? reply
        .status(status)
        .type('application/ld+json; charset=utf-8')
        .send({ '@context': `/api/contexts/${resource.type}`, ...serializeLd(resource, row) })
    : reply.status(status).send(serialize(resource, row));

/**
 * The generic `/api/<name>` routes, registered once for every declaration: no resource has a
 * handler of its own here. Each handler parses, calls one operation and serializes.
 */
export const registerResourceRoutes = (app: FastifyInstance, services: Services): void => {
  const { db } = services;
  for (const resource of resources) {
    const base = `/api/${resource.name}`;
    const list = async (request: FastifyRequest, reply: FastifyReply, suffix?: Format) => {
      const ctx = await requestContext(services, request);
      const query = request.query as QueryParams;
      const result = await find(db, ctx, resource, query);
      if (formatOf(request, suffix) === 'jsonld') {
        return reply.type('application/ld+json; charset=utf-8').send(hydraCollection(resource, query, result));
      }
      return reply.send(result.items.map((row) => serialize(resource, row)));
    };
    app.get(base, (request, reply) => list(request, reply));
    app.get(`${base}.json`, (request, reply) => list(request, reply, 'json'));
    app.get(`${base}.jsonld`, (request, reply) => list(request, reply, 'jsonld'));

    app.post(base, async (request, reply) => {
      const ctx = await requestContext(services, request);
      const row = await create(db, ctx, resource, request.body);
      return sendItem(reply, resource, row, formatOf(request, undefined), resource.createStatus);
    });

    app.get<{ Params: { id: string } }>(`${base}/:id`, async (request, reply) => {
      const ctx = await requestContext(services, request);
      const { key, suffix } = itemKey(request.params.id);
      const row = await findOne(db, ctx, resource, key);
      return sendItem(reply, resource, row, formatOf(request, suffix));
    });

    app.patch<{ Params: { id: string } }>(`${base}/:id`, async (request, reply) => {
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim();
      if (contentType !== 'application/merge-patch+json') {
        throw new Problem(415, 'errors.unsupported_media_type_title', 'errors.unsupported_media_type');
      }
      const ctx = await requestContext(services, request);
      const { key, suffix } = itemKey(request.params.id);
      const row = await update(db, ctx, resource, key, request.body);
      const sent = Object.keys((request.body ?? {}) as object);
      const quiet = resource.noContentPatchFields;
      if (quiet && sent.length > 0 && sent.every((name) => quiet.includes(name))) return reply.status(204).send();
      return sendItem(reply, resource, row, formatOf(request, suffix));
    });

    app.delete<{ Params: { id: string } }>(`${base}/:id`, async (request, reply) => {
      const ctx = await requestContext(services, request);
      await remove(db, ctx, resource, itemKey(request.params.id).key);
      return reply.status(204).send();
    });
  }
};
