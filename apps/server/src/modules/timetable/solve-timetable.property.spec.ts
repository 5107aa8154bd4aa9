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
