import type { ActionOutput, dataInventoryAction } from '@kampus/contract/action';
import { useMutation, useQuery } from '@tanstack/react-query';
import { download, request } from './client.ts';
import { fetchAll } from './resources.ts';
import { saveBlob } from './save-blob.ts';
import { useSession } from './use-session.ts';

export type InventoryRow = ActionOutput<typeof dataInventoryAction>['inventory'][number];

/** The data inventory (headquarters and superadmins): one line per resource holding personal data. */
export const useDataInventory = () => {
  const { token } = useSession();
  return useQuery({
    queryKey: ['data-inventory'],
    queryFn: ({ signal }) =>
      request<ActionOutput<typeof dataInventoryAction>>('/api/data-inventory', { untenanted: true, signal }),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
};

/** Saves the inventory as the CSV VERBİS is filled from. */
export const useInventoryCsv = () =>
  useMutation({
    mutationFn: async () => {
      const { blob } = await download('/api/data-inventory/verbis.csv', { untenanted: true });
      saveBlob(blob, 'verbis-inventory.csv');
    },
  });

/** The children an account is a guardian of (the guardians rows naming it), in the caller's reach. */
export const useGuardedStudents = (userId: number | undefined) => {
  const { token } = useSession();
  return useQuery({
    queryKey: ['guardians', 'of-user', userId],
    queryFn: ({ signal }) => fetchAll('guardians', { filters: { user: String(userId) } }, signal),
    enabled: Boolean(token) && userId !== undefined,
  });
};

export interface PersonalDataSubject {
  kind: 'user' | 'student';
  id: number;
}

/**
 * Saves everything Kampus holds about a person (the data-subject access export) as a JSON file.
 * A caller with a second factor may be asked for it first (403 `stepUpRequired`): the screen retries.
 */
export const usePersonalDataExport = () => {
  const { language } = useSession();
  return useMutation({
    mutationFn: async (subject: PersonalDataSubject) => {
      const path =
        subject.kind === 'student'
          ? `/api/students/${subject.id}/personal-data`
          : `/${language}/users/${subject.id}/personal-data`;
      const { blob } = await download(path, { untenanted: true });
      saveBlob(blob, `personal-data-${subject.kind}-${subject.id}.json`);
    },
  });
};
