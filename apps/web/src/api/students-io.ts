import { useMutation } from '@tanstack/react-query';
import { download } from './client.ts';

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
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = target.name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
