import {
  attendanceRegisterAction,
  saveAttendanceRegisterAction,
  type ActionOutput,
  type RegisterQuery,
} from '@kampus/contract/action';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import {
  browserOutbox,
  enqueue,
  isOffline,
  noteAnswer,
  registerId,
  type Outbox,
  type RegisterSave,
} from './register-outbox.ts';
import { sessionStore } from './session-store.ts';
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
          batch: query?.batch,
          date: query?.date,
          scheduleId: query?.scheduleId,
        },
        signal,
      }),
    enabled: query !== null,
    retry: false,
    // Asked even offline: the service worker answers the register last read (docs/pwa.md).
    networkMode: 'always',
  });
};

/** What a save did: sent (the register as stored, with the rows kept for someone else's change), or kept on the phone. */
export type SaveResult = { sent: true; register: SavedRegister } | { sent: false };
export type SavedRegister = ActionOutput<typeof saveAttendanceRegisterAction>;

/**
 * Sends a save with `send`; when the network is missing, keeps `body` (the lesson's register save)
 * in the outbox to be sent later (`register-outbox.ts`). A refusal of the server is thrown as before.
 */
const sendOrKeep = async <T>(
  outbox: Outbox,
  body: RegisterSave,
  send: (userId: string) => Promise<T>,
): Promise<{ sent: true; answer: T } | { sent: false }> => {
  const session = sessionStore.get();
  try {
    return { sent: true, answer: await send(session.userId ?? '') };
  } catch (error) {
    if (!isOffline(error) || !session.userId) throw error;
    await enqueue(outbox, { userId: session.userId, schoolId: session.schoolId, seasonId: session.seasonId, body });
    return { sent: false };
  }
};

/** A lesson's attendance stored: its register and the day's lessons (the pop-up, the home) are read again. */
const attendanceTaken = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['attendances'] }),
    // The lesson is marked done: the pop-up and the day's lessons read schedules.
    client.invalidateQueries({ queryKey: ['schedules'] }),
  ]);

/**
 * PUT /api/attendances/register: every mark of one lesson in one transaction; the lesson is then
 * done. Without a network the save is kept in the outbox (`register-outbox.ts`) and sent later;
 * a refusal of the server is an error as before.
 */
export const useSaveRegister = (outbox: Outbox = browserOutbox()) => {
  const client = useQueryClient();
  return useMutation({
    // Never paused offline: without a network the save goes to the outbox at once.
    networkMode: 'always',
    mutationFn: async (body: RegisterSave): Promise<SaveResult> => {
      const result = await sendOrKeep(outbox, body, async (userId) => {
        const register = await request<SavedRegister>('/api/attendances/register', { method: 'PUT', body });
        await noteAnswer(outbox, registerId(userId, body.scheduleId), body, register.conflicts);
        return register;
      });
      return result.sent ? { sent: true, register: result.answer } : { sent: false };
    },
    onSuccess: (result) => (result.sent ? attendanceTaken(client) : undefined),
  });
};

/**
 * The teacher's quick-attendance pop-up's save (issue 30, part 4; docs/school-life.md "Offline"):
 * the spec's `POST /api/attendances/bulk` when the server answers; without a network, the same
 * marks kept in the register's outbox as the lesson's register save (`register`), sent when the
 * network is back with its own key, once, conflicts shown on the register. A refusal of the
 * server is an error as before.
 */
export const useSavePopup = (outbox: Outbox = browserOutbox()) => {
  const client = useQueryClient();
  return useMutation({
    // Never paused offline: without a network the marks go to the outbox at once.
    networkMode: 'always',
    mutationFn: async (save: {
      items: Record<string, unknown>[];
      register: RegisterSave;
    }): Promise<{ sent: boolean }> => {
      const result = await sendOrKeep(outbox, save.register, () =>
        request<{ items: ApiRecord[] }>('/api/attendances/bulk', { method: 'POST', body: { items: save.items } }),
      );
      return { sent: result.sent };
    },
    onSuccess: (result) => (result.sent ? attendanceTaken(client) : undefined),
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
    networkMode: 'always',
  });
};

/**
 * The batches (elective sections) of the active school's season, for the register's picker beside
 * the classes: a section's register is its own students, not a class's.
 */
export const useRegisterBatches = (enabled: boolean) => {
  const { schoolId, seasonId } = useSession();
  return useQuery({
    queryKey: ['batches', 'register-picker', schoolId, seasonId],
    queryFn: ({ signal }) =>
      request<ApiRecord[]>('/api/batches.json', {
        query: { school: schoolId ?? undefined, pagination: 'false', 'order[title]': 'asc' },
        signal,
      }),
    enabled: enabled && schoolId !== null,
    staleTime: 5 * 60_000,
    networkMode: 'always',
  });
};
