import type { ActionOutput, studentCourseGradeAction } from '@kampus/contract/action';
import { idOf } from '@kampus/contract/resource';
import { assignments, assignmentScores, classStudents } from '@kampus/contract/resources';
import { useQuery } from '@tanstack/react-query';
import { ApiError, request } from './client.ts';
import { fetchAll } from './resources.ts';
import type { RecordOf } from './typed.ts';
import { useSession } from './use-session.ts';

export type CourseGrade = ActionOutput<typeof studentCourseGradeAction>;
export type GradeExplanation = CourseGrade['explanation'];
export type GradeCategory = GradeExplanation['categories'][number];
export type GradeScoreLine = GradeCategory['scores'][number];
export type GradeNote = GradeExplanation['notes'][number];

/** An assignment as the list sends it, with the names of what it names (`refNames`). */
export type AssignmentRecord = RecordOf<typeof assignments> & { refNames?: Readonly<Record<string, string>> };

/** One course of the child's class with released work, and its grade (null: the school cannot compute it yet). */
export interface CourseGradeCard {
  key: string;
  courseName: string;
  /** The class's assignments of this course by id: the explanation names work by its assignment's id. */
  work: ReadonlyMap<number, AssignmentRecord>;
  grade: CourseGrade | null;
}

/** The courses of a class's assignments that the child has a released score on, in first-due order. */
const releasedCourses = (given: readonly AssignmentRecord[], scored: ReadonlySet<number>): number[] => {
  const courses: number[] = [];
  for (const assignment of given) {
    const course = idOf(assignment.course);
    if (course === undefined || courses.includes(course)) continue;
    // A family sees only released scores; the release date is checked too, so an assignment
    // released later (its score withheld) never makes a card on its own.
    if (assignment.releasedAt !== null && scored.has(assignment.id)) courses.push(course);
  }
  return courses;
};

const gradeOf = (student: number, klass: number, course: number, signal: AbortSignal) =>
  request<CourseGrade>(`/api/students/${student}/course_grade`, {
    query: { class: String(klass), course: String(course) },
    signal,
  }).catch((error: unknown) => {
    // A course the school cannot grade yet (no policy: 422) still shows its card, saying so;
    // anything else (the network, a 500) fails the page, which says an error occurred.
    if (error instanceof ApiError && error.status === 422) return null;
    throw error;
  });

const loadGrades = async (student: number, signal: AbortSignal): Promise<CourseGradeCard[]> => {
  const filter = { filters: { student: String(student) } };
  const [memberships, scores] = await Promise.all([
    fetchAll(classStudents, filter, signal),
    fetchAll(assignmentScores, filter, signal),
  ]);
  const scored = new Set(scores.flatMap((score) => idOf(score.assignment) ?? []));
  // A child is in a class once per term: each class once.
  const classIds = [...new Set(memberships.map((row) => row.classId))];
  const perClass = await Promise.all(
    classIds.map(async (klass) => {
      const given: AssignmentRecord[] = await fetchAll(assignments, { filters: { class: String(klass) } }, signal);
      return releasedCourses(given, scored).map(async (course): Promise<CourseGradeCard> => {
        const ofCourse = given.filter((row) => idOf(row.course) === course);
        return {
          key: `${klass}-${course}`,
          courseName: ofCourse[0]?.refNames?.course ?? '',
          work: new Map(ofCourse.map((row) => [row.id, row])),
          grade: await gradeOf(student, klass, course, signal),
        };
      });
    }),
  );
  return Promise.all(perClass.flat());
};

/**
 * The course grades of a student's classes, one per course with released work (docs/gradebook.md,
 * "The course grade"): computed by the server from what the caller reads, released scores only
 * for a family. Keyed by the scores' resource, so a score saved elsewhere refreshes it.
 */
export const useCourseGrades = (studentId: number | undefined) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['assignment_scores', 'course-grades', schoolId, seasonId, language, studentId],
    queryFn: ({ signal }) => loadGrades(studentId ?? 0, signal),
    enabled: studentId !== undefined,
  });
};
