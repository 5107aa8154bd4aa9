import {
  seasons,
  students,
  transportAssignments,
  transportDrivers,
  transportStops,
  transportVehicles,
  users,
  type RowOf,
  type TransportLeg,
  transportRoutes,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

type Route = RowOf<typeof transportRoutes>;
type Stop = RowOf<typeof transportStops>;

export interface RouteSummary {
  id: number;
  title: string;
  plate: string | null;
  seats: number | null;
  driverName: string | null;
  driverPhone: string | null;
  escortName: string | null;
}

/** A route as its sheet and the escort's screen head it: the vehicle, driver and escort by name. */
export const routeSummary = async (db: Db, route: Route): Promise<RouteSummary> => {
  const store = system(db);
  const vehicle = route.vehicle ? await store.of(transportVehicles).first({ id: route.vehicle }) : undefined;
  const driver = route.driver ? await store.of(transportDrivers).first({ id: route.driver }) : undefined;
  const escort = route.escort ? await store.of(users).first({ id: route.escort }) : undefined;
  return {
    id: route.id,
    title: route.title,
    plate: vehicle?.plate ?? null,
    seats: vehicle?.seats ?? null,
    driverName: driver?.name ?? null,
    driverPhone: driver?.phone ?? null,
    escortName: escort ? `${escort.name} ${escort.lastName}` : null,
  };
};

/** The season a route's seats are read in: the school's default (the one running now). */
export const routeSeason = async (db: Db, route: Route): Promise<number | null> =>
  (await system(db).of(seasons).first({ school: route.school, isDefault: true }))?.id ?? null;

export interface TripStop {
  stop: Stop;
  time: string | null;
  students: { id: number; name: string }[];
}

/** `HH:mm` of a stored time, or null. */
export const shortTime = (value: string | null): string | null => (value ? value.slice(0, 5) : null);

/**
 * One trip of a route: its stops in the trip's order (the morning's, else the afternoon's),
 * each with its time and the students who get on (morning) or off (afternoon) there, by name.
 * Read as the system: the route was loaded through the caller's reach.
 */
export const routeTrip = async (db: Db, route: Route, season: number, leg: TransportLeg): Promise<TripStop[]> => {
  const store = system(db);
  const field = leg === 'morning' ? 'morningStop' : 'afternoonStop';
  const stops = await store.of(transportStops).list({ transportRoute: route.id });
  const seats = await store.of(transportAssignments).list({ season, transportRoute: route.id });
  const ids = seats.map((seat) => seat.studentId);
  const pupils = ids.length === 0 ? [] : await store.of(students).list({ id: ids });
  const byId = new Map(pupils.map((pupil) => [pupil.id, pupil]));
  const order = (stop: Stop): number => (leg === 'morning' ? (stop.morningOrder ?? 0) : (stop.afternoonOrder ?? 0));
  const collator = new Intl.Collator('tr');
  return stops
    .toSorted((a, b) => order(a) - order(b) || a.id - b.id)
    .map((stop) => ({
      stop,
      time: shortTime(leg === 'morning' ? stop.morningTime : stop.afternoonTime),
      students: seats
        .filter((seat) => seat[field] === stop.id)
        .flatMap((seat) => {
          const pupil = byId.get(seat.studentId);
          return pupil ? [{ id: pupil.id, name: `${pupil.name} ${pupil.lastName}` }] : [];
        })
        .toSorted((a, b) => collator.compare(a.name, b.name)),
    }));
};
