import {
  classStudents,
  rooms,
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
import { slotOf, weekOf, type WeekDay } from './timetable-week.ts';

type LessonRow = RowOf<typeof timetableLessons>;
type RuleRow = RowOf<typeof timetableTeacherRules>;

/** The solver's ids: a prefix a kind, so a path back to the record never mixes them up. */
const solverId = {
  teacher: (id: number) => `t${id}`,
  schoolClass: (id: number) => `c${id}`,
  room: (id: number) => `r${id}`,
  course: (id: number) => `k${id}`,
  lesson: (id: number) => `l${id}`,
};
export const recordIdOf = (id: string): number => Number(id.slice(1));

/** One lesson of the solver: the records it stands for (several when classes are taught together). */
interface SolverLesson {
  records: LessonRow[];
}

export interface SeasonNeeds {
  week: WeekDay[];
  problem: TimetableProblemInput;
}

const keyOfGroup = (row: LessonRow): string =>
  row.combinedGroup ? `g:${row.teacher}:${row.course}:${row.combinedGroup.trim().toLowerCase()}` : `l:${row.id}`;

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
  const [section, index, field] = path.split('.');
  const at = Number(index);
  if (section === 'lessons') {
    const record = lessons[at]?.records[0];
    const fields: Record<string, string> = {
      teacherId: 'teacher',
      classIds: 'classId',
      fixed: 'fixedStarts',
      roomKind: 'roomKind',
      periodsPerWeek: 'periodsPerWeek',
      length: 'length',
    };
    const name = fields[field ?? ''] ?? 'periodsPerWeek';
    return record ? `timetable_lessons[${record.id}].${name}` : 'timetable_lessons';
  }
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
  if (/no room/.test(message)) return 'ui.timetable.issue_no_room';
  if (/no slot has/.test(message)) return 'ui.timetable.issue_no_slot';
  if (/cannot be made of lessons/.test(message)) return 'ui.timetable.issue_length';
  if (/not in the week|does not fit/.test(message)) return 'ui.timetable.issue_outside_week';
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

  // Lessons of one combined group are one lesson of the solver, taught to all their classes.
  const groups = new Map<string, SolverLesson>();
  for (const row of lessonRows) {
    const group = groups.get(keyOfGroup(row));
    if (!group) groups.set(keyOfGroup(row), { records: [row] });
    else {
      const [first] = group.records;
      if (first && (first.periodsPerWeek !== row.periodsPerWeek || first.length !== row.length)) {
        violations.push({
          propertyPath: `timetable_lessons[${row.id}].combinedGroup`,
          message: 'ui.timetable.issue_group',
        });
      }
      group.records.push(row);
    }
  }
  const lessons = [...groups.values()];
  const classIds = [...new Set(lessonRows.map((row) => row.classId))];
  const rules = new Map(ruleRows.map((rule) => [rule.teacher, rule]));
  const teacherIds = [...new Set([...lessonRows.map((row) => row.teacher)])];
  const members = await repo.of(classStudents).list({ classId: classIds });
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
  const problem: TimetableProblemInput = {
    periodsPerDay: week.map((day) => day.periods.length),
    rooms: roomRows.map((room) => ({
      id: solverId.room(room.id),
      kind: room.kind ?? 'classroom',
      capacity: room.capacity,
    })),
    teachers,
    classes: classIds.map((id) => ({ id: solverId.schoolClass(id), size: sizeOf(id) })),
    lessons: lessons.map(({ records }) => {
      const [first] = records;
      if (!first) throw new Error('a lesson group is never empty');
      return {
        id: solverId.lesson(first.id),
        classIds: [...new Set(records.map((row) => solverId.schoolClass(row.classId)))],
        teacherId: solverId.teacher(first.teacher),
        subject: solverId.course(first.course),
        periodsPerWeek: first.periodsPerWeek,
        length: first.length === 2 ? 2 : 1,
        roomKind: first.roomKind ?? 'classroom',
        fixed: toSolverSlots(
          week,
          slotsOf(first.fixedStarts) ?? [],
          `timetable_lessons[${first.id}].fixedStarts`,
          violations,
        ),
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
    const firstLessonOf = (field: 'teacher' | 'classId', id: number) => lessonRows.find((row) => row[field] === id)?.id;
    const mapped = checked.problems.map((issue) => ({
      propertyPath: recordPath(issue.path, lessons, teacherIds, classIds, rules, firstLessonOf),
      message: messageKey(issue.message),
    }));
    return { ok: false, violations: mapped };
  }
  return { ok: true, needs: { week, problem } };
};
