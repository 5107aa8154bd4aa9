import type { ActionInput, promissoryNoteSeriesAction } from '@kampus/contract/action';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { download, request } from './client.ts';
import type { ApiRecord } from './types.ts';
import { saveBlob } from './save-blob.ts';

export type PromissorySeriesInput = ActionInput<typeof promissoryNoteSeriesAction>['body'];

/**
 * POST /api/promissory_notes/series. `key` is the Idempotency-Key of one submission: a double
 * click or a retried request sends the same key, so the notes are made once.
 */
export const useCreatePromissorySeries = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: PromissorySeriesInput }) =>
      request<{ items: ApiRecord[] }>('/api/promissory_notes/series', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['promissory_notes'] }),
  });
};

/** The printed documents: a receipt, a student's notes, an invoice, an agreement filled for a student. */
export const financePdfPath = {
  receipt: (receiptId: number) => `/api/receipts/${receiptId}/pdf`,
  statement: (studentId: number) => `/api/students/${studentId}/statement/pdf`,
  familyStatement: (guardianId: number) => `/api/guardians/${guardianId}/statement/pdf`,
  promissoryNotes: (studentId: number) => `/api/students/${studentId}/promissory_notes/pdf`,
  invoice: (invoiceId: number) => `/api/invoices/${invoiceId}/pdf`,
  agreement: (agreementId: number, studentId: number) =>
    `/api/enrollment_agreements/${agreementId}/pdf?studentId=${studentId}`,
};

/** Saves a printed document (in the reader's language, which the request carries) under `fileName`. */
export const useDownloadPdf = () =>
  useMutation({
    mutationFn: async ({ path, fileName }: { path: string; fileName: string }) => {
      const { blob } = await download(path);
      saveBlob(blob, fileName);
    },
  });
