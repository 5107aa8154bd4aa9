import { describe, expect, it } from 'vitest';
import { brokenRules } from './check-timetable.spec-support.ts';
import { generateSchool } from './generate-school.ts';
import { greedyTimetable } from './greedy-timetable.ts';
import { solveTimetable } from './solve-timetable.ts';

// Small schools keep CI short; the full size (30 classes) runs in bench/timetable.bench.ts.
const small = (seed: number) =>
  generateSchool({ seed, grades: 2, classesPerGrade: 3, teachers: 14, classrooms: 5, labs: 1 });

describe('the timetable solver on 20 generated schools', () => {
  it('answers 0 hard violations only for a week that breaks no hard rule, and finds one for every school', () => {
    const outcomes = Array.from({ length: 20 }, (_, i) => {
      const school = small(1000 + i);
      // The generator's hidden week is a valid answer: each school can be solved.
      expect(brokenRules(school.problem, school.hidden)).toEqual([]);
      const answer = solveTimetable(school.problem, { seed: i, maxIterations: 8_000, timeLimitMs: 20_000 });
      if (!answer.ok) throw new Error(JSON.stringify(answer.problems));
      const broken = brokenRules(school.problem, answer.solution.placements);
      // What the solver reports and what the independent reading finds agree both ways.
      expect(broken.length === 0).toBe(answer.solution.hard.count === 0);
      // The naive fill clashes on most schools: its report and the reading must agree there too.
      const greedy = greedyTimetable(school.problem);
      if (!greedy.ok) throw new Error(JSON.stringify(greedy.problems));
      expect(brokenRules(school.problem, greedy.solution.placements).length === 0).toBe(
        greedy.solution.hard.count === 0,
      );
      return { seed: 1000 + i, hard: answer.solution.hard.count, broken, greedyHard: greedy.solution.hard.count };
    });
    expect(outcomes.filter((o) => o.hard > 0)).toEqual([]);
    expect(outcomes.filter((o) => o.greedyHard > 0).length).toBeGreaterThan(0);
  }, 180_000);
});

// The same with each grade's elective an option block: three sections at once, three teachers, three rooms.
const withBlocks = (seed: number) =>
  generateSchool({ seed, grades: 2, classesPerGrade: 3, teachers: 14, classrooms: 7, labs: 1, blocks: true });

describe('the timetable solver on 12 generated schools with elective blocks', () => {
  it('breaks no hard rule for any part: teachers, classes and rooms once at a time, each part in its own room', () => {
    let blockUnits = 0;
    const outcomes = Array.from({ length: 12 }, (_, i) => {
      const school = withBlocks(2000 + i);
      const blocks = school.problem.lessons.filter((l) => (l.parts ?? []).length > 0 && l.periodsPerWeek > 0);
      expect(blocks.length, 'the hidden week keeps a block').toBeGreaterThan(0);
      expect(brokenRules(school.problem, school.hidden)).toEqual([]);
      const answer = solveTimetable(school.problem, { seed: i, maxIterations: 8_000, timeLimitMs: 20_000 });
      if (!answer.ok) throw new Error(JSON.stringify(answer.problems));
      const broken = brokenRules(school.problem, answer.solution.placements);
      expect(broken.length === 0).toBe(answer.solution.hard.count === 0);
      // Each block's occurrence: one room per section, all different, at the lesson's one slot.
      for (const p of answer.solution.placements.filter((p) => blocks.some((b) => b.id === p.lessonId))) {
        const rooms = [p.roomId, ...(p.parts ?? []).map((part) => part.roomId)];
        expect(rooms).toHaveLength(3);
        if (answer.solution.hard.count === 0) expect(new Set(rooms).size).toBe(3);
        blockUnits++;
      }
      const greedy = greedyTimetable(school.problem);
      if (!greedy.ok) throw new Error(JSON.stringify(greedy.problems));
      expect(brokenRules(school.problem, greedy.solution.placements).length === 0).toBe(
        greedy.solution.hard.count === 0,
      );
      return { seed: 2000 + i, hard: answer.solution.hard.count, broken };
    });
    expect(outcomes.filter((o) => o.hard > 0)).toEqual([]);
    expect(blockUnits).toBeGreaterThan(12);
  }, 180_000);
});
