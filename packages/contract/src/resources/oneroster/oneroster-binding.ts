import { z } from 'zod';
import { defineAction } from '../../action/define.ts';

/**
 * The declarations of a OneRoster 1.2 REST service's endpoints (rostering, gradebook), made once
 * for every service from its base path: what each kind of endpoint takes and answers.
 */

/**
 * The query every collection read takes, as the binding names it. Values are read by the run
 * function, which answers the binding's own 400 payload (imsx) for one it cannot use.
 */
const collectionQuery = z.object({
  limit: z.string().max(12, { error: 'validation.too_long' }).optional(),
  offset: z.string().max(12, { error: 'validation.too_long' }).optional(),
  sort: z.string().max(100, { error: 'validation.too_long' }).optional(),
  orderBy: z.string().max(10, { error: 'validation.too_long' }).optional(),
  filter: z.string().max(2000, { error: 'validation.too_long' }).optional(),
  fields: z.string().max(2000, { error: 'validation.too_long' }).optional(),
});

const itemQuery = z.object({ fields: collectionQuery.shape.fields });
const sourcedIdParam = z.string().min(1).max(100);
const records = z.array(z.record(z.string(), z.unknown()));

const BEARER = 'Bearer access token of POST /ims/oneroster/oauth/token, checked by the run function';
const NOT_A_RECORD = 'a OneRoster sourcedId, resolved inside the reach of the key the bearer token stands for';

const LIST_RESPONSES = {
  400: 'imsx payload: a filter, sort or field it cannot use',
  401: 'imsx payload: no valid bearer token',
  403: "imsx payload (forbidden): the token's scopes do not cover this service",
  404: 'imsx payload (unknownobject): the record the path hangs under is not in reach',
} as const;

/**
 * A write's JSON body, handed to the run function as the bytes it came as: the run function reads
 * it with its numbers exact (a score of 17.50 is never a float) and answers the binding's own 400
 * payload (imsx) naming the field it cannot use, where the engine would answer problem+json.
 */
const rawJson = z.custom<Uint8Array>((value) => value instanceof Uint8Array, { message: 'validation.invalid_body' });

const WRITE_RESPONSES = {
  400: 'imsx payload (invaliddata): a body that is not JSON, or a field it cannot use, named',
  401: 'imsx payload: no valid bearer token',
  403: "imsx payload (forbidden): the token's scopes do not cover this write",
  404: 'imsx payload (unknownobject): the record, or one the body names, is not in reach',
  409: 'imsx payload (invaliddata): the gradebook refuses the change as things stand',
} as const;

// Anonymous to the engine: the run function checks the bearer token and its scopes itself.
const protocol = { tags: ['oneroster'], document: 'oneroster', access: 'anonymous', tenancyHeaders: false } as const;
const common = { ...protocol, reads: 'replica' } as const;
const writing = { ...protocol, requestType: 'application/json', maxBytes: 256 * 1024 } as const;

/** The builders of one service's declarations, under its base path. */
export const bindingOf = (base: string) => ({
  /** A collection read: `{ "<plural>": [...] }`, paged by `limit`/`offset` with `X-Total-Count` and `Link`. */
  collection: (name: string, path: string, plural: string) =>
    defineAction({
      ...common,
      name,
      method: 'GET',
      path: `${base}${path}`,
      summary: `OneRoster 1.2: ${plural} (${BEARER})`,
      input: { query: collectionQuery },
      output: z.object({ [plural]: records }),
      responses: LIST_RESPONSES,
    }),

  /** A collection under a record (`/classes/{sourcedId}/students`): the record must be in reach, else 404. */
  nested: (name: string, path: string, plural: string) =>
    defineAction({
      ...common,
      name,
      method: 'GET',
      path: `${base}${path}`,
      summary: `OneRoster 1.2: ${plural} of one record (${BEARER})`,
      notARecord: NOT_A_RECORD,
      input: { params: z.object({ sourcedId: sourcedIdParam }), query: collectionQuery },
      output: z.object({ [plural]: records }),
      responses: LIST_RESPONSES,
    }),

  /**
   * A collection under two records (`/classes/{sourcedId}/students/{subSourcedId}/results`): both
   * must be in reach, else 404.
   */
  nestedTwice: (name: string, path: string, plural: string) =>
    defineAction({
      ...common,
      name,
      method: 'GET',
      path: `${base}${path}`,
      summary: `OneRoster 1.2: ${plural} of one record under another (${BEARER})`,
      notARecord: NOT_A_RECORD,
      input: { params: z.object({ sourcedId: sourcedIdParam, subSourcedId: sourcedIdParam }), query: collectionQuery },
      output: z.object({ [plural]: records }),
      responses: LIST_RESPONSES,
    }),

  /** One record: `{ "<singular>": {...} }`; 404 (imsx `unknownobject`) outside the key's reach. */
  item: (name: string, path: string, singular: string) =>
    defineAction({
      ...common,
      name,
      method: 'GET',
      path: `${base}${path}/{sourcedId}`,
      summary: `OneRoster 1.2: one ${singular} (${BEARER})`,
      notARecord: NOT_A_RECORD,
      input: { params: z.object({ sourcedId: sourcedIdParam }), query: itemQuery },
      output: z.object({ [singular]: z.record(z.string(), z.unknown()) }),
      responses: {
        ...LIST_RESPONSES,
        400: 'imsx payload: a field it cannot select',
        404: 'imsx payload (unknownobject): absent or out of reach',
      },
    }),

  /**
   * PUT one record by the client's sourcedId (`{ "<singular>": {...} }`): creates it (201) or
   * replaces it (200), and answers it as the reads do.
   */
  put: (name: string, path: string, singular: string) =>
    defineAction({
      ...writing,
      name,
      method: 'PUT',
      path: `${base}${path}/{sourcedId}`,
      summary: `OneRoster 1.2: creates or replaces one ${singular} (${BEARER}); 201 created, 200 replaced`,
      notARecord: NOT_A_RECORD,
      input: { params: z.object({ sourcedId: sourcedIdParam }), body: rawJson },
      output: z.object({ [singular]: z.record(z.string(), z.unknown()) }),
      responses: { ...WRITE_RESPONSES, 201: 'Created: the record as the reads answer it' },
    }),

  /**
   * POST several records under one (`/classes/{sourcedId}/lineItems`, `{ "<plural>": [...] }`):
   * all or none; answers the sourcedId each was given.
   */
  postUnder: (name: string, path: string, plural: string) =>
    defineAction({
      ...writing,
      name,
      method: 'POST',
      path: `${base}${path}`,
      status: 201,
      summary: `OneRoster 1.2: creates ${plural} under one record (${BEARER}); all or none`,
      notARecord: NOT_A_RECORD,
      input: { params: z.object({ sourcedId: sourcedIdParam }), body: rawJson },
      output: z.object({
        sourcedIdPairs: z.array(z.object({ suppliedSourcedId: z.string(), allocatedSourcedId: z.string() })),
      }),
      responses: WRITE_RESPONSES,
    }),

  /** DELETE one record: 204, or the gradebook's refusal. */
  remove: (name: string, path: string, singular: string) =>
    defineAction({
      ...protocol,
      name,
      method: 'DELETE',
      path: `${base}${path}/{sourcedId}`,
      status: 204,
      summary: `OneRoster 1.2: deletes one ${singular} (${BEARER})`,
      notARecord: NOT_A_RECORD,
      input: { params: z.object({ sourcedId: sourcedIdParam }) },
      responses: { ...WRITE_RESPONSES, 400: 'imsx payload (invaliddata): the gradebook refuses the deletion' },
    }),
});
