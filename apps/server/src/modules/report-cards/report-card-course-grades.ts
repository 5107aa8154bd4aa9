import {
  assignmentScores,
  builtInLabel,
  courseGrade,
  courses,
  gradeOverrides,
  gradingTerms,
  scoresFromRecords,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { courseGradings } from '../gradebook/course-grading.ts';
import { releasedTermWork, type Term } from './term-work.ts';

/** One course on a report card: its title, the term's percent and the scale's grade (either may be absent). */
export interface CourseGradeLine {
  course: string;
  score: string | null;
  grade: string | null;
}

/** A member of the term's classes: whose card, and which class's courses it shows. */
export interface CardMember {
  student: number;
  classId: number;
}

/**
 * The gradebook's grades on a term's report cards (docs/gradebook.md, "Report cards"), by student:
 * for each course of the student's class with released work due within the term, the course's
 * grade by its policy and scale from that work, the same arithmetic as the gradebook's running
 * grade. Only what is released counts, whoever prints: the card goes home, and a family never
 * sees an unreleased score. The teacher's grade (an override) is the season's final word, so it
 * stands on the card of the season's last term, once released. Everything is read through the
 * caller's scoped repository (a teacher prints their own classes' cards), in a fixed number of
 * statements whatever the size of the class.
 */
export const reportCardCourseGrades = async (
  db: Db,
  ctx: RequestContext,
  members: readonly CardMember[],
  term: Term,
): Promise<Map<number, CourseGradeLine[]>> => {
  const lines = new Map<number, CourseGradeLine[]>(members.map((member) => [member.student, []]));
  if (members.length === 0) return lines;
  const reader = scoped(db, ctx, { as: 'reader' });
  const classIds = [...new Set(members.map((member) => member.classId))];
  const { work: out, released } = await releasedTermWork(reader, classIds, term);
  if (out.length === 0) return lines;
  const studentIds = [...lines.keys()];
  const courseIds = [...new Set(out.map((row) => row.course))];
  const [scores, courseRows, seasonTerms] = await Promise.all([
    reader.of(assignmentScores).list({ student: studentIds, assignment: out.map((row) => row.id) }),
    reader.of(courses).list({ id: courseIds }),
    reader.of(gradingTerms).list({ season: term.season }),
  ]);
  const lastTerm = seasonTerms.every((row) => row.endDate <= term.endDate);
  const [gradings, overrides] = await Promise.all([
    courseGradings(reader, courseRows),
    lastTerm ? reader.of(gradeOverrides).list({ student: studentIds, class: classIds, course: courseIds }) : [],
  ]);
  const courseById = new Map(courseRows.map((row) => [row.id, row]));

  for (const member of members) {
    const ofClass = out.filter((row) => row.class === member.classId);
    const own = scores.filter((row) => row.student === member.student);
    // The courses the student has a score in, as on the transcript: a pupil who joined late has
    // no line for work set before they came.
    const scored = new Set(own.map((row) => row.assignment));
    const taught = [...new Set(ofClass.filter((row) => scored.has(row.id)).map((row) => row.course))].flatMap(
      (id) => courseById.get(id) ?? [],
    );
    const cardLines = taught.map((course): CourseGradeLine => {
      const title = builtInLabel('courses', 'title', course.title, ctx.language);
      const grading = gradings.get(course.id);
      if (!grading) return { course: title, score: null, grade: null };
      const courseWork = ofClass.filter((row) => row.course === course.id);
      const override = overrides.find(
        (row) =>
          row.student === member.student &&
          row.class === member.classId &&
          row.course === course.id &&
          released(row.school, row.releasedAt),
      );
      const grade = courseGrade(grading.policy, grading.scale, scoresFromRecords(own, courseWork), {
        override: override ? { grade: override.overrideGrade, reason: override.overrideReason } : null,
      });
      return { course: title, score: grade.percent, grade: grade.band?.label ?? null };
    });
    cardLines.sort((a, b) => a.course.localeCompare(b.course, ctx.language));
    lines.set(member.student, [...(lines.get(member.student) ?? []), ...cardLines]);
  }
  return lines;
};
