import type { LeaveRow, RollCallRow, SaveRollCallBody } from '@kampus/contract/action';
import type { LeaveStatus } from '@kampus/contract/resources';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

export type { LeaveRow, RollCallRow, SaveRollCallBody };

export interface Occupancy {
  building: { id: number; title: string; buildingGender: 'boys' | 'girls' | 'mixed' };
  beds: number;
  occupied: number;
  rooms: {
    id: number;
    roomNumber: string;
    floor: number | null;
    capacity: number;
    beds: {
      id: number;
      bedLabel: string;
      isActive: boolean;
      assignment: number | null;
      student: { id: number; name: string } | null;
    }[];
  }[];
}

export interface RollCallSheet {
  date: string;
  taken: boolean;
  takenAt: string | null;
  boarders: RollCallRow[];
}

/**
 * Every query of the dormitory screens starts with a resource it reads, so a change to it (a
 * bed assigned, a leave decided, a roll call saved) refreshes them through the generic hooks too.
 */
const useScope = () => {
  const { schoolId, seasonId, language } = useSession();
  return [schoolId, seasonId, language] as const;
};

/** A building's rooms and beds with this season's boarders. */
export const useOccupancy = (building: number | undefined) => {
  const scope = useScope();
  return useQuery({
    queryKey: ['bed_assignments', 'occupancy', building, ...scope],
    queryFn: ({ signal }) => request<Occupancy>(`/api/dorm_buildings/${building ?? 0}/occupancy`, { signal }),
    enabled: building !== undefined,
  });
};

/** The season's leave requests in reach (the warden's school, a family's children), with names and rooms. */
export const useLeaves = (status: LeaveStatus | undefined) => {
  const scope = useScope();
  return useQuery({
    queryKey: ['leave_requests', 'board', status, ...scope],
    queryFn: ({ signal }) =>
      request<{ leaves: LeaveRow[] }>('/api/dormitories/leaves', {
        signal,
        query: new URLSearchParams(status ? { status } : {}),
      }),
  });
};

/** A night's roll call of a building, pre-filled from approved leaves until it is taken. */
export const useRollCall = (building: number | undefined, date: string) => {
  const scope = useScope();
  return useQuery({
    queryKey: ['roll_calls', 'sheet', building, date, ...scope],
    queryFn: ({ signal }) =>
      request<RollCallSheet>(`/api/dorm_buildings/${building ?? 0}/roll_call`, {
        signal,
        query: new URLSearchParams({ date }),
      }),
    enabled: building !== undefined && date !== '',
  });
};

/** Saves a roll call; `key` is the Idempotency-Key of one sheet's save: a double tap saves (and alerts) once. */
export const useSaveRollCall = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ building, key, body }: { building: number; key: string; body: SaveRollCallBody }) =>
      request<{ id: number; alerted: number }>(`/api/dorm_buildings/${building}/roll_call`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['roll_calls'] }),
  });
};

/** The family withdraws a request still pending; `key` is the Idempotency-Key of one press. */
export const useWithdrawLeave = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: number; key: string }) =>
      request<LeaveRow>(`/api/leave_requests/${id}/withdraw`, { method: 'POST', headers: { 'Idempotency-Key': key } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['leave_requests'] }),
  });
};
