import type {
  ActionOutput,
  enrollmentDashboardAction,
  enrollStudentAction,
  previewEnrollmentAction,
  previousSeasonStudentsAction,
  searchGuardiansAction,
  reenrollStudentsAction,
  seasonEnrollmentsAction,
} from '@kampus/contract/action';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { fetchAll, resourceName, type ListParams } from './resources.ts';
import type { ResourceRef } from './typed.ts';
import { useSession } from './use-session.ts';

export type EnrollAnswer = ActionOutput<typeof enrollStudentAction>;
export type ReenrollAnswer = ActionOutput<typeof reenrollStudentsAction>;
export type PreviousSeasonStudents = ActionOutput<typeof previousSeasonStudentsAction>;
export type SeasonEnrollments = ActionOutput<typeof seasonEnrollmentsAction>;
export type EnrollmentDashboard = ActionOutput<typeof enrollmentDashboardAction>;
export type GuardianMatches = ActionOutput<typeof searchGuardiansAction>;
export type GuardianMatch = GuardianMatches['items'][number];
export type EnrollPreview = ActionOutput<typeof previewEnrollmentAction>;

/** Every list an enrolment command changes: the new student shows in each of them after a save. */
const CHANGED = ['enrollments', 'students', 'guardians', 'student_fees', 'student_discounts', 'installments'];

const useRefresh = () => {
  const client = useQueryClient();
  return () => Promise.all(CHANGED.map((name) => client.invalidateQueries({ queryKey: [name] })));
};

/** Every record of a small list of the active school and season (grade levels, courses, discounts) for a picker. */
export const useAllOf = <R extends ResourceRef>(resource: R, filters: ListParams<R>['filters'] = {}) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: [resourceName(resource), 'list', schoolId, seasonId, language, 'all', filters],
    queryFn: ({ signal }) => fetchAll(resource, { filters }, signal),
    staleTime: 30_000,
  });
};

const useScopedQuery = <T>(name: string, path: string) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['enrollments', name, schoolId, seasonId, language],
    queryFn: ({ signal }) => request<T>(path, { signal }),
  });
};

/** GET /api/enrollments/season: the active season's enrolments with names. */
export const useSeasonEnrollments = () => useScopedQuery<SeasonEnrollments>('season', '/api/enrollments/season');

/** GET /api/enrollments/previous_season: last season's students not enrolled again yet. */
export const usePreviousSeasonStudents = () =>
  useScopedQuery<PreviousSeasonStudents>('previous', '/api/enrollments/previous_season');

/** GET /api/enrollments/dashboard: counts by grade level, new and returning, against last season. */
export const useEnrollmentDashboard = () =>
  useScopedQuery<EnrollmentDashboard>('dashboard', '/api/enrollments/dashboard');

/**
 * GET /api/enrollments/guardians?search=: the school's guardians, one per person, with their
 * children, and the sibling discount to suggest. Asked only while the picker is open.
 */
export const useGuardianSearch = (search: string, enabled: boolean) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['guardians', 'enrolment-search', schoolId, seasonId, language, search],
    queryFn: ({ signal }) =>
      request<GuardianMatches>(`/api/enrollments/guardians?search=${encodeURIComponent(search)}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

/**
 * POST /api/enrollments/enroll/preview for the review step: what Save would write, priced by the
 * server and kept by no one; asked again whenever the answers change.
 */
export const useEnrollPreview = (body: EnrollBody) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['enrollments', 'preview', schoolId, seasonId, language, body],
    queryFn: ({ signal }) =>
      request<EnrollPreview>('/api/enrollments/enroll/preview', { method: 'POST', body, signal }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
};

/** The wizard's whole answer, as `POST /api/enrollments/enroll` takes it. */
export interface EnrollBody {
  student: Record<string, string>;
  guardians: Record<string, string | number | boolean>[];
  gradeLevel: number | undefined;
  courseId: number | null;
  classId: number | null;
  enrollmentDate: string;
  fees: { feeName: string; feeAmount: string }[];
  discounts: { discount?: number; scholarship?: number; discountType?: 'free'; discountAmount?: string }[];
  plan: { downPayment: string; count: number; firstDate: string; total?: string } | null;
  agreement: { agreement: number; signatureDate: string | undefined } | null;
}

/** POST /api/enrollments/enroll, keyed by the wizard's intent: a double click or a retry enrols once. */
export const useEnrollStudent = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: EnrollBody }) =>
      request<EnrollAnswer>('/api/enrollments/enroll', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: refresh,
  });
};

/** POST /api/enrollments/reenroll: the picked students, returning, with the chosen fees (and one grade up with `promote`). */
export const useReenrollStudents = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      key,
      ...body
    }: {
      key: string;
      studentIds: number[];
      enrollmentDate: string;
      fees: { feeName: string; feeAmount: string }[];
      promote: boolean;
    }) =>
      request<ReenrollAnswer>('/api/enrollments/reenroll', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: refresh,
  });
};
