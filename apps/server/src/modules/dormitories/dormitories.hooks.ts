import { bedAssignments, dormBeds, dormBuildings, dormRooms, leaveRequests, students } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { defineHooks, type Data } from '../../core/hooks.ts';
import { unprocessable, violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { addStudentFee } from '../finance/add-student-fee.operation.ts';
import { schoolClock } from '../school-life/school-clock.ts';
import { notifyLeaveDecision } from './notify-dorm.operation.ts';

/** Beds a room holds now (read as the system: the room's reference was checked against the caller's reach). */
const bedsIn = async (tx: Db, room: number): Promise<number> => (await system(tx).of(dormBeds).list({ room })).length;

/** A room's capacity is the most beds it may have: 422 on `room` for one bed too many. */
export const dormBedsHooks = defineHooks(dormBeds, {
  beforeCreate: async (tx, _ctx, data) => {
    const room = await system(tx).of(dormRooms).first({ id: data.room });
    if (room && (await bedsIn(tx, room.id)) >= room.capacity) throw violation('room', 'ui.dormitories.room_full');
    return data;
  },
  beforeUpdate: async (tx, _ctx, data, current) => {
    if (data.room === undefined || data.room === current.room) return data;
    const room = await system(tx).of(dormRooms).first({ id: data.room });
    if (room && (await bedsIn(tx, room.id)) >= room.capacity) throw violation('room', 'ui.dormitories.room_full');
    return data;
  },
});

/** A room's capacity never drops below the beds it already has: 422 on `capacity`. */
export const dormRoomsHooks = defineHooks(dormRooms, {
  beforeUpdate: async (tx, _ctx, data, current) => {
    if (typeof data.capacity === 'number' && data.capacity < (await bedsIn(tx, current.id)))
      throw violation('capacity', 'ui.dormitories.capacity_below_beds');
    return data;
  },
});

/**
 * A boarder sleeps in a bed in use, in a building that houses them: a girl is not given a bed in
 * the boys' building (422 on `bed`). One bed a season and one student a bed are the table's
 * unique keys (422 on `bed` or `student`).
 */
const checkBed = async (tx: Db, bedId: number, studentId: number): Promise<void> => {
  const store = system(tx);
  const bed = await store.of(dormBeds).first({ id: bedId });
  if (!bed) return;
  if (bed.isActive === false) throw violation('bed', 'ui.dormitories.bed_not_in_use');
  const room = await store.of(dormRooms).first({ id: bed.room });
  const building = room ? await store.of(dormBuildings).first({ id: room.building }) : undefined;
  const student = await store.of(students).first({ id: studentId });
  const wrong =
    (building?.buildingGender === 'boys' && student?.gender === 'female') ||
    (building?.buildingGender === 'girls' && student?.gender === 'male');
  if (wrong) throw violation('bed', 'ui.dormitories.bed_wrong_building');
};

/**
 * The boarding fee of the bed's building added to the student's fees of the season
 * (`addStudentFee`, in the assignment's transaction); none when the building has no fee.
 */
const addBoardingFee = async (tx: Db, ctx: RequestContext, data: Data): Promise<number | null> => {
  const store = system(tx);
  const bed = await store.of(dormBeds).first({ id: Number(data.bed) });
  const room = bed ? await store.of(dormRooms).first({ id: bed.room }) : undefined;
  const building = room ? await store.of(dormBuildings).first({ id: room.building }) : undefined;
  if (!building?.boardingFee) return null;
  return addStudentFee(tx, ctx, {
    school: Number(data.school),
    season: Number(data.season),
    student: Number(data.student),
    feeName: building.title,
    amount: building.boardingFee,
  });
};

/**
 * A bed's rules (docs/dormitories.md): `checkBed`, and `addBoardingFee` on a new assignment adds
 * the building's fee once; a later change of the flag adds none.
 */
export const bedAssignmentsHooks = defineHooks(bedAssignments, {
  beforeCreate: async (tx, ctx, data) => {
    await checkBed(tx, Number(data.bed), Number(data.student));
    return { ...data, addedFee: data.addBoardingFee === true ? await addBoardingFee(tx, ctx, data) : null };
  },
  beforeUpdate: async (tx, _ctx, data, current) => {
    if (data.bed !== undefined || data.student !== undefined)
      await checkBed(tx, data.bed ?? current.bed, data.student ?? current.student);
    return data;
  },
});

/** `YYYY-MM-DD HH:mm:ss` at the school now. */
const now = async (tx: Db, school: number): Promise<string> => {
  const clock = await schoolClock(tx, school);
  return `${clock.date} ${clock.time.length === 5 ? `${clock.time}:00` : clock.time}`;
};

const checkDates = (from: string | undefined, until: string | undefined): void => {
  if (from && until && until < from) throw violation('leaveUntil', 'validation.end_before_start');
};

/** Only a boarder of the season goes on leave from the boarding house: 422 on `student` otherwise. */
const checkBoarder = async (tx: Db, student: number, season: number): Promise<void> => {
  const bed = await system(tx).of(bedAssignments).first({ student, season });
  if (!bed) throw violation('student', 'ui.dormitories.not_a_boarder');
};

const callerId = (ctx: RequestContext): number | null => ctx.caller?.id ?? null;

/**
 * A parent asks (the request is pending whatever they send: the status is staff's field, 422 on
 * it), the warden decides: who asked and who decided, and when, are the server's to set. A
 * student signs out only on an approved leave, and back in only after signing out. The parents
 * hear of the decision (notify-dorm.operation.ts).
 */
export const leaveRequestsHooks = defineHooks(leaveRequests, {
  beforeCreate: async (tx, ctx, data) => {
    checkDates(data.leaveFrom, data.leaveUntil);
    // A family asks ahead (or for today); a warden may record a leave after the fact.
    if (ctx.caller?.audience === 'parent' && data.leaveFrom && data.school !== undefined) {
      const today = (await schoolClock(tx, Number(data.school))).date;
      if (data.leaveFrom < today) throw violation('leaveFrom', 'ui.dormitories.leave_in_past');
    }
    // The season sent, else the active one the engine fills in; none: 422 on `season` by the engine.
    const season = data.season ?? ctx.activeSeasonId;
    if (season !== undefined && season !== null) await checkBoarder(tx, Number(data.student), Number(season));
    const decided = data.leaveStatus !== undefined && data.leaveStatus !== 'pending';
    return {
      ...data,
      requestedBy: callerId(ctx) ?? data.requestedBy ?? null,
      decidedBy: decided ? callerId(ctx) : null,
      decidedAt: decided ? await now(tx, Number(data.school)) : null,
    };
  },
  beforeUpdate: async (tx, ctx, data, current) => {
    checkDates(data.leaveFrom ?? current.leaveFrom, data.leaveUntil ?? current.leaveUntil);
    const status = data.leaveStatus ?? current.leaveStatus;
    const signedOut = data.signedOutAt === undefined ? current.signedOutAt : data.signedOutAt;
    const signedIn = data.signedInAt === undefined ? current.signedInAt : data.signedInAt;
    if (signedOut && status !== 'approved') throw violation('signedOutAt', 'ui.dormitories.not_approved');
    // Signed out on the leave's first day or later: before it, the roll call still expects them in.
    const leaveFrom = data.leaveFrom ?? current.leaveFrom;
    if (data.signedOutAt && leaveFrom && data.signedOutAt.slice(0, 10) < leaveFrom)
      throw unprocessable([
        {
          propertyPath: 'signedOutAt',
          message: 'ui.dormitories.leave_not_started',
          values: { date: leaveFrom },
          formats: { date: 'date' },
        },
      ]);
    if (signedIn && !signedOut) throw violation('signedInAt', 'ui.dormitories.not_signed_out');
    if (signedIn && signedOut && signedIn < signedOut) throw violation('signedInAt', 'validation.end_before_start');
    if (data.leaveStatus === undefined || data.leaveStatus === current.leaveStatus) return data;
    // A family withdrawing its own request decides nothing: no warden's name on it.
    if (data.leaveStatus === 'cancelled' && ctx.caller?.audience === 'parent') return data;
    return { ...data, decidedBy: callerId(ctx), decidedAt: await now(tx, current.school) };
  },
  afterUpdate: async (tx, ctx, row, previous) => {
    const decided = row.leaveStatus === 'approved' || row.leaveStatus === 'refused';
    if (decided && row.leaveStatus !== previous.leaveStatus) await notifyLeaveDecision(tx, row, ctx.language);
  },
});
