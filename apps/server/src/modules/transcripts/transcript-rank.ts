import {
  assignmentScores,
  assignments,
  classStudents,
  compareRational,
  courses,
  gradeOverrides,
  parseDecimal,
  schools,
  type classes,
  type Language,
  type RowOf,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { courseGradings } from '../gradebook/course-grading.ts';
import { releaseClock } from '../gradebook/release-clock.ts';
import { courseLine, figuresOf } from './transcript-lines.ts';

/** A place in a class: 1 is the highest GPA; pupils with the same GPA share a place ("1, 2, 2, 4"). */
export interface ClassRank {
  position: number;
  of: number;
}

/** The place of `gpa` among `all` (itself included), compared exactly: equal GPAs share the higher place. */
export const placeAmong = (gpa: string, all: readonly string[]): ClassRank => {
  const mine = parseDecimal(gpa);
  const above = all.filter((other) => compareRational(parseDecimal(other), mine) > 0).length;
  return { position: above + 1, of: all.length };
};

/**
 * The student's place in each of their classes whose school gives ranks (`schools.transcriptRank`),
 * by the season's GPA worked out exactly as the transcript's (`courseLine`, `figuresOf`), among the
 * classmates who have one. Counted from released work and released teacher's grades only, for
 * every reader: a rank is the same whoever prints it, and tells a family nothing of a pupil's
 * unreleased work. Read as the system, because a rank compares the student with classmates the
 * reader may not read: only the position and the count leave this function. A fixed number of
 * statements whatever the number of classes and classmates.
 */
export const classRanks = async (
  db: Db,
  student: number,
  classRows: readonly RowOf<typeof classes>[],
  language: Language,
): Promise<Map<number, ClassRank>> => {
  const ranks = new Map<number, ClassRank>();
  if (classRows.length === 0) return ranks;
  const store = system(db);
  const schoolRows = await store.of(schools).list({ id: [...new Set(classRows.map((row) => row.school))] });
  const ranking = new Map(schoolRows.filter((row) => row.transcriptRank === true).map((row) => [row.id, row]));
  const ranked = classRows.filter((row) => ranking.has(row.school));
  if (ranked.length === 0) return ranks;
  const classIds = ranked.map((row) => row.id);
  const released = await releaseClock(store, [...ranking.keys()]);
  const [members, given, overrides] = await Promise.all([
    store.of(classStudents).list({ classId: classIds }),
    store.of(assignments).list({ class: classIds }),
    store.of(gradeOverrides).list({ class: classIds }),
  ]);
  const out = given.filter((row) => released(row.school, row.releasedAt));
  if (out.length === 0) return ranks;
  const classmates = [...new Set(members.map((row) => row.student))];
  const [scores, courseRows] = await Promise.all([
    store.of(assignmentScores).list({ student: classmates, assignment: out.map((row) => row.id) }),
    store.of(courses).list({ id: [...new Set(out.map((row) => row.course))] }),
  ]);
  const gradings = await courseGradings(store, courseRows);
  const courseById = new Map(courseRows.map((row) => [row.id, row]));
  const shown = overrides.filter((row) => released(row.school, row.releasedAt));

  for (const klass of ranked) {
    const work = out.filter((row) => row.class === klass.id);
    const pupils = [...new Set(members.filter((row) => row.classId === klass.id).map((row) => row.student))];
    const gpas = new Map<number, string>();
    for (const pupil of pupils) {
      const own = scores.filter((row) => row.student === pupil);
      const scored = new Set(own.map((row) => row.assignment));
      const taught = [...new Set(work.filter((row) => scored.has(row.id)).map((row) => row.course))];
      const lines = taught.flatMap((id) => {
        const course = courseById.get(id);
        if (!course) return [];
        return [
          courseLine({
            course,
            grading: gradings.get(id),
            work: work.filter((row) => row.course === id && scored.has(row.id)),
            scores: own,
            override: shown.find((row) => row.student === pupil && row.course === id && row.class === klass.id),
            language,
          }),
        ];
      });
      const figure = figuresOf(lines).unweighted;
      if (figure !== null) gpas.set(pupil, figure);
    }
    const mine = gpas.get(student);
    if (mine !== undefined) ranks.set(klass.id, placeAmong(mine, [...gpas.values()]));
  }
  return ranks;
};
