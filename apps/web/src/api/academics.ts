import { examGridAction, previewOpticImportAction, type ActionOutput } from '@kampus/contract/action';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

/** An exam's score grid for one class, as `GET /api/exams/{id}/grid` answers it. */
export type ExamGrid = ActionOutput<typeof examGridAction>;
export type OpticPreview = ActionOutput<typeof previewOpticImportAction>;

/** The grid of a class (the exam's first when none is chosen); under `exam_results`, so any save reloads it. */
export const useExamGrid = (examId: number | undefined, classId: number | undefined) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['exam_results', 'grid', schoolId, seasonId, language, examId, classId],
    queryFn: ({ signal }) => request<ExamGrid>(`/api/exams/${examId}/grid`, { query: { classId }, signal }),
    enabled: examId !== undefined,
    retry: false,
  });
};

/** PUT /api/exams/{id}/scores: a class's typed scores, all or nothing; answers the grid with new ranks. */
export const useSaveExamScores = (examId: number | undefined) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { classId: number; items: { student: number; scores: Record<string, string | null> }[] }) =>
      request<ExamGrid>(`/api/exams/${examId}/scores`, { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['exam_results'] }),
  });
};

/** POST /api/exams/{id}/optic_preview: the file read line by line; nothing is saved. */
export const useOpticPreview = (examId: number | undefined) =>
  useMutation({
    mutationFn: (body: { opticForm: number; text: string }) =>
      request<OpticPreview>(`/api/exams/${examId}/optic_preview`, { method: 'POST', body }),
  });

/** POST /api/exams/{id}/optic_import: every line saved, or (any error) none. */
export const useOpticImport = (examId: number | undefined) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { opticForm: number; text: string }) =>
      request<{ imported: number }>(`/api/exams/${examId}/optic_import`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['exam_results'] }),
  });
};

/** POST /api/homeworks/{id}/done: the signed-in student's mark; reloads the marks and the homework. */
export const useMarkHomeworkDone = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, done }: { id: number; done: boolean }) =>
      request<{ done: boolean }>(`/api/homeworks/${id}/done`, { method: 'POST', body: { done } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['homework_completions'] }),
  });
};

/** PUT /api/homeworks/{id}/attachments/{name}: the file's bytes as the body; reloads the homework. */
export const useAttachToHomework = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      request<Record<string, unknown>>(`/api/homeworks/${id}/attachments/${encodeURIComponent(file.name)}`, {
        method: 'PUT',
        body: file,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['homeworks'] }),
  });
};
