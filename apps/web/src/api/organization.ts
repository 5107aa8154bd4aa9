import { parseReference, type WireOf } from '@kampus/contract/resource';
import type { schools } from '@kampus/contract/resources';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { fetchAll } from './resources.ts';
import type { ApiRecord } from './types.ts';
import { useSession } from './use-session.ts';

/** A school as the API sends it. */
export type SchoolRecord = WireOf<typeof schools>;

/** What the tree reads of a school. */
export type SchoolSummary = Pick<SchoolRecord, 'id' | 'title' | 'type' | 'parent' | 'isActive'>;

/** A school, campus or headquarters as the organization screens use it. */
export interface SchoolNode<T extends SchoolSummary = SchoolSummary> {
  id: number;
  title: string;
  type: SchoolRecord['type'];
  parentId: number | null;
  isActive: boolean;
  record: T;
  children: SchoolNode<T>[];
}

/** The schools in reach arranged as a tree; a school whose parent is out of reach is a root. */
export const schoolTree = <T extends SchoolSummary>(records: readonly T[]): SchoolNode<T>[] => {
  const nodes = new Map<number, SchoolNode<T>>(
    records.map((record) => [
      record.id,
      {
        id: record.id,
        title: record.title,
        type: record.type,
        parentId: parseReference(record.parent, 'schools') ?? null,
        isActive: record.isActive !== false,
        record,
        children: [],
      },
    ]),
  );
  const roots: SchoolNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const order = { headquarters: 0, campus: 1, school: 2 };
  const sort = (list: SchoolNode<T>[]) => {
    list.sort((a, b) => order[a.type] - order[b.type] || a.title.localeCompare(b.title));
    list.forEach((node) => sort(node.children));
  };
  sort(roots);
  return roots;
};

const SCHOOLS_KEY = ['schools', 'tree'];

/** Every school in the caller's reach (not only the active school's subtree). */
export const useOrganization = () => {
  const { language } = useSession();
  return useQuery({
    queryKey: [...SCHOOLS_KEY, language],
    queryFn: ({ signal }) =>
      request<SchoolRecord[]>('/api/schools.json', { query: { pagination: 'false' }, signal, untenanted: true }),
    select: (records) => ({ records, roots: schoolTree(records) }),
  });
};

export const useInvalidateOrganization = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      // Every query of schools: the tree, each school, lists and records.
      client.invalidateQueries({ queryKey: ['schools'] }),
      client.invalidateQueries({ queryKey: ['schools-of-user'] }),
    ]);
};

export interface ConfigurationAnswer {
  configuration: { key: string; value: string | null }[];
  countryId: string | null;
  institutionType: string | null;
  language: string | null;
}

export const useSchoolConfiguration = (schoolId: number) =>
  useQuery({
    queryKey: ['configurations', 'of-school', schoolId],
    queryFn: ({ signal }) =>
      request<ConfigurationAnswer>(`/schools/${schoolId}/configuration`, { scoped: true, signal, untenanted: true }),
  });

/** Saves the changed keys of the configuration form in one call: all or nothing. */
export const useSaveConfiguration = (schoolId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: { key: string; value: string | null }[]) =>
      request<ConfigurationAnswer>(`/schools/${schoolId}/configuration`, {
        method: 'PUT',
        scoped: true,
        untenanted: true,
        body: { configuration: changes },
      }),
    onSuccess: (answer) => client.setQueryData(['configurations', 'of-school', schoolId], answer),
  });
};

export const useUploadSchoolImage = (schoolId: number) => {
  const invalidate = useInvalidateOrganization();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: string; file: Blob }) =>
      request<ApiRecord>(`/api/schools/${schoolId}/images/${kind}`, { method: 'PUT', body: file, untenanted: true }),
    onSuccess: invalidate,
  });
};

/** Countries, states of a country, cities of a state: the pickers of the configuration form. */
export const usePlaces = (resource: 'countries' | 'states' | 'cities', filters: Record<string, string> | null) =>
  useQuery({
    queryKey: [resource, 'places', filters],
    queryFn: ({ signal }) => fetchAll(resource, { filters: filters ?? {} }, signal),
    enabled: filters !== null,
    staleTime: 10 * 60_000,
  });

export type MenuResource = 'menus' | 'global_menus';

export const useMenuList = (resource: MenuResource, type: string, schoolId: number | null) =>
  useQuery({
    queryKey: [resource, 'editor', type, schoolId],
    queryFn: ({ signal }) =>
      request<ApiRecord[]>(`/api/${resource}.json`, {
        query: {
          pagination: 'false',
          type,
          'order[position]': 'asc',
          ...(resource === 'menus' ? { school: String(schoolId ?? '') } : {}),
        },
        signal,
        untenanted: true,
      }),
    enabled: resource === 'global_menus' || schoolId !== null,
  });

export const useReloadMenus = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      // The side menu of the signed-in user (`['menus', user, ...]`) may have changed too.
      client.invalidateQueries({ queryKey: ['menus'] }),
      client.invalidateQueries({ queryKey: ['global_menus'] }),
    ]);
};

/** The body of a move: a step up or down, or a place (`parent` null: the top level). */
export type MenuMoveBody = { direction: 'up' | 'down' } | { parent: number | null; position: number };

/** Moves a menu a step among its siblings or to a place under a parent, in one transaction on the server. */
export const useMoveMenu = (resource: MenuResource) =>
  useMutation({
    mutationFn: ({ id, move }: { id: number; move: MenuMoveBody }) =>
      request<{ response: string }>(`/api/${resource}/${id}/move`, {
        method: 'POST',
        body: move,
        untenanted: true,
      }),
  });

export const useSaveMenu = (resource: MenuResource) =>
  useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: Record<string, unknown> }) =>
      id === undefined
        ? request<ApiRecord>(`/api/${resource}`, { method: 'POST', body, untenanted: true })
        : request<ApiRecord>(`/api/${resource}/${id}`, { method: 'PATCH', body, untenanted: true }),
  });

export const useDeleteMenu = (resource: MenuResource) =>
  useMutation({
    mutationFn: (id: number) => request<void>(`/api/${resource}/${id}`, { method: 'DELETE', untenanted: true }),
  });

/** sync_menus and copy_menus answer 200 with `{response: "error"}` on failure: that is an error too. */
export const useMenuAction = () =>
  useMutation({
    mutationFn: async ({
      action,
      type,
      schoolId,
      copyToIds,
    }: {
      action: 'sync_menus' | 'copy_menus';
      type: string;
      schoolId: number;
      copyToIds?: number[];
    }) => {
      const answer = await request<{ response: string }>(`/api/menus/${type}/${action}`, {
        method: 'POST',
        body: action === 'copy_menus' ? { schoolId, copyToIds } : { schoolId },
        untenanted: true,
      });
      if (answer.response !== 'success') throw new Error('error');
      return answer;
    },
  });

/** One school by id, outside the active school's narrowing (a campus admin opens the campus itself). */
export const useSchool = (id: number) =>
  useQuery({
    queryKey: ['schools', 'by-id', id],
    queryFn: ({ signal }) => request<ApiRecord>(`/api/schools/${id}`, { signal, untenanted: true }),
    retry: false,
  });

export const useDeleteSchool = () => {
  const invalidate = useInvalidateOrganization();
  return useMutation({
    mutationFn: (id: number) => request<void>(`/api/schools/${id}`, { method: 'DELETE', untenanted: true }),
    onSuccess: invalidate,
  });
};

/** Stores an image for a configuration key and answers its address (saved with the form). */
export const useUploadConfigurationImage = (schoolId: number) =>
  useMutation({
    mutationFn: ({ key, file }: { key: string; file: Blob }) =>
      request<{ url: string }>(`/api/schools/${schoolId}/configuration-images/${key}`, {
        method: 'PUT',
        body: file,
        untenanted: true,
      }),
  });
