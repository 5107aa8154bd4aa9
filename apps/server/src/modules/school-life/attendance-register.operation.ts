import {
  attendanceTypes,
  attendances,
  batches,
  classStudents,
  classes,
  gradingTerms,
  mayWriteRegister,
  schedules,
  students,
  termOfDay,
  UNKNOWN_ATTENDANCE_TYPE_ID,
  users,
  type RegisterMark,
  type RegisterQuery,
  type RowOf,
  type Violation,
} from '@kampus/contract';
import { recordAction } from '../../core/audit.ts';
import type { RequestContext } from '../../core/caller.ts';
import { authorize } from '../../core/policy.ts';
import { forbidden, notFound, unprocessable, violation } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { batchStudentIds } from './batch-lessons.ts';
import { cleanNote, movedRows, registerConflicts } from './register-conflicts.ts';
import { schoolClock } from './school-clock.ts';

type Lesson = RowOf<typeof schedules>;

export interface RegisterBody {
  classId?: number | undefined;
  batch?: number | undefined;
  date: string;
  scheduleId: number;
  marks: RegisterMark[];
}

const isStaff = (ctx: RequestContext): boolean =>
  ctx.caller === null || ctx.caller.superadmin || ['headquarters', 'campus', 'school'].includes(ctx.caller.audience);

/** Teachers' full names by id, where the caller may read users at all (else none: no name is better than a refusal). */
const teacherNames = async (db: Db, ctx: RequestContext, ids: number[]): Promise<Map<number, string>> => {
  try {
    authorize(ctx, users, 'read');
  } catch {
    return new Map();
  }
  const rows = await scoped(db, ctx, { across: 'reach' })
    .of(users)
    .list({ id: [...new Set(ids)] });
  return new Map(rows.map((row) => [row.id, `${row.name} ${row.lastName}`.trim()]));
};

/** The class's students of the day's grading term, each once, by full name in the caller's language. */
const studentsOfDay = async (db: Db, ctx: RequestContext, klass: RowOf<typeof classes>, date: string) => {
  const repo = scoped(db, ctx);
  const terms = await repo.of(gradingTerms).list({ season: klass.season });
  const term = termOfDay(terms, date);
  const members = await repo.of(classStudents).list({ classId: klass.id, ...(term ? { term: term.id } : {}) });
  const rows = await repo.of(students).list({ id: [...new Set(members.map((member) => member.student))] });
  const collator = new Intl.Collator(ctx.language, { sensitivity: 'base', numeric: true });
  return rows.sort((a, b) => collator.compare(`${a.name} ${a.lastName}`, `${b.name} ${b.lastName}`) || a.id - b.id);
};

/** The batch's students (an elective's section), each once, by full name in the caller's language. */
const studentsOfBatch = async (db: Db, ctx: RequestContext, batch: RowOf<typeof batches>, lessons: Lesson[]) => {
  // Staff and the teacher of its lessons read every member (the students come from classes not
  // theirs); another teacher reads them as they read students.
  const all = isStaff(ctx) || lessons.some((row) => row.teacherId === ctx.caller?.id);
  const ids = await batchStudentIds(db, batch.id);
  const rows = await (all ? system(db) : scoped(db, ctx)).of(students).list({ id: ids });
  const collator = new Intl.Collator(ctx.language, { sensitivity: 'base', numeric: true });
  return rows.sort((a, b) => collator.compare(`${a.name} ${a.lastName}`, `${b.name} ${b.lastName}`) || a.id - b.id);
};

/** Whose register: a class's or a batch's (exactly one asked: 422 on `classId` or `batch` otherwise). */
const registerGroup = async (
  db: Db,
  ctx: RequestContext,
  asked: { classId?: number | undefined; batch?: number | undefined },
  date: string,
) => {
  if ((asked.classId === undefined) === (asked.batch === undefined))
    throw violation(asked.classId === undefined ? 'classId' : 'batch', 'ui.schedules.class_or_batch');
  const repo = scoped(db, ctx);
  const order = { order: { enterTime: 'asc' as const } };
  if (asked.batch !== undefined) {
    const batch = await repo.of(batches).get(asked.batch);
    const lessons = await repo.of(schedules).list({ batch: batch.id, scheduleDate: date }, order);
    return {
      class: null,
      batch: { id: batch.id, title: batch.title },
      school: batch.school,
      lessons,
      people: () => studentsOfBatch(db, ctx, batch, lessons),
    };
  }
  const klass = await repo.of(classes).get(asked.classId ?? 0);
  const lessons = await repo.of(schedules).list({ classId: klass.id, scheduleDate: date }, order);
  return {
    class: { id: klass.id, title: klass.title },
    batch: null,
    school: klass.school,
    lessons,
    people: () => studentsOfDay(db, ctx, klass, date),
  };
};

/**
 * GET /api/attendances/register: a class's or a batch's register for a day and lesson (the one
 * asked for, else the day's first). A class, batch or lesson out of the caller's reach is 404,
 * like any record.
 */
export const readRegister = async (db: Db, ctx: RequestContext, query: RegisterQuery) => {
  const repo = scoped(db, ctx);
  const group = await registerGroup(db, ctx, query, query.date);
  const lessons = group.lessons;
  const lesson = query.scheduleId === undefined ? lessons[0] : lessons.find((row) => row.id === query.scheduleId);
  if (query.scheduleId !== undefined && !lesson) throw notFound();
  const [people, marks, types, names, clock] = await Promise.all([
    group.people(),
    lesson ? repo.of(attendances).list({ scheduleId: lesson.id }) : Promise.resolve([]),
    system(db)
      .of(attendanceTypes)
      .list({}, { order: { status: 'asc' } }),
    teacherNames(
      db,
      ctx,
      lessons.map((row) => row.teacherId),
    ),
    schoolClock(db, group.school),
  ]);
  const byStudent = new Map(marks.map((mark) => [mark.student, mark]));
  return {
    class: group.class,
    batch: group.batch,
    date: query.date,
    lessons: lessons.map((row) => ({
      id: row.id,
      enterTime: row.enterTime,
      exitTime: row.exitTime,
      teacherId: row.teacherId,
      teacherName: names.get(row.teacherId) ?? null,
      isDoneAttendance: row.isDoneAttendance ? ('1' as const) : ('0' as const),
    })),
    scheduleId: lesson?.id ?? null,
    editable: lesson !== undefined && ctx.caller !== null && mayWriteRegister(ctx.caller, lesson, clock.date),
    // Unknown last: it is what the pop-up writes for a student not yet seen, not a choice of the register.
    types: types
      .sort(
        (a, b) =>
          Number(a.id === UNKNOWN_ATTENDANCE_TYPE_ID) - Number(b.id === UNKNOWN_ATTENDANCE_TYPE_ID) || a.id - b.id,
      )
      .map((type) => ({ id: type.id, title: type.title, shortCode: type.shortCode, status: type.status ?? 0 })),
    lines: people.map((student) => {
      const mark = byStudent.get(student.id);
      return {
        student: {
          id: student.id,
          name: student.name,
          lastName: student.lastName,
          studentNumber: student.studentNumber ?? null,
        },
        attendanceType: mark?.attendanceType ?? null,
        note: mark?.note ?? null,
        recorded: mark !== undefined,
      };
    }),
  };
};

/** 403 unless the caller may write this lesson's register today: staff any day, its teacher on its day. */
const checkWriter = async (db: Db, ctx: RequestContext, lesson: Lesson): Promise<void> => {
  if (isStaff(ctx) || !ctx.caller) return;
  if (ctx.caller.audience !== 'teacher' || lesson.teacherId !== ctx.caller.id) throw forbidden();
  const clock = await schoolClock(db, lesson.school);
  if (!mayWriteRegister(ctx.caller, lesson, clock.date)) throw forbidden('errors.register_day_closed');
};

/**
 * PUT /api/attendances/register: the listed students' attendance of one lesson, in the action's
 * transaction: each stored or changed (audited as a create or an update), the lesson marked done,
 * and one `attendance_register` entry in the trail when anything changed. The same marks again
 * change nothing and leave no entry. A mark that carries `from` (an offline phone's sync) is
 * skipped when its row changed since, by someone else: the answer's `conflicts` lists those.
 */
export const saveRegister = async (db: Db, ctx: RequestContext, body: RegisterBody) => {
  const repo = scoped(db, ctx);
  const group = await registerGroup(db, ctx, body, body.date);
  const lesson = await repo.of(schedules).first({ id: body.scheduleId });
  if (!lesson) throw notFound();
  if (!group.lessons.some((row) => row.id === lesson.id))
    throw violation('scheduleId', 'validation.not_lesson_of_class');
  await checkWriter(db, ctx, lesson);

  const people = new Map((await group.people()).map((student) => [student.id, student]));
  const members = new Set(people.keys());
  const typeIds = new Set((await system(db).of(attendanceTypes).list()).map((type) => type.id));
  const violations: Violation[] = [];
  const seen = new Set<number>();
  for (const [index, mark] of body.marks.entries()) {
    if (!members.has(mark.student))
      violations.push({ propertyPath: `marks[${index}].student`, message: 'validation.not_in_class' });
    else if (seen.has(mark.student))
      violations.push({ propertyPath: `marks[${index}].student`, message: 'validation.duplicate_student' });
    seen.add(mark.student);
    if (mark.attendanceType !== null && !typeIds.has(mark.attendanceType))
      violations.push({ propertyPath: `marks[${index}].attendanceType`, message: 'validation.invalid_reference' });
  }
  if (violations.length > 0) throw unprocessable(violations);

  const stored = new Map((await repo.of(attendances).list({ scheduleId: lesson.id })).map((row) => [row.student, row]));
  // Rows changed by someone else since the teacher's phone read them are kept, and said.
  const { kept, moved } = movedRows(body.marks, stored);
  const conflicts = await registerConflicts(db, ctx, moved, stored, people, (ids) => teacherNames(db, ctx, ids));
  const skipped = new Set([...kept, ...conflicts.map((row) => row.student.id)]);
  let changed = 0;
  for (const mark of body.marks) {
    if (skipped.has(mark.student)) continue;
    const note = cleanNote(mark.note);
    const current = stored.get(mark.student);
    if (current) {
      if (current.attendanceType === mark.attendanceType && current.note === note) continue;
      // The attendances hooks stamp who and when, and tell the guardians of a new absence.
      await repo.of(attendances).update(current.id, { attendanceType: mark.attendanceType, note });
    } else {
      await repo.of(attendances).insert({
        school: lesson.school,
        season: lesson.season,
        attendanceDate: lesson.scheduleDate,
        enterTime: lesson.enterTime,
        exitTime: lesson.exitTime,
        teacherId: lesson.teacherId,
        student: mark.student,
        classTypeId: lesson.classTypeId,
        classBranchId: lesson.classBranchId,
        classId: lesson.classId,
        scheduleId: lesson.id,
        attendanceType: mark.attendanceType,
        note,
      });
    }
    changed += 1;
  }
  // The server marks the lesson done on the teacher's behalf: teachers may not PATCH schedules.
  if (!lesson.isDone || !lesson.isDoneAttendance)
    await system(db).of(schedules).update(lesson.id, { isDone: true, isDoneAttendance: true });
  if (changed > 0)
    await recordAction(db, ctx, {
      resource: 'schedules',
      id: lesson.id,
      action: 'attendance_register',
      school: lesson.school,
      after: {
        classId: group.class?.id,
        batch: group.batch?.id,
        date: body.date,
        marks: body.marks.length,
        changed,
        ...(conflicts.length > 0 ? { conflicts: conflicts.length } : {}),
      },
    });
  const register = await readRegister(db, ctx, {
    ...(group.class ? { classId: group.class.id } : { batch: group.batch?.id }),
    date: body.date,
    scheduleId: lesson.id,
  });
  return { ...register, conflicts };
};
