import type { ActionOutput, copySeasonDataAction } from '@kampus/contract/action';
import { ui } from '@kampus/contract/constants';
import type { databases, seasons } from '@kampus/contract/resources';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { idOf } from '@kampus/contract/resource';
import { fetchAll } from './resources.ts';
import { named } from './typed.ts';
import type { ApiRecord } from './types.ts';
import { useSession } from './use-session.ts';

/**
 * The season databases of the active school's subtree. While any is still being prepared
 * (`isCreated` false) the list reloads every 3 s (platform spec, "Databases"), then stops.
 */
export const useSeasonDatabases = () => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['databases', 'list', schoolId, seasonId, language, 'all'],
    queryFn: ({ signal }) =>
      fetchAll(named<typeof databases>('databases'), { order: { field: 'name', direction: 'asc' } }, signal),
    refetchInterval: (query) =>
      (query.state.data ?? []).some((database) => database.isCreated !== true) ? ui.databasePollMs : false,
  });
};

/** Every record of a small list (seasons, schools) for pickers and labels. */
export const useAllRecords = (resource: string, filters: Record<string, string> = {}) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: [resource, 'list', schoolId, seasonId, language, 'all', filters],
    queryFn: ({ signal }) => fetchAll(resource, { filters }, signal),
    staleTime: 30_000,
  });
};

export const useAddSeasonDatabase = () => {
  const client = useQueryClient();
  return useMutation({
    // The season's own school: at a headquarters or campus the active school is not the season's.
    mutationFn: (season: ApiRecord) =>
      request<ApiRecord>('/api/databases', {
        method: 'POST',
        body: { school: season.school, season: `/api/seasons/${season.id}` },
      }),
    // After an add succeeds the list reloads.
    onSuccess: () => client.invalidateQueries({ queryKey: ['databases'] }),
  });
};

export interface CopySeasonDataInput {
  sourceDb: string;
  destinationDb: string;
  tables: string[];
}

export type CopySeasonDataAnswer = ActionOutput<typeof copySeasonDataAction>;

export const useCopySeasonData = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sourceDb, destinationDb, tables }: CopySeasonDataInput) =>
      request<CopySeasonDataAnswer>('/api/seasons/copy_data', {
        method: 'POST',
        body: { sourceDb, destinationDb, tables: tables.join(',') },
      }),
    onSuccess: (_answer, input) =>
      Promise.all(input.tables.map((table) => client.invalidateQueries({ queryKey: [table] }))),
  });
};

/**
 * Makes a season the default the way the spec says: every listed season of its school is patched,
 * the chosen one on and the others off. The top bar's season list reloads with it.
 */
export const useSetDefaultSeason = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (season: ApiRecord) => {
      const school = String(idOf(season.school) ?? '');
      const listed = await fetchAll(named<typeof seasons>('seasons'), { filters: { school } });
      const ordered = [season, ...listed.filter((other) => other.id !== season.id)];
      for (const other of ordered) {
        await request<ApiRecord>(`/api/seasons/${other.id}`, {
          method: 'PATCH',
          body: { isDefault: other.id === season.id },
        });
      }
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['seasons'] }),
        client.invalidateQueries({ queryKey: ['schools-of-user'] }),
      ]),
  });
};
