import type {
  ActionOutput,
  dayEndReportAction,
  installmentPlanAction,
  payStudentAction,
  studentBalanceAction,
  studentStatementAction,
} from '@kampus/contract/action';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, request } from './client.ts';
import { useSession } from './use-session.ts';

export type StudentBalance = ActionOutput<typeof studentBalanceAction>;
export type PlannedInstallments = ActionOutput<typeof installmentPlanAction>;
export type PaidAmount = ActionOutput<typeof payStudentAction>;
export type AccountStatement = ActionOutput<typeof studentStatementAction>;
export type DayEndReport = ActionOutput<typeof dayEndReportAction>;

/** GET /api/students/{id}/statement: every fee, discount, payment, refund and void with a running balance. */
/** Whose account a statement is: one student's, or a guardian's children together (the family's). */
export interface StatementOwner {
  kind: 'student' | 'family';
  id: number;
}

/** Where an owner's statement is read; `/pdf` after it prints it. */
const statementPath = (owner: StatementOwner): string =>
  owner.kind === 'student' ? `/api/students/${owner.id}/statement` : `/api/guardians/${owner.id}/statement`;

/** GET /api/students/{id}/statement or /api/guardians/{id}/statement: a statement of account. */
export const useAccountStatement = (owner: StatementOwner) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['student_payments', 'statement', schoolId, seasonId, language, owner.kind, owner.id],
    queryFn: ({ signal }) => request<AccountStatement>(statementPath(owner), { signal }),
  });
};

/** GET /api/finance/day_end?date: the day's takings per cashier and method, refunds apart. */
export const useDayEndReport = (date: string) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['student_payments', 'day_end', schoolId, seasonId, language, date],
    queryFn: ({ signal }) => request<DayEndReport>('/api/finance/day_end', { query: { date }, signal }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
};

/** Every list a money command changes: a payment, a refund or a plan reloads them all. */
const LEDGER = ['installments', 'student_payments', 'receipts', 'payment_reports', 'student_discounts'];

const useLedgerRefresh = () => {
  const client = useQueryClient();
  return () => Promise.all(LEDGER.map((name) => client.invalidateQueries({ queryKey: [name] })));
};

/** A fresh `Idempotency-Key` for one intent of the user (a form opened): a double click or a retry pays once. */
export const newIntentKey = (): string => crypto.randomUUID();

/** GET /api/students/{id}/balance: fees, discounts, paid and due, as the server computes them. */
export const useStudentBalance = (studentId: number) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['installments', 'balance', schoolId, seasonId, language, studentId],
    queryFn: ({ signal }) => request<StudentBalance>(`/api/students/${studentId}/balance`, { signal }),
  });
};

export interface PlanInput {
  studentId: number;
  total: string;
  downPayment: string;
  count: number;
  firstDate: string;
}

/** POST /api/installments/plan, keyed by the form's intent. */
export const usePlanInstallments = () => {
  const refresh = useLedgerRefresh();
  return useMutation({
    mutationFn: ({ key, ...body }: PlanInput & { key: string }) =>
      request<PlannedInstallments>('/api/installments/plan', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: refresh,
  });
};

export interface PayAmountInput {
  studentId: number;
  amount: string;
  paymentDate: string;
  paymentType: string;
  bankId?: number | null;
  installments?: number[];
}

/**
 * POST /api/students/{id}/pay: any amount, paid to the oldest unpaid installments first (or to
 * the ones ticked), one payment and one receipt; the answer names the receipt to print.
 */
export const usePayAmount = () => {
  const refresh = useLedgerRefresh();
  return useMutation({
    mutationFn: ({ key, studentId, ...body }: PayAmountInput & { key: string }) =>
      request<PaidAmount>(`/api/students/${studentId}/pay`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: refresh,
  });
};

/** POST /api/student_payments/{id}/refund {amount}. */
export const useRefundPayment = () => {
  const refresh = useLedgerRefresh();
  return useMutation({
    mutationFn: ({ id, amount, key }: { id: number; amount: string; key: string }) =>
      request<Record<string, unknown>>(`/api/student_payments/${id}/refund`, {
        method: 'POST',
        body: { amount },
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: refresh,
  });
};

/** DELETE /api/student_payments/{id}: its installments unpaid again, its receipts and reports gone. */
export const useDeletePayment = () => {
  const refresh = useLedgerRefresh();
  return useMutation({
    mutationFn: ({ id, key }: { id: number; key: string }) =>
      request<void>(`/api/student_payments/${id}`, { method: 'DELETE', headers: { 'Idempotency-Key': key } }),
    onSuccess: refresh,
  });
};

/** The message a refusal names for one field (`paymentAmount`), if it names it. */
export const fieldError = (error: unknown, field: string): string | undefined =>
  error instanceof ApiError
    ? error.problem.violations?.find((violation) => violation.propertyPath.startsWith(field))?.message
    : undefined;
