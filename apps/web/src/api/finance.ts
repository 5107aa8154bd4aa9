import type {
  ActionOutput,
  cashReportAction,
  installmentPlanAction,
  studentBalanceAction,
} from '@kampus/contract/action';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, request } from './client.ts';
import { useSession } from './use-session.ts';

export type StudentBalance = ActionOutput<typeof studentBalanceAction>;
export type CashReport = ActionOutput<typeof cashReportAction>;
export type PlannedInstallments = ActionOutput<typeof installmentPlanAction>;

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

/** GET /api/finance/cash_report: collections by day and bank account in a date range. */
export const useCashReport = (from: string | undefined, to: string | undefined) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['student_payments', 'cash', schoolId, seasonId, language, from, to],
    queryFn: ({ signal }) => request<CashReport>('/api/finance/cash_report', { query: { from, to }, signal }),
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

export interface PaymentInput {
  studentId: number;
  paymentAmount: string;
  paymentDate: string;
  paymentType: string;
  description?: string;
  installments: number[];
}

/** POST /api/student_payments: the payment, its installments, reports and receipts in one command. */
export const useTakePayment = () => {
  const refresh = useLedgerRefresh();
  return useMutation({
    mutationFn: ({ key, ...body }: PaymentInput & { key: string }) =>
      request<Record<string, unknown>>('/api/student_payments', {
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
