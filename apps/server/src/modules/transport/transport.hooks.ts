import {
  boardingChecks,
  schoolBusFees,
  transportAssignments,
  transportRoutes,
  transportStops,
  transportVehicles,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { defineHooks, type Data } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { addStudentFee } from '../finance/add-student-fee.operation.ts';

const idOf = (value: unknown, fallback: number | null): number | null =>
  value === undefined ? fallback : typeof value === 'number' ? value : null;

/** A stop chosen for a seat must be a stop of the seat's route (422 on the stop's field). */
const checkStop = async (tx: Db, field: string, stop: number | null, route: number): Promise<void> => {
  if (stop === null) return;
  const row = await system(tx).of(transportStops).first({ id: stop });
  if (row && row.transportRoute !== route) throw violation(field, 'ui.transport.stop_not_on_route');
};

/**
 * The vehicle's seats are the route's limit for a season: 422 on `transportRoute` when every
 * seat is taken. The route row is locked first, so two seats given at once are counted one
 * after the other and the last seat is never given twice. A route with no vehicle has no limit
 * yet (the school is still planning it).
 */
const checkSeats = async (tx: Db, route: number, season: number, self: number | null): Promise<void> => {
  const store = system(tx);
  const row = await store.of(transportRoutes).lock(route);
  if (row.vehicle === null) return;
  const vehicle = await store.of(transportVehicles).first({ id: row.vehicle });
  if (!vehicle) return;
  const seated = await store.of(transportAssignments).list({ season, transportRoute: route });
  const others = seated.filter((seat) => seat.id !== self).length;
  if (others >= vehicle.seats) throw violation('transportRoute', 'ui.transport.vehicle_full');
};

/** The route's bus fee added to the student's fees of the seat's season (`addStudentFee`); none when the route has no fee. */
const addBusFee = async (tx: Db, ctx: RequestContext, data: Data): Promise<number | null> => {
  const route = await system(tx)
    .of(transportRoutes)
    .first({ id: Number(data.transportRoute) });
  const fee = route?.busFee ? await system(tx).of(schoolBusFees).first({ id: route.busFee }) : undefined;
  if (!fee) return null;
  return addStudentFee(tx, ctx, {
    school: Number(data.school),
    season: Number(data.season),
    student: Number(data.studentId),
    feeName: fee.title,
    amount: fee.amount,
  });
};

/**
 * A seat's rules (docs/transport.md): its stops are on its route, the vehicle has a free seat,
 * and `addFee` on a new seat adds the route's bus fee to the student's fees of the season in the
 * same transaction (`addBusFee`).
 */
export const transportAssignmentsHooks = defineHooks(transportAssignments, {
  beforeCreate: async (tx, ctx, data) => {
    const route = Number(data.transportRoute);
    await checkStop(tx, 'morningStop', idOf(data.morningStop, null), route);
    await checkStop(tx, 'afternoonStop', idOf(data.afternoonStop, null), route);
    await checkSeats(tx, route, Number(data.season), null);
    return { ...data, studentFee: data.addFee === true ? await addBusFee(tx, ctx, data) : null };
  },
  beforeUpdate: async (tx, _ctx, data, current) => {
    const route = idOf(data.transportRoute, current.transportRoute) ?? current.transportRoute;
    await checkStop(tx, 'morningStop', idOf(data.morningStop, current.morningStop), route);
    await checkStop(tx, 'afternoonStop', idOf(data.afternoonStop, current.afternoonStop), route);
    if (route !== current.transportRoute) await checkSeats(tx, route, current.season, current.id);
    // The fee is added once, when the seat is given (`beforeCreate`): a later change of `addFee` adds none.
    return data;
  },
});

/** The escort who checks is whoever saves the check, whatever a client sends. */
export const boardingChecksHooks = defineHooks(boardingChecks, {
  beforeCreate: (_tx, ctx, data) => ({ ...data, checkedBy: ctx.caller?.id ?? null, familyNotifiedAt: null }),
  // The system's own stamp (the family's notice) leaves who checked as it was.
  beforeUpdate: (_tx, ctx, data) => (ctx.caller ? { ...data, checkedBy: ctx.caller.id } : data),
});
