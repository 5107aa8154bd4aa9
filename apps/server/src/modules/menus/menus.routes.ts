import { globalMenus, menus, menuTypes, parseId, type Resource } from '@kampus/contract';
import type { Db } from '../../db/database.ts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorize } from '../../core/policy.ts';
import { forbidden, unprocessable } from '../../core/problem.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';
import { requestContext } from '../../http/context.ts';
import type { Services } from '../../http/services.ts';
import { copyMenus } from './copy-menus.operation.ts';
import { moveMenu, type MoveDirection } from './move-menu.operation.ts';
import { syncMenus } from './sync-menus.operation.ts';

/** A school id as its serial column holds it (1 to 2^31-1); anything else is no school. */
const schoolIdOf = (value: unknown): number | undefined => parseId(value);

/**
 * POST /api/menus/{type}/sync_menus {schoolId}: the school's menus of that audience become a copy
 * of the global ones. POST /api/menus/{type}/copy_menus {schoolId, copyToIds}: copies a school's
 * menus of that audience to other schools. Both answer {response: "success"} or {response: "error"}.
 */
export const registerMenuRoutes = (app: FastifyInstance, services: Services): void => {
  app.post<{ Params: { type: string } }>('/api/menus/:type/:action', async (request, reply) => {
    const { type, action } = request.params as { type: string; action: string };
    // POST /api/menus/{id}/move {direction}: shares this path shape with the audience actions.
    if (action === 'move' && parseId(type) !== undefined) return moveAnswer(services, request, menus, type);
    if (action !== 'sync_menus' && action !== 'copy_menus') return reply.callNotFound();
    const ctx = await requestContext(services, request);
    authorize(ctx, menus, 'update');
    const body = (request.body ?? {}) as { schoolId?: unknown; copyToIds?: unknown };
    const schoolId = schoolIdOf(body.schoolId);
    const targets = Array.isArray(body.copyToIds) ? body.copyToIds.map(schoolIdOf) : [];
    const violations = [
      ...((menuTypes as readonly string[]).includes(type)
        ? []
        : [{ propertyPath: 'type', message: 'validation.invalid_choice' }]),
      ...(schoolId === undefined ? [{ propertyPath: 'schoolId', message: 'validation.required' }] : []),
      ...(action === 'copy_menus' && (targets.length === 0 || targets.includes(undefined))
        ? [{ propertyPath: 'copyToIds', message: 'validation.required' }]
        : []),
    ];
    if (violations.length > 0) throw unprocessable(violations);
    const schools = [schoolId, ...targets] as number[];
    if (schools.some((id) => !ctx.reach.has(id))) throw forbidden('errors.school_forbidden');
    const table = resourceTable('schools');
    const existing = await services.db
      .select({ id: col(table, 'id') })
      .from(table)
      .where(eq(col(table, 'id'), schoolId as number));
    if (existing.length === 0) return { response: 'error' };
    await services.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      if (action === 'sync_menus') await syncMenus(tx, schoolId as number, type);
      else for (const target of targets as number[]) await copyMenus(tx, schoolId as number, target, type);
    });
    return { response: 'success' };
  });
  app.post<{ Params: { id: string } }>('/api/global_menus/:id/move', async (request, reply) => {
    if (parseId(request.params.id) === undefined) return reply.callNotFound();
    return moveAnswer(services, request, globalMenus, request.params.id);
  });
};

/**
 * POST /api/{menus,global_menus}/{id}/move {direction: "up"|"down"}: swaps the menu with its
 * neighbour in one transaction; answers the siblings' ids and positions in their new order.
 */
const moveAnswer = async (services: Services, request: FastifyRequest, resource: Resource, id: string) => {
  const ctx = await requestContext(services, request);
  const direction = ((request.body ?? {}) as { direction?: unknown }).direction;
  if (direction !== 'up' && direction !== 'down')
    throw unprocessable([{ propertyPath: 'direction', message: 'validation.invalid_choice' }]);
  const siblings = await moveMenu(services.db, ctx, resource, Number(id), direction as MoveDirection);
  return { response: 'success', siblings };
};
