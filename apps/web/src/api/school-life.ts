import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { request } from './client.ts';
import type { ApiRecord } from './types.ts';
import { useSession } from './use-session.ts';

/** A student as `/users/{id}/student(s)` and the schedules' class members carry it. */
export interface StudentRecord {
  id: number;
  name: string;
  lastName: string;
  studentNumber: string | null;
  school: string;
  isActive: string;
}

interface ClassMember {
  id: number;
  term: string;
  student: StudentRecord | null;
}

/** A schedule as read: its class embedded with the class's students (api-contract). */
export interface ScheduleRecord {
  id: number;
  school: string;
  season: string;
  teacherId: number;
  scheduleDate: string;
  enterTime: string;
  exitTime: string;
  isDone: boolean;
  isDoneAttendance: '1' | '0';
  classTypeId: number | null;
  classBranchId: number | null;
  classId: { id: number; title: string; students: ClassMember[] } | null;
  /** A batch's lesson (an elective's section) has no class: its batch with the batch's students. */
  batch?: { id: number; title: string; students: { id: number; student: StudentRecord | null }[] } | null;
  /** The names of what the lesson names (its subject, teacher and room), as the server reads them. */
  refNames?: { course?: string; teacherId?: string; room?: string };
}

/*
 * The parent's choice among their children, kept like the active school: in localStorage, so
 * a reload and every tab show the same student. Without a choice the first student is active.
 */
const STUDENT_KEY = 'kampus.studentId';
const studentListeners = new Set<() => void>();
const readChosen = (): number | null => {
  const value = Number(localStorage.getItem(STUDENT_KEY));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};
let chosen = readChosen();
export const chooseStudent = (id: number | null): void => {
  if (id === null) localStorage.removeItem(STUDENT_KEY);
  else localStorage.setItem(STUDENT_KEY, String(id));
  chosen = id;
  studentListeners.forEach((listener) => listener());
};
const subscribeChosen = (listener: () => void) => {
  studentListeners.add(listener);
  return () => studentListeners.delete(listener);
};
export const useChosenStudent = (): number | null => useSyncExternalStore(subscribeChosen, () => chosen);

/** GET /{lang}/users/{userId}/student: the active student of a student or parent. */
export const useActiveStudentRecord = (enabled: boolean) => {
  const { token, userId } = useSession();
  return useQuery({
    queryKey: ['active-student', userId],
    queryFn: ({ signal }) =>
      request<StudentRecord>(`/users/${userId ?? ''}/student`, { scoped: true, signal, untenanted: true }),
    enabled: enabled && Boolean(token && userId),
    retry: false,
    staleTime: 5 * 60_000,
  });
};

/** GET /{lang}/users/{userId}/students: a parent's children and the parent's name. */
export const useParentStudents = (enabled: boolean) => {
  const { token, userId } = useSession();
  return useQuery({
    queryKey: ['parent-students', userId],
    queryFn: ({ signal }) =>
      request<{ students: StudentRecord[]; parentName: string | null }>(`/users/${userId ?? ''}/students`, {
        scoped: true,
        signal,
        untenanted: true,
      }),
    enabled: enabled && Boolean(token && userId),
    retry: false,
    staleTime: 5 * 60_000,
  });
};

/** The teacher's classes at the active school (spec: GET classes ?school&teacher). */
export const useTeacherClasses = (teacherId: number | undefined) => {
  const { schoolId, seasonId } = useSession();
  return useQuery({
    queryKey: ['classes', 'of-teacher', schoolId, seasonId, teacherId],
    queryFn: ({ signal }) =>
      request<ApiRecord[]>('/api/classes.json', {
        query: { school: schoolId ?? undefined, teacher: teacherId, pagination: 'false' },
        signal,
      }),
    enabled: teacherId !== undefined && schoolId !== null,
    staleTime: 5 * 60_000,
  });
};

/** Minutes between looks at today's schedule: a lesson that starts opens the pop-up. */
const SCHEDULE_POLL_MS = 60_000;

/** Today's schedule of a teacher (spec: GET schedules ?school&scheduleDate=today&teacherId). */
export const useTodaysSchedules = (teacherId: number | undefined, today: string) => {
  const { schoolId, seasonId } = useSession();
  return useQuery({
    queryKey: ['schedules', 'today', schoolId, seasonId, teacherId, today],
    queryFn: ({ signal }) =>
      request<ScheduleRecord[]>('/api/schedules.json', {
        query: {
          school: schoolId ?? undefined,
          scheduleDate: today,
          teacherId,
          pagination: 'false',
          'order[enterTime]': 'asc',
        },
        signal,
      }),
    enabled: teacherId !== undefined && schoolId !== null,
    refetchInterval: SCHEDULE_POLL_MS,
  });
};

/** POST /api/attendances/bulk: every record of one lesson, the lesson then marked done, in one transaction. */
export const useBulkAttendance = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (items: Record<string, unknown>[]) =>
      request<{ items: ApiRecord[] }>('/api/attendances/bulk', { method: 'POST', body: { items } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['attendances'] }),
        // Today's lessons included: a lesson is marked done once its attendance is taken.
        client.invalidateQueries({ queryKey: ['schedules'] }),
      ]),
  });
};
