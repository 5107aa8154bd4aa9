import type { LendBody, LoanAnswer, OverdueRow, StudentHold, StudentLoan } from '@kampus/contract/action';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

export type { LendBody, LoanAnswer, OverdueRow, StudentHold, StudentLoan };

/** Every library query starts with a resource the desk changes, so a loan or a return refreshes them. */
const INVALIDATED = ['library_loans', 'library_copies', 'library_holds'] as const;

const useRefresh = () => {
  const client = useQueryClient();
  return () => Promise.all(INVALIDATED.map((name) => client.invalidateQueries({ queryKey: [name] })));
};

/** POST /api/library_loans/lend: the copy with this barcode to a student or a member of staff. */
export const useLendCopy = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: LendBody) => request<LoanAnswer>('/api/library_loans/lend', { method: 'POST', body }),
    onSuccess: refresh,
  });
};

/** POST /api/library_loans/return: the copy with this barcode back, its fine recorded. */
export const useReturnCopy = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (barcode: string) =>
      request<LoanAnswer>('/api/library_loans/return', { method: 'POST', body: { barcode } }),
    onSuccess: refresh,
  });
};

/** The overdue report: loans past their due date, by class. */
export const useOverdueLoans = () => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['library_loans', 'overdue', schoolId, seasonId, language],
    queryFn: ({ signal }) => request<{ rows: OverdueRow[] }>('/api/library_loans/overdue', { signal }),
  });
};

/** Reminds the families of the overdue loans (once a day per loan). */
export const useRemindOverdue = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => request<{ loans: number; notified: number }>('/api/library_loans/remind', { method: 'POST' }),
    onSuccess: refresh,
  });
};

/** A student's loans: title, dates, days overdue, fine. */
export const useStudentLoans = (studentId: number) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['library_loans', 'student', studentId, schoolId, seasonId, language],
    queryFn: ({ signal }) =>
      request<{ loans: StudentLoan[]; holds: StudentHold[] }>(`/api/students/${studentId}/library`, { signal }),
  });
};
