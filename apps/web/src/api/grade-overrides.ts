import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import type { CourseGrade } from './grades.ts';
import { useSession } from './use-session.ts';

/** One student's grade in a course of a class, as the grid's dialog reads it. */
export interface GradeTarget {
  student: number;
  classId: number;
  course: number;
}

const query = (target: GradeTarget) => ({ class: String(target.classId), course: String(target.course) });

/**
 * GET /api/students/{id}/course_grade with its explanation and the teacher's grade. Keyed by the
 * scores' resource, as the grid is, so a score saved or a grade set refreshes both.
 */
export const useStudentCourseGrade = (target: GradeTarget | null) => {
  const { language } = useSession();
  return useQuery({
    queryKey: ['assignment_scores', 'course-grade', language, target?.student, target?.classId, target?.course],
    queryFn: ({ signal }) =>
      request<CourseGrade>(`/api/students/${target?.student ?? 0}/course_grade`, {
        query: target ? query(target) : {},
        signal,
      }),
    enabled: target !== null,
  });
};

/** What the teacher sends: the grade on the course's scale, the reason, and whether families see it from now on. */
export interface OverrideInput {
  grade: string;
  reason: string;
  /** Left out, the release stays as it was. */
  released?: boolean;
}

/** PUT (set) or DELETE (remove) the teacher's grade; the grid and the dialog read again. */
export const useGradeOverride = (target: GradeTarget | null) => {
  const client = useQueryClient();
  const path = `/api/students/${target?.student ?? 0}/course_grade/override`;
  const refresh = () => client.invalidateQueries({ queryKey: ['assignment_scores'] });
  const set = useMutation({
    mutationFn: (body: OverrideInput) =>
      request<CourseGrade>(path, { method: 'PUT', query: target ? query(target) : {}, body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => request<CourseGrade>(path, { method: 'DELETE', query: target ? query(target) : {} }),
    onSuccess: refresh,
  });
  return { set, remove };
};
