import {
  boardingChecks,
  transportRoutes,
  type BoardingBody,
  type BoardingList,
  type RowOf,
  type TransportLeg,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { violation } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { within } from '../enrollment/within.ts';
import { notifyNotOnBoard } from './notify-boarding.operation.ts';
import { routeSeason, routeSummary, routeTrip } from './route-trip.operation.ts';

type Route = RowOf<typeof transportRoutes>;

/** The route's students on one trip of one day in stop order, each with whether they got on (null: not checked). */
export const readBoarding = async (db: Db, route: Route, date: string, leg: TransportLeg): Promise<BoardingList> => {
  const season = await routeSeason(db, route);
  const trip = season === null ? [] : await routeTrip(db, route, season, leg);
  const checks = await system(db).of(boardingChecks).list({ transportRoute: route.id, checkDate: date, leg });
  const byStudent = new Map(checks.map((check) => [check.studentId, check]));
  return {
    route: await routeSummary(db, route),
    date,
    leg,
    students: trip.flatMap(({ stop, time, students }) =>
      students.map((student) => {
        const check = byStudent.get(student.id);
        return {
          studentId: student.id,
          name: student.name,
          stop: stop.title,
          time,
          onBoard: check ? check.onBoard : null,
          familyNotifiedAt: check?.familyNotifiedAt ?? null,
        };
      }),
    ),
  };
};

/**
 * Saves the escort's check of one trip in the caller's transaction: each student's row is
 * created or changed through the boarding checks' write path (the escort's duty at the route's
 * school, the audit trail). A student not on this trip is 422 on `students[i].studentId` and
 * nothing is kept. The families of the students not on board are told once: a row already
 * stamped `familyNotifiedAt` is never told again, however often the trip is checked.
 */
export const saveBoarding = async (
  tx: Db,
  ctx: RequestContext,
  route: Route,
  body: BoardingBody,
): Promise<{ checked: number; notified: number; unreached: string[] }> => {
  const season = await routeSeason(tx, route);
  if (season === null) throw violation('date', 'validation.required');
  const trip = await routeTrip(tx, route, season, body.leg);
  const onTrip = new Set(trip.flatMap((stop) => stop.students.map((student) => student.id)));
  const repo = scoped(tx, ctx).of(boardingChecks);
  const toNotify: RowOf<typeof boardingChecks>[] = [];
  for (const [index, entry] of body.students.entries()) {
    if (!onTrip.has(entry.studentId)) throw violation(`students[${index}].studentId`, 'ui.transport.not_on_trip');
    const row = await within(`students[${index}]`, async () => {
      const current = await repo.first({ studentId: entry.studentId, checkDate: body.date, leg: body.leg });
      if (current)
        return current.onBoard === entry.onBoard ? current : repo.update(current.id, { onBoard: entry.onBoard });
      return repo.insert({
        school: route.school,
        season,
        transportRoute: route.id,
        studentId: entry.studentId,
        checkDate: body.date,
        leg: body.leg,
        onBoard: entry.onBoard,
      });
    });
    if (!row.onBoard && row.familyNotifiedAt === null) toNotify.push(row);
  }
  let notified = 0;
  // A child missing whose family has no account was told nothing: the escort must call them.
  const unreached: string[] = [];
  for (const row of toNotify) {
    const told = await notifyNotOnBoard(tx, ctx, row);
    notified += told;
    if (told === 0) {
      const student = trip.flatMap((stop) => stop.students).find((one) => one.id === row.studentId);
      if (student) unreached.push(student.name);
    }
  }
  return { checked: body.students.length, notified, unreached };
};
