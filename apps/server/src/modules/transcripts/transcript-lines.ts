import {
  builtInLabel,
  courseGrade,
  formatRational,
  gpa,
  parseDecimal,
  scoresFromRecords,
  type assignments,
  type assignmentScores,
  type courses,
  type gradeOverrides,
  type Language,
  type RowOf,
  type StudentTranscript,
} from '@kampus/contract';
import type { CourseGrading } from '../gradebook/course-grading.ts';

export type TranscriptCourse = StudentTranscript['seasons'][number]['courses'][number];
type Figures = StudentTranscript['cumulative'];

/** Credits are whole numbers (`courses.credit`), shown with two places like the GPA's count. */
const creditText = (credits: number): string => formatRational(parseDecimal(credits), 2, 'half_up');

/** A season's (or the whole record's) GPA, credits counted and credits earned, from its course lines. */
export const figuresOf = (rows: readonly TranscriptCourse[]): Figures => {
  const counted = rows.filter((row) => row.counted && row.gpaPoints !== null);
  const result = gpa(counted.map((row) => ({ points: row.gpaPoints ?? '0', credits: row.credits })));
  const earned = rows.filter((row) => row.passed === true).reduce((total, row) => total + Number(row.credits), 0);
  return { ...result, creditsEarned: creditText(earned) };
};

/** What one course line is worked out from: the class's graded work in the course and one student's own. */
export interface CourseInput {
  course: RowOf<typeof courses>;
  grading: CourseGrading | undefined;
  /** The course's assignments in the class that count. */
  work: readonly RowOf<typeof assignments>[];
  /** The student's scores (any assignment: those of `work` are picked). */
  scores: readonly RowOf<typeof assignmentScores>[];
  override: RowOf<typeof gradeOverrides> | undefined;
  language: Language;
}

/**
 * One course of a transcript: its grade by the course's policy and scale (the same arithmetic as
 * the course grade), the teacher's grade in its place when there is one, its band's GPA points
 * and its credits. The transcript and the class rank both read it, so a rank is of the same GPA.
 */
export const courseLine = ({ course, grading, work, scores, override, language }: CourseInput): TranscriptCourse => {
  const base = {
    course: course.id,
    title: builtInLabel('courses', 'title', course.title, language),
    code: course.code ?? null,
    // A school that gives no credits weighs every course alike (gpa's rule).
    credits: creditText(course.credit ?? 1),
  };
  if (!grading) return { ...base, percent: null, grade: null, gpaPoints: null, passed: null, counted: false };
  const ids = new Set(work.map((row) => row.id));
  const grade = courseGrade(
    grading.policy,
    grading.scale,
    scoresFromRecords(
      scores.filter((row) => ids.has(row.assignment)),
      work,
    ),
    { override: override ? { grade: override.overrideGrade, reason: override.overrideReason } : null },
  );
  return {
    ...base,
    percent: grade.percent,
    grade: grade.band?.label ?? null,
    gpaPoints: grade.band?.gpaPoints ?? null,
    passed: grade.passed,
    // A band a teacher gave has no percent and still counts by its GPA points.
    counted: (grade.band?.gpaPoints ?? null) !== null,
  };
};
