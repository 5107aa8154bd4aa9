import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import type { ApiRecord, Page } from './types.ts';
import { useSession } from './use-session.ts';

export interface ListParams {
  page: number;
  pageSize: number;
  order?: { field: string; direction: 'asc' | 'desc' } | undefined;
  search?: string | undefined;
  filters?: Record<string, string> | undefined;
  /** Conditions a screen always applies, repeatable (`userType[]=6&userType[]=8`). */
  fixed?: readonly (readonly [string, string])[] | undefined;
}

/** The query string of a list call, in the contract's conventions (1-based page, `order[field]`). */
export const listQuery = (params: Partial<ListParams> & { all?: boolean }): URLSearchParams => {
  const query = new URLSearchParams();
  if (params.all) query.set('pagination', 'false');
  else {
    query.set('page', String(params.page ?? 1));
    query.set('itemsPerPage', String(params.pageSize ?? 30));
  }
  if (params.order) query.set(`order[${params.order.field}]`, params.order.direction);
  if (params.search?.trim()) query.set('search', params.search.trim());
  Object.entries(params.filters ?? {}).forEach(([field, value]) => {
    if (value !== '') query.set(field, value);
  });
  (params.fixed ?? []).forEach(([field, value]) => query.append(field, value));
  return query;
};

interface HydraCollection {
  'hydra:member'?: ApiRecord[];
  'hydra:totalItems'?: number;
  member?: ApiRecord[];
  totalItems?: number;
}

export const fetchPage = async (resource: string, params: ListParams, signal?: AbortSignal): Promise<Page> => {
  const body = await request<HydraCollection>(`/api/${resource}.jsonld`, { query: listQuery(params), signal });
  const items = body['hydra:member'] ?? body.member ?? [];
  return { items, total: body['hydra:totalItems'] ?? body.totalItems ?? items.length };
};

export const fetchAll = (resource: string, params: Partial<ListParams>, signal?: AbortSignal): Promise<ApiRecord[]> =>
  request<ApiRecord[]>(`/api/${resource}.json`, { query: listQuery({ ...params, all: true }), signal });

/** Query keys carry the active school and season: switching either reloads the data. */
const useScopeKey = () => {
  const { schoolId, seasonId, language } = useSession();
  return [schoolId, seasonId, language] as const;
};

export const useList = (resource: string, params: ListParams) => {
  const scope = useScopeKey();
  return useQuery({
    queryKey: [resource, 'list', ...scope, params],
    queryFn: ({ signal }) => fetchPage(resource, params, signal),
    placeholderData: keepPreviousData,
  });
};

/** Options for a reference input: the first page matching what was typed (and the filters, if any). */
export const useOptions = (resource: string, search: string, enabled: boolean, filters?: Record<string, string>) => {
  const scope = useScopeKey();
  return useQuery({
    queryKey: [resource, 'options', ...scope, search, filters ?? {}],
    queryFn: ({ signal }) => fetchPage(resource, { page: 1, pageSize: 50, search, filters }, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
};

/** The version (`ETag`) each loaded record was answered with, for the `If-Match` of its update. */
const versions = new WeakMap<object, string>();

/** The version a record was loaded at, undefined when the server named none. */
export const recordVersion = (record: object | undefined): string | undefined =>
  record ? versions.get(record) : undefined;

const fetchRecord = async (path: string, signal: AbortSignal): Promise<ApiRecord> => {
  let version: string | null = null;
  const record = await request<ApiRecord>(path, { signal, onHeaders: (headers) => (version = headers.get('etag')) });
  if (version !== null) versions.set(record, version);
  return record;
};

export const useRecord = (resource: string, id: number | string | undefined) => {
  const scope = useScopeKey();
  return useQuery({
    queryKey: [resource, 'record', String(id), ...scope],
    queryFn: ({ signal }) => fetchRecord(`/api/${resource}/${id ?? ''}`, signal),
    // Each answer is kept as answered: an equal-looking body may carry a new version.
    structuralSharing: false,
    enabled: id !== undefined && id !== '',
    staleTime: 30_000,
  });
};

/** Every query key starts with its resource, so a change to a resource refreshes all its queries at once. */
const useInvalidate = (resource: string) => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [resource] });
};

export const useCreate = (resource: string) => {
  const invalidate = useInvalidate(resource);
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => request<ApiRecord>(`/api/${resource}`, { method: 'POST', body }),
    onSuccess: invalidate,
  });
};

export const useUpdate = (resource: string) => {
  const invalidate = useInvalidate(resource);
  return useMutation({
    /** `ifMatch`: the version the change is based on; another version is refused (412) and changes nothing. */
    mutationFn: ({ id, body, ifMatch }: { id: number | string; body: Record<string, unknown>; ifMatch?: string }) =>
      request<ApiRecord>(`/api/${resource}/${id}`, {
        method: 'PATCH',
        body,
        headers: ifMatch === undefined ? undefined : { 'If-Match': ifMatch },
      }),
    onSuccess: invalidate,
  });
};

export const useDelete = (resource: string) => {
  const invalidate = useInvalidate(resource);
  return useMutation({
    mutationFn: (id: number | string) => request<void>(`/api/${resource}/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
};
