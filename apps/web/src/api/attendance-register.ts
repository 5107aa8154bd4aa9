import {
  attendanceRegisterAction,
  type ActionOutput,
  type RegisterMark,
  type RegisterQuery,
} from '@kampus/contract/action';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { useCallerKind } from './impersonation.ts';
import type { ApiRecord } from './types.ts';
import { useSession } from './use-session.ts';

/** A class's register for a day and lesson, as `GET /api/attendances/register` answers it. */
export type AttendanceRegister = ActionOutput<typeof attendanceRegisterAction>;
export type RegisterLine = AttendanceRegister['lines'][number];

/** The register of a class, day and lesson; nothing is asked until a class and a day are chosen. */
export const useAttendanceRegister = (query: RegisterQuery | null) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    // Under `attendances`, so a save anywhere (the pop-up's bulk call too) reloads it.
    queryKey: ['attendances', 'register', schoolId, seasonId, language, query],
    queryFn: ({ signal }) =>
      request<AttendanceRegister>('/api/attendances/register', {
        query: {
          classId: query?.classId,
          date: query?.date,
          scheduleId: query?.scheduleId,
        },
        signal,
      }),
    enabled: query !== null,
    retry: false,
  });
};

/** PUT /api/attendances/register: every mark of one lesson in one transaction; the lesson is then done. */
export const useSaveRegister = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { classId?: number; batch?: number; date: string; scheduleId: number; marks: RegisterMark[] }) =>
      request<AttendanceRegister>('/api/attendances/register', { method: 'PUT', body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['attendances'] }),
        // The lesson is marked done: the pop-up and the day's lessons read schedules.
        client.invalidateQueries({ queryKey: ['schedules'] }),
      ]),
  });
};

/**
 * Whether the signed-in user may use the register: the audiences its declaration names (the very
 * list the server checks), superadmins too; undefined while the user's kind is loading.
 */
export const useMayUseRegister = (): boolean | undefined => {
  const { audience, superadmin, isLoading } = useCallerKind();
  if (isLoading) return undefined;
  const allowed: readonly string[] = attendanceRegisterAction.access;
  return superadmin || (audience !== undefined && allowed.includes(audience));
};

/** The classes of the active school and season, for the register's class picker. */
export const useRegisterClasses = (enabled: boolean) => {
  const { schoolId, seasonId } = useSession();
  return useQuery({
    queryKey: ['classes', 'register-picker', schoolId, seasonId],
    queryFn: ({ signal }) =>
      request<ApiRecord[]>('/api/classes.json', {
        query: { school: schoolId ?? undefined, pagination: 'false', 'order[title]': 'asc' },
        signal,
      }),
    enabled: enabled && schoolId !== null,
    staleTime: 5 * 60_000,
  });
};
