import type { ActionOutput, importStudentsAction, previewStudentImportAction } from '@kampus/contract/action';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { download, request } from './client.ts';
import { saveBlob } from './save-blob.ts';

export type StudentExportFormat = 'csv' | 'xlsx' | 'oneroster';

const PATHS: Record<StudentExportFormat, { path: string; name: string; query?: Record<string, string> }> = {
  csv: { path: '/api/students/export', name: 'students.csv', query: { format: 'csv' } },
  xlsx: { path: '/api/students/export', name: 'students.xlsx', query: { format: 'xlsx' } },
  oneroster: { path: '/api/oneroster/export', name: 'oneroster.zip' },
};

/** Saves an export of the students (CSV, Excel) or the OneRoster zip, filtered as the list is. */
export const useStudentExport = () =>
  useMutation({
    mutationFn: async ({ format, filters = {} }: { format: StudentExportFormat; filters?: Record<string, string> }) => {
      const target = PATHS[format];
      const { blob } = await download(target.path, {
        query: format === 'oneroster' ? undefined : { ...target.query, ...filters },
      });
      saveBlob(blob, target.name);
    },
  });

export type ImportPreview = ActionOutput<typeof previewStudentImportAction>;
export type ImportResult = ActionOutput<typeof importStudentsAction>;

const importQuery = (columns: Record<string, string>) => ({ columns: JSON.stringify(columns) });

/** POST /api/students/import/preview: every row's errors, nothing saved. */
export const useStudentImportPreview = () =>
  useMutation({
    mutationFn: ({ file, columns }: { file: Blob; columns: Record<string, string> }) =>
      request<ImportPreview>('/api/students/import/preview', {
        method: 'POST',
        body: file,
        query: importQuery(columns),
      }),
  });

/** POST /api/students/import: all rows or none; the student lists refresh after it. */
export const useStudentImport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, columns }: { file: Blob; columns: Record<string, string> }) =>
      request<ImportResult>('/api/students/import', { method: 'POST', body: file, query: importQuery(columns) }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['students'] }),
        client.invalidateQueries({ queryKey: ['guardians'] }),
      ]),
  });
};
