import {
  batches,
  classBatches,
  classStudents,
  classes,
  electiveOffers,
  rooms,
  studentBatches,
  timetableLessons,
  timetablePeriods,
  timetableTeacherRules,
  type RowOf,
  type Violation,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import type { TimetableProblemInput } from './timetable-problem.ts';
import { slotsOf, type WeekSlot } from './timetable-slots.ts';
import { validateTimetableProblem } from './validate-timetable-problem.ts';
import { longBreaksOf, slotOf, weekOf, type WeekDay } from './timetable-week.ts';

type LessonRow = RowOf<typeof timetableLessons>;
type RuleRow = RowOf<typeof timetableTeacherRules>;

/** The solver's ids: a prefix a kind, so a path back to the record never mixes them up. */
const solverId = {
  teacher: (id: number) => `t${id}`,
  schoolClass: (id: number) => `c${id}`,
  room: (id: number) => `r${id}`,
  course: (id: number) => `k${id}`,
  lesson: (id: number) => `l${id}`,
  batch: (id: number) => `b${id}`,
};
export const recordIdOf = (id: string): number => Number(id.slice(1));

/**
 * One lesson of the solver: its parts, each the records it stands for (several when classes are
 * taught together). Most lessons have one part; an elective block (a `parallelGroup`) one a section.
 */
interface SolverLesson {
  parts: LessonRow[][];
}

export interface SeasonNeeds {
  week: WeekDay[];
  problem: TimetableProblemInput;
}

// A batch's need is never combined with another: its batch is the group of students already.
const keyOfGroup = (row: LessonRow): string =>
  row.combinedGroup && row.batch === null
    ? `g:${row.teacher}:${row.course}:${row.combinedGroup.trim().toLowerCase()}`
    : `l:${row.id}`;
const keyOfParallel = (row: LessonRow): string | null =>
  row.parallelGroup?.trim() ? `p:${row.parallelGroup.trim().toLowerCase()}` : null;

/**
 * Translates a path of the solver's input into the record and field the school wrote (a 422
 * names `timetable_lessons[12].teacher`, never `lessons.4.teacherId`).
 */
const recordPath = (
  path: string,
  lessons: readonly SolverLesson[],
  teacherIds: readonly number[],
  classIds: readonly number[],
  rules: ReadonlyMap<number, RuleRow>,
  firstLessonOf: (field: 'teacher' | 'classId', id: number) => number | undefined,
): string => {
  const [section, index, ...rest] = path.split('.');
  const at = Number(index);
  if (section === 'lessons') {
    // `lessons.4.parts.1.teacherId` is the block's third section's record.
    const inPart = rest[0] === 'parts';
    const field = inPart ? rest[2] : rest[0];
    const record = lessons[at]?.parts[inPart ? Number(rest[1]) + 1 : 0]?.[0];
    const fields: Record<string, string> = {
      teacherId: 'teacher',
      classIds: record?.batch !== null && record?.batch !== undefined ? 'batch' : 'classId',
      fixed: 'fixedStarts',
      roomKind: 'roomKind',
      periodsPerWeek: 'periodsPerWeek',
      length: 'length',
      id: 'parallelGroup',
    };
    const name = fields[field ?? ''] ?? 'periodsPerWeek';
    return record ? `timetable_lessons[${record.id}].${name}` : 'timetable_lessons';
  }
  const field = rest[0];
  if (section === 'teachers') {
    const teacher = teacherIds[at];
    const rule = teacher === undefined ? undefined : rules.get(teacher);
    const ruleField: Record<string, string> = { maxPerDay: 'maxPerDay', unavailable: 'unavailable', avoid: 'avoided' };
    if (rule) return `timetable_teacher_rules[${rule.id}].${ruleField[field ?? ''] ?? 'unavailable'}`;
    const lesson = teacher === undefined ? undefined : firstLessonOf('teacher', teacher);
    return lesson === undefined ? 'timetable_lessons' : `timetable_lessons[${lesson}].teacher`;
  }
  if (section === 'classes') {
    const schoolClass = classIds[at];
    const lesson = schoolClass === undefined ? undefined : firstLessonOf('classId', schoolClass);
    return lesson === undefined ? 'timetable_lessons' : `timetable_lessons[${lesson}].classId`;
  }
  if (section === 'rooms') return 'rooms';
  return 'timetable_periods';
};

/** What a solver's message is about, as a message the school reads in its language. */
const messageKey = (message: string): string => {
  if (/free slots|may teach/.test(message)) return 'ui.timetable.issue_overloaded';
  if (/another part/.test(message)) return 'ui.timetable.issue_parallel_teacher';
  if (/no room/.test(message)) return 'ui.timetable.issue_no_room';
  if (/no slot has/.test(message)) return 'ui.timetable.issue_no_slot';
  if (/cannot be made of lessons/.test(message)) return 'ui.timetable.issue_length';
  if (/not in the week|does not fit/.test(message)) return 'ui.timetable.issue_outside_week';
  if (/long break/.test(message)) return 'ui.timetable.issue_across_lunch';
  return 'validation.invalid';
};

const toSolverSlots = (
  week: readonly WeekDay[],
  slots: readonly WeekSlot[],
  path: string,
  violations: Violation[],
): { day: number; period: number }[] =>
  slots.flatMap((slot, index) => {
    const found = slotOf(week, slot);
    if (!found) violations.push({ propertyPath: `${path}[${index}]`, message: 'ui.timetable.issue_outside_week' });
    return found ? [found] : [];
  });

/**
 * Reads the active season's periods, rooms, teachers' rules and lessons and maps them onto the
 * solver's input. Everything that keeps a week from being made comes back as violations naming
 * the record and field (`timetable_lessons[12].roomKind`), all at once; none, and the input is
 * ready for the solver.
 */
export const seasonNeeds = async (
  db: Db,
  ctx: RequestContext,
  season: number,
): Promise<{ ok: true; needs: SeasonNeeds } | { ok: false; violations: Violation[] }> => {
  const repo = scoped(db, ctx);
  const [periodRows, roomRows, ruleRows, lessonRows] = await Promise.all([
    repo.of(timetablePeriods).list({ season }),
    repo.of(rooms).list(),
    repo.of(timetableTeacherRules).list({ season }),
    repo.of(timetableLessons).list({ season }, { order: { id: 'asc' } }),
  ]);
  const violations: Violation[] = [];
  const week = weekOf(periodRows);
  if (week.length === 0) violations.push({ propertyPath: 'timetable_periods', message: 'validation.required' });
  if (roomRows.length === 0) violations.push({ propertyPath: 'rooms', message: 'validation.required' });
  if (lessonRows.length === 0) violations.push({ propertyPath: 'timetable_lessons', message: 'validation.required' });
  if (violations.length > 0) return { ok: false, violations };

  // Lessons of one combined group are one part, taught to all their classes; the parts of one
  // parallel group (an elective block's sections) are one lesson of the solver, at the same slots.
  const groups = new Map<string, LessonRow[]>();
  for (const row of lessonRows) {
    const group = groups.get(keyOfGroup(row));
    if (!group) groups.set(keyOfGroup(row), [row]);
    else {
      const [first] = group;
      // One lesson in one room: its classes' needs must agree on what the solver reads of the first.
      const differs =
        first &&
        (first.periodsPerWeek !== row.periodsPerWeek ||
          first.length !== row.length ||
          (first.roomKind ?? 'classroom') !== (row.roomKind ?? 'classroom'));
      if (differs) {
        violations.push({
          propertyPath: `timetable_lessons[${row.id}].combinedGroup`,
          message: 'ui.timetable.issue_group',
        });
      }
      group.push(row);
    }
  }
  const blocks = new Map<string, SolverLesson>();
  for (const [key, part] of groups) {
    const [head] = part;
    const parallel = head ? keyOfParallel(head) : null;
    const block = parallel === null ? undefined : blocks.get(parallel);
    if (!block) {
      blocks.set(parallel ?? key, { parts: [part] });
      continue;
    }
    const first = block.parts[0]?.[0];
    for (const row of part) {
      if (first && (first.periodsPerWeek !== row.periodsPerWeek || first.length !== row.length)) {
        violations.push({
          propertyPath: `timetable_lessons[${row.id}].parallelGroup`,
          message: 'ui.timetable.issue_parallel',
        });
      }
    }
    block.parts.push(part);
  }
  const lessons = [...blocks.values()];

  // A batch's need occupies the classes of its students (and the classes the batch is given to):
  // those classes are busy while it is taught.
  const batchIds = [...new Set(lessonRows.flatMap((row) => (row.batch === null ? [] : [row.batch])))];
  const [batchMembers, batchClassRows] =
    batchIds.length === 0
      ? [[], []]
      : await Promise.all([
          repo.of(studentBatches).list({ batchId: batchIds }),
          repo.of(classBatches).list({ batchId: batchIds }),
        ]);
  const memberClasses =
    batchMembers.length === 0
      ? []
      : await repo.of(classStudents).list({ student: [...new Set(batchMembers.map((row) => row.studentId))] });
  const seasonClasses = new Set(
    memberClasses.length === 0
      ? []
      : (await repo.of(classes).list({ id: [...new Set(memberClasses.map((row) => row.classId))], season })).map(
          (row) => row.id,
        ),
  );
  const batchClasses = new Map<number, Set<number>>(batchIds.map((id) => [id, new Set<number>()]));
  for (const row of batchClassRows) batchClasses.get(row.batchId)?.add(row.classId);
  const classesOfStudent = new Map<number, number[]>();
  for (const row of memberClasses)
    if (seasonClasses.has(row.classId))
      classesOfStudent.set(row.student, [...(classesOfStudent.get(row.student) ?? []), row.classId]);
  for (const member of batchMembers)
    for (const classId of classesOfStudent.get(member.studentId) ?? []) batchClasses.get(member.batchId)?.add(classId);
  // An elective's section nobody is placed in yet (solved before the placement) still holds its
  // grade's classes: its students will come from them, and a class lesson set at the block's time
  // would clash with it once they do.
  const waiting = batchIds.filter((id) => batchClasses.get(id)?.size === 0);
  const seats = new Map<number, number>();
  if (waiting.length > 0) {
    const sections = await repo.of(batches).list({ id: waiting });
    const offerIds = [...new Set(sections.flatMap((row) => (row.electiveOffer === null ? [] : [row.electiveOffer])))];
    const offers = offerIds.length === 0 ? [] : await repo.of(electiveOffers).list({ id: offerIds });
    const grades = [...new Set(offers.flatMap((offer) => (offer.gradeLevel === null ? [] : [offer.gradeLevel])))];
    const gradeClasses = grades.length === 0 ? [] : await repo.of(classes).list({ season, gradeLevel: grades });
    for (const section of sections) {
      const offer = offers.find((row) => row.id === section.electiveOffer);
      // Its room must seat the section's seats, not the one student a memberless batch counts as.
      if (offer) seats.set(section.id, offer.capacity);
      const grade = offer?.gradeLevel;
      for (const klass of gradeClasses)
        if (grade !== undefined && grade !== null && klass.gradeLevel === grade)
          batchClasses.get(section.id)?.add(klass.id);
    }
  }
  const memberCount = new Map<number, number>();
  for (const row of batchMembers) memberCount.set(row.batchId, (memberCount.get(row.batchId) ?? 0) + 1);
  const batchSize = (id: number) => seats.get(id) ?? Math.max(1, memberCount.get(id) ?? 0);
  const classesOf = (row: LessonRow): number[] =>
    row.batch !== null ? [...(batchClasses.get(row.batch) ?? [])] : row.classId !== null ? [row.classId] : [];

  const classIds = [...new Set(lessonRows.flatMap(classesOf))];
  const rules = new Map(ruleRows.map((rule) => [rule.teacher, rule]));
  const teacherIds = [...new Set([...lessonRows.map((row) => row.teacher)])];
  const members = classIds.length === 0 ? [] : await repo.of(classStudents).list({ classId: classIds });
  const sizeOf = (id: number) => Math.max(1, members.filter((member) => member.classId === id).length);

  const teachers = teacherIds.map((id) => {
    const rule = rules.get(id);
    const slots = (field: 'unavailable' | 'avoided') =>
      rule
        ? toSolverSlots(week, slotsOf(rule[field]) ?? [], `timetable_teacher_rules[${rule.id}].${field}`, violations)
        : [];
    return {
      id: solverId.teacher(id),
      unavailable: slots('unavailable'),
      avoid: slots('avoided'),
      ...(rule?.maxPerDay ? { maxPerDay: rule.maxPerDay } : {}),
      ...(rule?.maxInARow ? { maxInARow: rule.maxInARow } : {}),
    };
  });
  /** A part as the solver reads it: its teacher, room kind, classes and, for a batch, its size and name. */
  const partOf = (records: LessonRow[]) => {
    const [first] = records;
    if (!first) throw new Error('a lesson group is never empty');
    return {
      id: solverId.lesson(first.id),
      teacherId: solverId.teacher(first.teacher),
      subject: solverId.course(first.course),
      roomKind: first.roomKind ?? 'classroom',
      classIds: [...new Set(records.flatMap(classesOf))].map(solverId.schoolClass),
      ...(first.batch !== null ? { size: batchSize(first.batch), batchId: solverId.batch(first.batch) } : {}),
    };
  };
  const problem: TimetableProblemInput = {
    periodsPerDay: week.map((day) => day.periods.length),
    longBreaks: longBreaksOf(week),
    rooms: roomRows.map((room) => ({
      id: solverId.room(room.id),
      kind: room.kind ?? 'classroom',
      capacity: room.capacity,
    })),
    teachers,
    classes: classIds.map((id) => ({ id: solverId.schoolClass(id), size: sizeOf(id) })),
    lessons: lessons.map(({ parts: [own = [], ...others] }) => {
      const [first] = own;
      if (!first) throw new Error('a lesson group is never empty');
      const { id, teacherId, subject, roomKind, classIds: ownClasses, ...batch } = partOf(own);
      return {
        id,
        classIds: ownClasses,
        teacherId,
        subject,
        periodsPerWeek: first.periodsPerWeek,
        length: first.length === 2 ? 2 : 1,
        roomKind,
        ...batch,
        fixed: toSolverSlots(
          week,
          slotsOf(first.fixedStarts) ?? [],
          `timetable_lessons[${first.id}].fixedStarts`,
          violations,
        ),
        ...(others.length > 0 ? { parts: others.map(partOf) } : {}),
      };
    }),
    notSameDay: lessonRows.flatMap((row) =>
      row.notSameDayAs ? [[solverId.course(row.course), solverId.course(row.notSameDayAs)] as [string, string]] : [],
    ),
    hardSubjects: [...new Set(lessonRows.filter((row) => row.preferMorning).map((row) => solverId.course(row.course)))],
  };
  if (violations.length > 0) return { ok: false, violations };
  const checked = validateTimetableProblem(problem);
  if (!checked.ok) {
    const firstLessonOf = (field: 'teacher' | 'classId', id: number) =>
      lessonRows.find((row) => (field === 'classId' ? classesOf(row).includes(id) : row.teacher === id))?.id;
    const mapped = checked.problems.map((issue) => ({
      propertyPath: recordPath(issue.path, lessons, teacherIds, classIds, rules, firstLessonOf),
      message: messageKey(issue.message),
    }));
    return { ok: false, violations: mapped };
  }
  return { ok: true, needs: { week, problem } };
};
