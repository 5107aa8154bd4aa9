import type { TimetableProblemInput } from './timetable-problem.ts';
import { keptApart, placeHidden, type LessonInput } from './generate-school-hidden.ts';
import { seededRandom } from '@kampus/contract/random';
import type { TimetablePlacement } from './timetable-report.ts';

export interface GenerateSchoolOptions {
  seed?: number;
  grades?: number;
  classesPerGrade?: number;
  teachers?: number;
  classrooms?: number;
  labs?: number;
  days?: number;
  periods?: number;
  /**
   * The period (from 0) lunch follows each day, a long break no double runs across; the middle of
   * the day unless set (after the 4th of 8 periods), null for none.
   */
  lunchAfter?: number | null;
  /** A teacher's most lessons a day (hard), 6 unless set. */
  maxPerDay?: number;
  /**
   * Electives as option blocks: each grade's elective is one lesson for all its classes in three
   * parallel sections (the lesson's own and two parts), each with its teacher and classroom.
   */
  blocks?: boolean;
  /**
   * A second music period for every class: 34 periods a class, so a school of 30 classes has the
   * issue's 1,000 class periods a week or more once the few the hidden week could not place are dropped.
   */
  fuller?: boolean;
}

export interface GeneratedSchool {
  problem: TimetableProblemInput & { lessons: LessonInput[] };
  /** The valid timetable the school was built from: proof it can be solved, never shown to the solver. */
  hidden: TimetablePlacement[];
}

// A class's week: subject, periods, length, room kind, and how many parallel classes share it.
const CURRICULUM: [string, number, 1 | 2, string, number][] = [
  ['math', 5, 1, 'classroom', 1],
  ['language', 5, 1, 'classroom', 1],
  ['english', 4, 1, 'classroom', 1],
  ['science', 2, 2, 'lab', 1],
  ['physics', 2, 1, 'classroom', 1],
  ['it', 2, 1, 'lab', 1],
  ['history', 2, 1, 'classroom', 1],
  ['geography', 2, 1, 'classroom', 1],
  ['art', 2, 2, 'classroom', 1],
  ['music', 1, 1, 'classroom', 1],
  ['religion', 1, 1, 'classroom', 1],
  ['pe', 2, 2, 'gym', 2],
  ['elective', 3, 1, 'classroom', 3],
];
const SPARE = ['history', 'geography', 'music', 'religion', 'physics', 'it'];

/**
 * A school to solve, built the other way round: lessons are drawn from a curriculum and placed at
 * random where nothing clashes (teacher, classes, room, six lessons a teacher a day); what could
 * not be placed is dropped. Availability, fixed lessons and the pairs of subjects kept apart are
 * then read off that hidden timetable, so it always satisfies them: the school is always solvable.
 * Defaults: 30 classes (6 grades of 5), 60 teachers, 25 rooms (20 classrooms, 4 labs, a gym),
 * 5 days of 8 periods with lunch after the 4th, about 33 periods a class.
 */
export const generateSchool = (options: GenerateSchoolOptions = {}): GeneratedSchool => {
  const random = seededRandom(options.seed ?? 1);
  const grades = options.grades ?? 6;
  const perGrade = options.classesPerGrade ?? 5;
  const days = options.days ?? 5;
  const periods = options.periods ?? 8;
  const maxPerDay = options.maxPerDay ?? 6;
  const classrooms = options.classrooms ?? 20;
  const labs = options.labs ?? 4;
  const rooms = [
    ...Array.from({ length: classrooms }, (_, i) => ({
      id: `R${i + 1}`,
      kind: 'classroom',
      capacity: i % 5 === 4 ? 26 : 32,
    })),
    ...Array.from({ length: labs }, (_, i) => ({ id: `Lab${i + 1}`, kind: 'lab', capacity: 32 })),
    { id: 'Gym', kind: 'gym', capacity: 80 },
  ];
  const classes = Array.from({ length: grades * perGrade }, (_, i) => ({
    id: `${Math.floor(i / perGrade) + 5}-${String.fromCharCode(65 + (i % perGrade))}`,
    size: 22 + random.int(9),
    unavailable: [] as { day: number; period: number }[],
  }));
  const lessons: LessonInput[] = [];
  for (let g = 0; g < grades; g++) {
    const grade = classes.slice(g * perGrade, (g + 1) * perGrade);
    for (const [subject, listed, length, roomKind, gradeShare] of CURRICULUM) {
      const count = options.fuller === true && subject === 'music' ? listed + 1 : listed;
      const block = options.blocks === true && subject === 'elective';
      const share = block ? grade.length : gradeShare;
      for (let i = 0; i < grade.length; i += share) {
        const group = grade.slice(i, i + share);
        const size = share > 2 ? 24 + random.int(7) : undefined;
        const classIds = group.map((c) => c.id);
        const parts = block
          ? [2, 3].map((section) => ({
              id: `${classIds.join('+')}/${subject}#${section}`,
              teacherId: '',
              roomKind,
              size: 20 + random.int(7),
              classIds: [],
            }))
          : [];
        lessons.push({
          ...(block ? { parts } : {}),
          id: `${classIds.join('+')}/${subject}`,
          classIds,
          teacherId: '',
          subject,
          periodsPerWeek: count,
          length,
          roomKind,
          size,
          fixed: [],
        });
      }
    }
  }
  const teachers = assignTeachers(lessons, options.teachers ?? 60);
  const lunchAfter = options.lunchAfter === undefined ? Math.floor(periods / 2) - 1 : options.lunchAfter;
  const hidden = placeHidden({ lessons, classes, rooms, days, periods, maxPerDay, lunchAfter, random });
  const kept = lessons.filter((lesson) => lesson.periodsPerWeek > 0);
  // Unavailability, preferences and fixed lessons read off the hidden week, so it meets them.
  const teaching = (test: (p: TimetablePlacement, lesson: LessonInput) => boolean) => {
    const busy = new Set<number>();
    for (const p of hidden) {
      const lesson = kept.find((l) => l.id === p.lessonId);
      if (lesson && test(p, lesson)) for (let k = 0; k < p.length; k++) busy.add(p.day * periods + p.period + k);
    }
    return busy;
  };
  const teacherInputs = teachers.map((id, t) => {
    const busy = teaching(
      (_, lesson) => lesson.teacherId === id || (lesson.parts ?? []).some((part) => part.teacherId === id),
    );
    const day = random.int(days);
    const unavailable = t % 3 === 0 ? freeSlots(busy, day, periods) : [];
    const avoid = t % 3 === 1 ? [{ day: random.int(days), period: periods - 1 }] : [];
    return { id, unavailable, avoid, maxPerDay, maxInARow: 4 };
  });
  classes.forEach((c, i) => {
    if (i % 4 === 0)
      c.unavailable = freeSlots(
        teaching((_, lesson) => lesson.classIds.includes(c.id)),
        days - 1,
        periods,
      ).slice(-1);
  });
  hidden.forEach((p, i) => {
    const lesson = kept.find((l) => l.id === p.lessonId);
    if (lesson && i % 40 === 7) lesson.fixed = [...(lesson.fixed ?? []), { day: p.day, period: p.period }];
  });
  // Fixed starts are the lesson's first occurrences: put its hidden placements in that order.
  const fixedFirst = (p: TimetablePlacement) =>
    kept.find((l) => l.id === p.lessonId)?.fixed?.some((f) => f.day === p.day && f.period === p.period) ? 0 : 1;
  hidden.sort((a, b) => a.lessonId.localeCompare(b.lessonId) || fixedFirst(a) - fixedFirst(b));
  return {
    problem: {
      periodsPerDay: Array.from({ length: days }, () => periods),
      longBreaks: lunchAfter === null ? [] : Array.from({ length: days }, (_, day) => ({ day, period: lunchAfter })),
      rooms,
      teachers: teacherInputs,
      classes,
      lessons: kept,
      notSameDay: keptApart(hidden, kept, SPARE),
      hardSubjects: ['math', 'language'],
    },
    hidden,
  };
};

const freeSlots = (busy: Set<number>, day: number, periods: number) =>
  Array.from({ length: periods }, (_, period) => ({ day, period })).filter((s) => !busy.has(day * periods + s.period));

/**
 * Teachers per subject in proportion to its periods, each lesson to the least loaded of them; a
 * lesson's parallel parts each to the least loaded of the others (a subject has enough for them).
 */
const assignTeachers = (lessons: LessonInput[], count: number): string[] => {
  const load = new Map<string, number>();
  const widest = new Map<string, number>();
  for (const lesson of lessons) {
    const parts = lesson.parts?.length ?? 0;
    load.set(lesson.subject, (load.get(lesson.subject) ?? 0) + lesson.periodsPerWeek * (1 + parts));
    widest.set(lesson.subject, Math.max(widest.get(lesson.subject) ?? 1, 1 + parts));
  }
  const total = [...load.values()].reduce((a, b) => a + b, 0);
  const ids: string[] = [];
  const bySubject = new Map<string, { id: string; load: number }[]>();
  // Largest remainder: exactly `count` teachers, at least one a subject (a block's sections more).
  const shares = [...load].map(([subject, periods]) => ({ subject, exact: (count * periods) / total }));
  const seats = new Map(shares.map((s) => [s.subject, Math.max(widest.get(s.subject) ?? 1, Math.floor(s.exact))]));
  const left = count - [...seats.values()].reduce((a, b) => a + b, 0);
  [...shares]
    .sort((a, b) => (b.exact % 1) - (a.exact % 1))
    .slice(0, Math.max(0, left))
    .forEach((s) => seats.set(s.subject, (seats.get(s.subject) ?? 0) + 1));
  for (const [subject] of load) {
    const n = seats.get(subject) ?? 1;
    const staff = Array.from({ length: n }, (_, i) => ({ id: `T-${subject}-${i + 1}`, load: 0 }));
    ids.push(...staff.map((s) => s.id));
    bySubject.set(subject, staff);
  }
  for (const lesson of lessons) {
    const staff = bySubject.get(lesson.subject) ?? [];
    const used = new Set<string>();
    const least = () => {
      const free = staff.filter((s) => !used.has(s.id));
      const found = free.reduce((a, b) => (b.load < a.load ? b : a));
      found.load += lesson.periodsPerWeek;
      used.add(found.id);
      return found.id;
    };
    lesson.teacherId = least();
    for (const part of lesson.parts ?? []) part.teacherId = least();
  }
  return ids;
};
