import { resources, type Resource } from '@kampus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../core/caller.ts';
import { auditRead } from '../core/audit.ts';
import { asLd, present } from '../core/embed.ts';
import type { Row } from '../core/hooks.ts';
import { runCommand } from '../core/commands.ts';
import { create, createMany, find, findOne, remove, update, type ListResult } from '../core/operations.ts';
import { Problem, violation } from '../core/problem.ts';
import { etagOf } from '../core/versions.ts';
import { noteApiKeyRead } from '../modules/privacy/disclosure-log.operation.ts';
import type { QueryParams } from '../core/query.ts';
import { requestContext } from './context.ts';
import { hydraSearch } from './hydra.ts';
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
const hydraCollection = (
  resource: Resource,
  query: QueryParams,
  result: ListResult,
  members: Record<string, unknown>[],
) => {
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
    'hydra:member': members.map((item) => asLd(resource, item)),
    'hydra:totalItems': result.total,
    ...(view ? { 'hydra:view': view } : {}),
    'hydra:search': hydraSearch(resource),
  };
};

/** The version a change is based on (core/versions.ts); several headers read as one list. */
const ifMatchOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['if-match'];
  return Array.isArray(header) ? header.join(', ') : header;
};

/** Largest `/bulk` batch: a class or a month of records, not an import. */
const MAX_BULK_ITEMS = 1000;

/** The `items` of a `/bulk` body: a non-empty array, else 422 on `items`. */
const bulkItems = (body: unknown): unknown[] => {
  const items = typeof body === 'object' && body !== null ? (body as { items?: unknown }).items : undefined;
  if (!Array.isArray(items) || items.length === 0) throw violation('items', 'validation.required');
  if (items.length > MAX_BULK_ITEMS) throw violation('items', 'validation.too_large');
  return items;
};

/**
 * The generic `/api/<name>` routes, registered once for every declaration: no resource has a
 * handler of its own here. Each handler parses, calls one operation and serializes. A resource
 * declared `commands` (money) runs its writes as commands (core/commands.ts): one transaction
 * with its answer, and an `Idempotency-Key` pays once; such answers are plain JSON.
 */
export const registerResourceRoutes = (app: FastifyInstance, services: Services): void => {
  const { db } = services;
  const sendItem = async (
    reply: FastifyReply,
    ctx: RequestContext,
    resource: Resource,
    row: Row,
    format: Format,
    status = 200,
  ) => {
    const [item = {}] = await present(db, ctx, resource, [row], services.cache);
    reply.header('ETag', etagOf(row));
    return format === 'jsonld'
      ? reply
          .status(status)
          .type('application/ld+json; charset=utf-8')
          .send({ '@context': `/api/contexts/${resource.type}`, ...asLd(resource, item) })
      : reply.status(status).send(item);
  };
  for (const resource of resources) {
    const base = `/api/${resource.name}`;
    const list = async (request: FastifyRequest, reply: FastifyReply, suffix?: Format) => {
      const ctx = await requestContext(services, request);
      const query = request.query as QueryParams;
      // A collection GET writes nothing: the read replica serves it when there is one (docs/scaling.md).
      const result = await find(services.readDb, ctx, resource, query, services.cache);
      const members = await present(services.readDb, ctx, resource, result.items, services.cache);
      await noteApiKeyRead(services.db, ctx, resource, result.items, request.url);
      await auditRead(services.db, ctx, resource, result.items);
      if (formatOf(request, suffix) === 'jsonld') {
        return reply.type('application/ld+json; charset=utf-8').send(hydraCollection(resource, query, result, members));
      }
      return reply.send(members);
    };
    app.get(base, (request, reply) => list(request, reply));
    app.get(`${base}.json`, (request, reply) => list(request, reply, 'json'));
    app.get(`${base}.jsonld`, (request, reply) => list(request, reply, 'jsonld'));

    app.post(base, async (request, reply) => {
      const ctx = await requestContext(services, request);
      if (resource.commands) {
        return runCommand(db, ctx, request, reply, async (tx) => {
          const row = await create(tx, ctx, resource, request.body);
          const [item = {}] = await present(tx, ctx, resource, [row]);
          return { status: resource.createStatus, body: item };
        });
      }
      const row = await create(db, ctx, resource, request.body);
      return sendItem(reply, ctx, resource, row, formatOf(request, undefined), resource.createStatus);
    });

    if (resource.bulk) {
      app.post(`${base}/bulk`, async (request, reply) => {
        const ctx = await requestContext(services, request);
        return runCommand(db, ctx, request, reply, async (tx) => {
          const rows = await createMany(tx, ctx, resource, bulkItems(request.body));
          return { status: 201, body: { items: await present(tx, ctx, resource, rows) } };
        });
      });
    }

    app.get<{ Params: { id: string } }>(`${base}/:id`, async (request, reply) => {
      const ctx = await requestContext(services, request);
      const { key, suffix } = itemKey(request.params.id);
      const row = await findOne(db, ctx, resource, key);
      await noteApiKeyRead(db, ctx, resource, [row], request.url);
      await auditRead(db, ctx, resource, [row]);
      return sendItem(reply, ctx, resource, row, formatOf(request, suffix));
    });

    app.patch<{ Params: { id: string } }>(`${base}/:id`, async (request, reply) => {
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim();
      if (contentType !== 'application/merge-patch+json') {
        throw new Problem(415, 'errors.unsupported_media_type_title', 'errors.unsupported_media_type');
      }
      const ctx = await requestContext(services, request);
      const { key, suffix } = itemKey(request.params.id);
      if (resource.commands) {
        return runCommand(db, ctx, request, reply, async (tx) => {
          const row = await update(tx, ctx, resource, key, request.body, { ifMatch: ifMatchOf(request) });
          const [item = {}] = await present(tx, ctx, resource, [row]);
          return { status: 200, body: item };
        });
      }
      const row = await update(db, ctx, resource, key, request.body, { ifMatch: ifMatchOf(request) });
      const sent = Object.keys((request.body ?? {}) as object);
      const quiet = resource.noContentPatchFields;
      if (quiet && sent.length > 0 && sent.every((name) => quiet.includes(name))) {
        return reply.status(204).header('ETag', etagOf(row)).send();
      }
      return sendItem(reply, ctx, resource, row, formatOf(request, suffix));
    });

    app.delete<{ Params: { id: string } }>(`${base}/:id`, async (request, reply) => {
      const ctx = await requestContext(services, request);
      const key = itemKey(request.params.id).key;
      if (resource.commands) {
        return runCommand(db, ctx, request, reply, async (tx) => {
          await remove(tx, ctx, resource, key, { ifMatch: ifMatchOf(request), services });
          return { status: 204, body: undefined };
        });
      }
      await remove(db, ctx, resource, key, { ifMatch: ifMatchOf(request), services });
      return reply.status(204).send();
    });
  }
};
