import { z } from 'zod';
import { menuTypes } from '../../constants.ts';
import { parseId } from '../../resource/values.ts';
import { defineAction } from '../../action/define.ts';
import { idParam } from '../../action/params.ts';

/** A school id as its serial column holds it (1 to 2^31-1), as a number or digits. */
const schoolId = z.union([z.number(), z.string()], { error: 'validation.required' }).transform((value, context) => {
  const id = parseId(value);
  if (id === undefined) {
    context.addIssue({ code: 'custom', message: 'validation.required', input: value });
    return z.NEVER;
  }
  return id;
});

// The audience is a field of the request: a wrong one is a 422 on `type`, beside the body's.
const typeParams = z.object({ type: z.enum(menuTypes, { error: 'validation.invalid_choice' }) });

const outcome = z.object({ response: z.enum(['success', 'error']) });

/** POST /api/menus/{type}/sync_menus {schoolId}: the school's menus of that audience become a copy of the global ones. */
export const syncMenusAction = defineAction({
  name: 'syncMenus',
  method: 'POST',
  path: '/api/menus/{type}/sync_menus',
  summary: "Replace a school's menus of an audience with the global ones",
  tags: ['menus'],
  access: { resource: 'menus', operation: 'update' },
  transactional: true,
  input: { params: typeParams, body: z.object({ schoolId }) },
  output: outcome,
  responses: { 403: 'A school out of reach' },
});

/** POST /api/menus/{type}/copy_menus {schoolId, copyToIds}: copies a school's menus of that audience to other schools. */
export const copyMenusAction = defineAction({
  name: 'copyMenus',
  method: 'POST',
  path: '/api/menus/{type}/copy_menus',
  summary: "Copy a school's menus of an audience to other schools",
  tags: ['menus'],
  access: { resource: 'menus', operation: 'update' },
  transactional: true,
  input: {
    params: typeParams,
    body: z.object({ schoolId, copyToIds: z.array(schoolId, { error: 'validation.required' }).min(1) }),
  },
  output: outcome,
  responses: { 403: 'A school out of reach' },
});

/** A menu id in a body, as a number or digits; null for the top level. */
const parentId = z
  .union([z.number(), z.string(), z.null()], { error: 'validation.invalid_reference' })
  .transform((value, context) => {
    if (value === null) return null;
    const id = parseId(value);
    if (id === undefined) {
      context.addIssue({ code: 'custom', message: 'validation.invalid_reference', input: value });
      return z.NEVER;
    }
    return id;
  });

/**
 * Either a step (`direction`: swap with the neighbour, the spec's up and down) or a place
 * (`parent` and `position`: the editor's drop and its move in and out), one request either way.
 */
const moveBody = z
  .object({
    direction: z.enum(['up', 'down'], { error: 'validation.invalid_choice' }).optional(),
    parent: parentId.optional(),
    position: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(0).optional(),
  })
  .superRefine((body, context) => {
    if (body.direction === undefined && body.position === undefined)
      context.addIssue({ code: 'custom', path: ['direction'], message: 'validation.required' });
    if (body.direction === undefined && body.position !== undefined && body.parent === undefined)
      context.addIssue({ code: 'custom', path: ['parent'], message: 'validation.required' });
  });

export type MoveMenuBody = z.output<typeof moveBody>;

const move = {
  input: {
    params: z.object({ id: idParam }),
    body: moveBody,
  },
  output: z.object({
    response: z.literal('success'),
    siblings: z.array(z.object({ id: z.number().int(), position: z.number().int() })),
  }),
  responses: { 404: 'No such menu' },
} as const;

/**
 * POST /api/menus/{id}/move {direction} swaps a school menu with its neighbour; {parent, position}
 * puts it at that place under that parent (null: the top level). Answers the siblings' new order.
 */
export const moveMenuAction = defineAction({
  name: 'moveMenu',
  method: 'POST',
  path: '/api/menus/{id}/move',
  summary: 'Move a school menu up or down, or to a place under a parent',
  tags: ['menus'],
  access: 'signedIn',
  record: { resource: 'menus', operation: 'update' },
  ...move,
});

/** POST /api/global_menus/{id}/move {direction}: the same for a global menu. */
export const moveGlobalMenuAction = defineAction({
  name: 'moveGlobalMenu',
  method: 'POST',
  path: '/api/global_menus/{id}/move',
  summary: 'Move a global menu up or down, or to a place under a parent',
  tags: ['global_menus'],
  access: 'signedIn',
  record: { resource: 'global_menus', operation: 'update' },
  ...move,
});
