import { z } from 'zod';
import { defineAction } from '../../action/define.ts';

/**
 * The declarations of a OneRoster 1.2 REST service's reads (rostering, gradebook), made once for
 * every service from its base path: what each kind of endpoint takes and answers.
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

const common = {
  tags: ['oneroster'],
  document: 'oneroster',
  access: 'anonymous',
  tenancyHeaders: false,
  reads: 'replica',
} as const;

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
});
