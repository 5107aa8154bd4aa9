import {
  boardingChecks,
  seasons,
  transportAssignments,
  transportRoutes,
  transportStops,
  type RowOf,
  type StudentTransport,
  students,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { routeSummary, shortTime } from './route-trip.operation.ts';

/**
 * A student's bus as the family sees it: the seat of the school's current season (route,
 * vehicle, driver, the morning and afternoon stops with their times) and today's boarding, on
 * the school's clock. The student was loaded through the caller's reach (a family's own child);
 * the rest is read as the system and holds nothing of another student.
 */
export const studentTransport = async (db: Db, student: RowOf<typeof students>): Promise<StudentTransport> => {
  const store = system(db);
  const today = (await schoolClock(db, student.school)).date;
  const season = await store.of(seasons).first({ school: student.school, isDefault: true });
  const seat = season
    ? await store.of(transportAssignments).first({ season: season.id, studentId: student.id })
    : undefined;
  const route = seat ? await store.of(transportRoutes).first({ id: seat.transportRoute }) : undefined;
  if (!seat || !route) return { today, seat: null, boarding: [] };
  const stopOf = async (id: number | null, leg: 'morning' | 'afternoon') => {
    const stop = id ? await store.of(transportStops).first({ id }) : undefined;
    if (!stop) return null;
    return {
      title: stop.title,
      district: stop.district,
      time: shortTime(leg === 'morning' ? stop.morningTime : stop.afternoonTime),
    };
  };
  const checks = await store.of(boardingChecks).list({ studentId: student.id, checkDate: today });
  return {
    today,
    seat: {
      route: await routeSummary(db, route),
      morning: await stopOf(seat.morningStop, 'morning'),
      afternoon: await stopOf(seat.afternoonStop, 'afternoon'),
    },
    boarding: checks
      .map((check) => ({ leg: check.leg, onBoard: check.onBoard }))
      .toSorted((a, b) => (a.leg === b.leg ? 0 : a.leg === 'morning' ? -1 : 1)),
  };
};
