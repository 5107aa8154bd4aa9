import {
  classStudents,
  classes,
  roomBookings,
  rooms,
  studentBatches,
  students,
  users,
  type TimetableWeek,
  type WeekQuery,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { authorize } from '../../core/policy.ts';
import { notFound, violation } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

const STAFF = new Set(['headquarters', 'campus', 'school']);

/** The batches (elective sections among them) the students are in, each once. */
const batchesOf = async (db: Db, studentIds: readonly number[]): Promise<number[]> =>
  studentIds.length === 0
    ? []
    : [
        ...new Set(
          (
            await system(db)
              .of(studentBatches)
              .list({ studentId: [...new Set(studentIds)] })
          ).map((row) => row.batchId),
        ),
      ];

/** Whose week it is, and which lessons (`schedules` conditions) and bookings make it. */
export interface WeekSubject {
  view: TimetableWeek['view'];
  title: string;
  school: number;
  /** A class's or a student's week: the lessons of its classes and of its batches (electives). */
  where: { classId: number[]; batch: number[] } | { teacherId: number } | { room: number };
  /** The room whose bookings the week shows too; only a room's week has one. */
  bookingsOf?: number;
}

/**
 * Whose week, checked through the caller's own reach before any lesson is read: a class or a
 * student as the caller reads them on `/api` (a teacher their classes and students, a family
 * their own children), a teacher by staff of their school or by themself, a room by whoever may
 * read its bookings. Anything out of reach is 404.
 */
export const whoseWeek = async (db: Db, ctx: RequestContext, query: WeekQuery): Promise<WeekSubject> => {
  const reader = scoped(db, ctx, { as: 'reader' });
  if (query.class !== undefined) {
    const klass = await reader.of(classes).get(query.class);
    // The class's students' electives too: a batch any of them is in.
    const members = await system(db).of(classStudents).list({ classId: klass.id });
    return {
      view: 'class',
      title: klass.title,
      school: klass.school,
      where: {
        classId: [klass.id],
        batch: await batchesOf(
          db,
          members.map((row) => row.student),
        ),
      },
    };
  }
  if (query.student !== undefined) {
    const student = await reader.of(students).get(query.student);
    const memberships = await system(db).of(classStudents).list({ student: student.id });
    return {
      view: 'student',
      title: `${student.name} ${student.lastName}`.trim(),
      school: student.school,
      where: {
        classId: [...new Set(memberships.map((row) => row.classId))],
        batch: await batchesOf(db, [student.id]),
      },
    };
  }
  if (query.teacher !== undefined) {
    const caller = ctx.caller;
    const self = caller !== null && caller.id === query.teacher;
    if (!self && !(caller && (caller.superadmin || STAFF.has(caller.audience)))) throw notFound();
    const teacher = await reader.of(users).get(query.teacher);
    return {
      view: 'teacher',
      title: `${teacher.name} ${teacher.lastName}`.trim(),
      school: teacher.schoolId ?? ctx.activeSchoolId ?? 0,
      where: { teacherId: teacher.id },
    };
  }
  if (query.room !== undefined) {
    // Everyone reads a room (a family's timetable names it), but a room's week is its bookings,
    // and those are staff's and teachers' (room_bookings' declared read). A family is refused for
    // who they are (403) before the room is looked up, so the answer tells nothing of which
    // rooms exist; another school's room is out of reach like any record (404).
    authorize(ctx, roomBookings, 'list');
    const room = await reader.of(rooms).get(query.room);
    return { view: 'room', title: room.name, school: room.school, where: { room: room.id }, bookingsOf: room.id };
  }
  // The query's own schema answers this first (422 on `class`); kept so the type is whole.
  throw violation('class', 'validation.required');
};
