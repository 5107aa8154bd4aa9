import { describe, expect, it } from 'vitest';
import { brokenRules } from './check-timetable.spec-support.ts';
import { generateSchool } from './generate-school.ts';
import { solveTimetable } from './solve-timetable.ts';
import type { TimetableProblemInput } from './timetable-problem.ts';

type Lesson = TimetableProblemInput['lessons'][number];

/** A tiny school where the soft costs pull towards breaking a rule: period 0 is all that is cheap. */
const school = (lessons: Lesson[], extra: Partial<TimetableProblemInput> = {}): TimetableProblemInput => ({
  periodsPerDay: [3],
  rooms: [
    { id: 'R1', kind: 'classroom', capacity: 30 },
    { id: 'R2', kind: 'classroom', capacity: 30 },
  ],
  teachers: [{ id: 'T1' }, { id: 'T2' }],
  classes: [
    { id: 'A', size: 25 },
    { id: 'B', size: 25 },
  ],
  lessons,
  hardSubjects: ['math'],
  morningPeriods: 1,
  ...extra,
});
const lesson = (id: string, classIds: string[], teacherId: string, more: Partial<Lesson> = {}): Lesson => ({
  id,
  classIds,
  teacherId,
  subject: 'math',
  periodsPerWeek: 1,
  ...more,
});

const solve = (problem: TimetableProblemInput) => {
  const answer = solveTimetable(problem, { seed: 7, maxIterations: 5_000 });
  if (!answer.ok) throw new Error(JSON.stringify(answer.problems));
  expect(answer.solution.hard.count).toBe(0);
  expect(brokenRules(problem, answer.solution.placements)).toEqual([]);
  return answer.solution;
};
const at = (solution: ReturnType<typeof solve>, lessonId: string) =>
  solution.placements.filter((p) => p.lessonId === lessonId).map((p) => `${p.day}/${p.period}/${p.roomId}`);

describe('the hard constraints, each where breaking it would pay', () => {
  it('never puts a teacher in two lessons at once', () => {
    const solution = solve(school([lesson('a', ['A'], 'T1'), lesson('b', ['B'], 'T1')]));
    expect(new Set(solution.placements.map((p) => p.period)).size).toBe(2);
  });

  it('never puts a class in two lessons at once', () => {
    const solution = solve(school([lesson('a', ['A'], 'T1'), lesson('b', ['A'], 'T2')]));
    expect(new Set(solution.placements.map((p) => p.period)).size).toBe(2);
  });

  it('never puts two lessons in one room at once', () => {
    const rooms = [{ id: 'R1', kind: 'classroom', capacity: 30 }];
    const solution = solve(school([lesson('a', ['A'], 'T1'), lesson('b', ['B'], 'T2')], { rooms }));
    expect(new Set(solution.placements.map((p) => p.period)).size).toBe(2);
  });

  it('keeps to the times a teacher and a class are there', () => {
    const teachers = [{ id: 'T1', unavailable: [{ day: 0, period: 0 }] }, { id: 'T2' }];
    const classes = [
      { id: 'A', size: 25 },
      {
        id: 'B',
        size: 25,
        unavailable: [
          { day: 0, period: 0 },
          { day: 0, period: 1 },
        ],
      },
    ];
    const solution = solve(school([lesson('a', ['A'], 'T1'), lesson('b', ['B'], 'T2')], { teachers, classes }));
    expect(at(solution, 'a')[0]).not.toMatch(/^0\/0\//);
    expect(at(solution, 'b')[0]).toMatch(/^0\/2\//);
  });

  it('gives a lesson a room of its kind that holds its students', () => {
    const rooms = [
      { id: 'Big', kind: 'classroom', capacity: 60 },
      { id: 'SmallLab', kind: 'lab', capacity: 20 },
      { id: 'Lab', kind: 'lab', capacity: 30 },
    ];
    const solution = solve(school([lesson('a', ['A'], 'T1', { roomKind: 'lab', periodsPerWeek: 2 })], { rooms }));
    expect(solution.placements.map((p) => p.roomId)).toEqual(['Lab', 'Lab']);
  });

  it('places exactly the periods of the week, doubles as two periods in a row on one day', () => {
    const problem = school(
      [lesson('d', ['A'], 'T1', { length: 2, periodsPerWeek: 4 }), lesson('s', ['A'], 'T2', { periodsPerWeek: 3 })],
      {
        periodsPerDay: [3, 2, 4],
      },
    );
    const solution = solve(problem);
    expect(solution.placements.filter((p) => p.lessonId === 'd').map((p) => p.length)).toEqual([2, 2]);
    expect(solution.placements.filter((p) => p.lessonId === 's')).toHaveLength(3);
  });

  it('never runs a double across the long break, though the morning would pay: lunch is not inside a lesson', () => {
    // Four periods, lunch after the second (index 1); the teacher is away at the first. Science in
    // the morning is cheap, so without the break the double would start at 1 and end after lunch.
    const teachers = [{ id: 'T1', unavailable: [{ day: 0, period: 0 }] }, { id: 'T2' }];
    const problem = school([lesson('lab', ['A'], 'T1', { length: 2, periodsPerWeek: 2 })], {
      periodsPerDay: [4],
      teachers,
      morningPeriods: 2,
      longBreaks: [{ day: 0, period: 1 }],
    });
    expect(at(solve(problem), 'lab')).toEqual(['0/2/R1']);
    // The same school with no long break puts it across, where the morning pulls: the rule is what moved it.
    const noLunch = solveTimetable({ ...problem, longBreaks: [] }, { seed: 7, maxIterations: 5_000 });
    expect(noLunch.ok ? noLunch.solution.placements.map((p) => `${p.day}/${p.period}`) : []).toEqual(['0/1']);
    // The independent reading calls a double across lunch broken.
    expect(brokenRules(problem, [{ lessonId: 'lab', day: 0, period: 1, length: 2, roomId: 'R1' }])).toEqual([
      'lab runs across the long break after 0/1',
    ]);
  });

  it('refuses a double fixed by hand across the long break, and a long break outside the week, by their paths', () => {
    const answer = solveTimetable(
      school([lesson('lab', ['A'], 'T1', { length: 2, periodsPerWeek: 2, fixed: [{ day: 0, period: 1 }] })], {
        periodsPerDay: [4],
        longBreaks: [
          { day: 0, period: 1 },
          { day: 3, period: 0 },
        ],
      }),
    );
    expect(answer.ok ? [] : answer.problems).toEqual([
      { path: 'longBreaks.1', message: 'day 3 period 0 is not in the week' },
      { path: 'lessons.0.fixed.0', message: 'the double period would run across the long break' },
    ]);
  });

  it("resets a teacher's run of lessons in a row at the long break", () => {
    // Five periods, lunch after the third; at most 3 in a row. Four lessons with no gap are four in
    // a row, one over the limit, unless lunch falls among them and the run starts again after it.
    const teachers = [{ id: 'T1', maxInARow: 3 }, { id: 'T2' }];
    const lessons = [lesson('a', ['A'], 'T1', { periodsPerWeek: 4, subject: 'art' })];
    const withLunch = solveTimetable(
      school(lessons, { periodsPerDay: [5], teachers, longBreaks: [{ day: 0, period: 2 }] }),
      { seed: 3, maxIterations: 5_000 },
    );
    const without = solveTimetable(school(lessons, { periodsPerDay: [5], teachers }), {
      seed: 3,
      maxIterations: 5_000,
    });
    if (!withLunch.ok || !without.ok) throw new Error('both are valid problems');
    expect(withLunch.solution.soft.parts.teacherInARow).toBe(0);
    expect(without.solution.soft.parts.teacherInARow).toBeGreaterThan(0);
  });

  it('keeps a teacher to the most lessons a day (hard), even when one day is all they would like', () => {
    const avoid = [0, 1, 2, 3].map((period) => ({ day: 1, period }));
    const teachers = [{ id: 'T1', maxPerDay: 2, avoid }, { id: 'T2' }];
    const classes = ['A', 'B', 'C', 'D'].map((id) => ({ id, size: 20 }));
    const lessons = classes.map((c) => lesson(c.id, [c.id], 'T1'));
    const rooms = classes.map((c) => ({ id: `R${c.id}`, kind: 'classroom', capacity: 30 }));
    const solution = solve(school(lessons, { periodsPerDay: [4, 4], teachers, classes, rooms }));
    expect(solution.placements.filter((p) => p.day === 0)).toHaveLength(2);
  });

  it('never puts two subjects kept apart on one day of a class', () => {
    const avoid = [0, 1, 2].map((period) => ({ day: 1, period }));
    const lessons = [
      lesson('h', ['A'], 'T1', { subject: 'history' }),
      lesson('g', ['A'], 'T1', { subject: 'geography' }),
    ];
    const teachers = [{ id: 'T1', avoid }, { id: 'T2' }];
    const solution = solve(
      school(lessons, { periodsPerDay: [3, 3], teachers, notSameDay: [['history', 'geography']] }),
    );
    expect(new Set(solution.placements.map((p) => p.day)).size).toBe(2);
  });

  it('leaves a lesson fixed by hand where it was set, however late', () => {
    const fixed = [{ day: 0, period: 2 }];
    const solution = solve(school([lesson('a', ['A'], 'T1', { fixed }), lesson('b', ['A'], 'T2')]));
    expect(at(solution, 'a')[0]).toMatch(/^0\/2\//);
  });
});

describe('an elective block: parallel parts of one lesson', () => {
  const rooms = ['R1', 'R2', 'R3', 'R4'].map((id) => ({ id, kind: 'classroom', capacity: 30 }));
  const teachers = [
    { id: 'T1' },
    // The third section's teacher is away at the first period: the whole block must go elsewhere.
    { id: 'T2', unavailable: [{ day: 0, period: 0 }] },
    { id: 'T3' },
    { id: 'T4' },
  ];
  const block = lesson('blk', ['A', 'B'], 'T1', {
    subject: 'electives',
    periodsPerWeek: 2,
    size: 18,
    parts: [
      { id: 'blk#2', teacherId: 'T2', size: 16 },
      { id: 'blk#3', teacherId: 'T3', size: 16 },
    ],
  });

  it('lands 3 sections taught by 3 teachers in the same slots, in 3 distinct rooms, the classes and teachers busy then', () => {
    // Two other lessons want the morning too: math is cheap only at period 0.
    const problem = school([block, lesson('m', ['A'], 'T4'), lesson('n', ['B'], 'T3')], {
      periodsPerDay: [4, 4],
      rooms,
      teachers,
    });
    const solution = solve(problem);
    const blockPlacements = solution.placements.filter((p) => p.lessonId === 'blk');
    expect(blockPlacements).toHaveLength(2);
    for (const p of blockPlacements) {
      const used = [p.roomId, ...(p.parts ?? []).map((part) => part.roomId)];
      expect(p.parts?.map((part) => part.partId)).toEqual(['blk#2', 'blk#3']);
      expect(new Set(used).size).toBe(3);
      expect(`${p.day}/${p.period}`).not.toBe('0/0');
      // Nothing else of the classes or of the block's teachers at those slots.
      const others = solution.placements.filter(
        (o) => o.lessonId !== 'blk' && o.day === p.day && o.period === p.period,
      );
      expect(others.filter((o) => o.lessonId === 'n')).toEqual([]);
      expect(others.filter((o) => o.lessonId === 'm')).toEqual([]);
    }
  });

  it('keeps the parts in rooms of their kind that hold them, and refuses a block no rooms can seat at once', () => {
    const mixed = [...rooms.slice(0, 2), { id: 'Lab', kind: 'lab', capacity: 20 }];
    const labBlock = {
      ...block,
      parts: [
        { id: 'blk#2', teacherId: 'T2', size: 16, roomKind: 'lab' },
        { id: 'blk#3', teacherId: 'T3', size: 16 },
      ],
    };
    const solution = solve(school([labBlock], { periodsPerDay: [4], rooms: mixed, teachers }));
    expect(solution.placements.map((p) => p.parts?.[0]?.roomId)).toEqual(['Lab', 'Lab']);
    const tooFew = solveTimetable(school([block], { periodsPerDay: [4], rooms: rooms.slice(0, 2), teachers }));
    expect(tooFew.ok ? [] : tooFew.problems.map((p) => p.path)).toEqual(['lessons.0.parts.1.roomKind']);
  });

  it("answers a part's unknown teacher, a teacher in two parts and an unknown class by their paths", () => {
    const bad = lesson('b', ['A'], 'T1', {
      parts: [
        { id: 'b#2', teacherId: 'T9' },
        { id: 'b#3', teacherId: 'T1', classIds: ['Z'] },
      ],
    });
    const answer = solveTimetable(school([bad], { rooms, teachers }));
    expect(answer.ok ? [] : answer.problems.map((p) => p.path)).toEqual([
      'lessons.0.parts.0.teacherId',
      'lessons.0.parts.1.teacherId',
      'lessons.0.parts.1.classIds.0',
    ]);
  });
});

describe('the solver as a caller sees it', () => {
  const generated = generateSchool({
    seed: 5,
    grades: 1,
    classesPerGrade: 3,
    teachers: 8,
    classrooms: 3,
    labs: 1,
  }).problem;

  it('gives the same week for the same seed and input', () => {
    const run = () => {
      const answer = solveTimetable(generated, { seed: 42, maxIterations: 3_000 });
      return answer.ok ? answer.solution : answer.problems;
    };
    expect(run()).toEqual(run());
  });

  it('reports its progress and a soft score made of its parts', () => {
    const seen: number[] = [];
    const answer = solveTimetable(generated, {
      seed: 1,
      maxIterations: 2_000,
      onProgress: (best) => seen.push(best.hard),
    });
    if (!answer.ok) throw new Error('refused');
    expect(seen.length).toBeGreaterThan(0);
    const parts = Object.values(answer.solution.soft.parts).reduce((a, b) => a + b, 0);
    expect(answer.solution.soft.score).toBeCloseTo(parts);
  });

  it('answers a list of problems, never an exception, for bad input', () => {
    const bad = school([
      lesson('x', ['Z'], 'T9'),
      lesson('y', ['A'], 'T1', { periodsPerWeek: 9 }),
      lesson('d', ['B'], 'T2', { length: 2, periodsPerWeek: 3, fixed: [{ day: 4, period: 0 }] }),
      lesson('l', ['B'], 'T2', { roomKind: 'lab' }),
    ]);
    const answer = solveTimetable(bad);
    expect(answer.ok).toBe(false);
    expect(answer.ok ? [] : answer.problems.map((p) => p.path)).toEqual([
      'lessons.0.teacherId',
      'lessons.0.classIds.0',
      'lessons.2.periodsPerWeek',
      'lessons.2.fixed.0',
      'lessons.3.roomKind',
      'teachers.0',
      'teachers.1',
      'classes.0',
      'classes.1',
    ]);
    const shapeless = solveTimetable({ periodsPerDay: 'eight', rooms: [] });
    expect(shapeless.ok ? [] : shapeless.problems.map((p) => p.path)).toEqual([
      'periodsPerDay',
      'rooms',
      'teachers',
      'classes',
      'lessons',
    ]);
  });
});
