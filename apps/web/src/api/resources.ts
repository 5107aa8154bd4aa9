import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { loadDeclarations } from './declarations.ts';
import type { BodyOf, ChangesOf, FilterField, FixedField, OrderField, RecordOf, ResourceRef } from './typed.ts';
import type { Page } from './types.ts';
import { useSession } from './use-session.ts';

/**
 * What a list asks for. Given a declaration (`ListParams<typeof students>`) the order field and
 * the filters are the resource's own names; given a name string they are any string.
 */
export interface ListParams<R extends ResourceRef = string> {
  page: number;
  pageSize: number;
  order?: { field: OrderField<R>; direction: 'asc' | 'desc' } | undefined;
  search?: string | undefined;
  /** A value, or several (`userType[]=3&userType[]=4`: any of them). */
  filters?: Partial<Record<FilterField<R>, string | readonly string[]>> | undefined;
  /** Conditions a screen always applies, repeatable (`userType[]=6&userType[]=8`). */
  fixed?: readonly (readonly [FixedField<R>, string])[] | undefined;
}

/** The name in `/api/<name>` and at the head of every query key of a resource. */
export const resourceName = (resource: ResourceRef): string =>
  typeof resource === 'string' ? resource : resource.name;

/** The query string of a list call, in the contract's conventions (1-based page, `order[field]`). */
const listQuery = (params: Partial<ListParams> & { all?: boolean }): URLSearchParams => {
  const query = new URLSearchParams();
  if (params.all) query.set('pagination', 'false');
  else {
    query.set('page', String(params.page ?? 1));
    query.set('itemsPerPage', String(params.pageSize ?? 30));
  }
  if (params.order) query.set(`order[${params.order.field}]`, params.order.direction);
  if (params.search?.trim()) query.set('search', params.search.trim());
  Object.entries(params.filters ?? {}).forEach(([field, value]) => {
    if (typeof value === 'string' && value !== '') query.set(field, value);
    if (Array.isArray(value)) value.forEach((each: string) => query.append(`${field}[]`, each));
  });
  (params.fixed ?? []).forEach(([field, value]) => query.append(field, value));
  return query;
};

interface HydraCollection<T> {
  'hydra:member'?: T[];
  'hydra:totalItems'?: number;
  member?: T[];
  totalItems?: number;
}

/** Typed params read as plain names on the wire: the narrowing only ever removes values. */
const plainParams = <R extends ResourceRef>(params: Partial<ListParams<R>>): Partial<ListParams> => params;

export const fetchPage = async <R extends ResourceRef>(
  resource: R,
  params: ListParams<R>,
  signal?: AbortSignal,
): Promise<Page<RecordOf<R>>> => {
  const body = await request<HydraCollection<RecordOf<R>>>(`/api/${resourceName(resource)}.jsonld`, {
    query: listQuery(plainParams(params)),
    signal,
  });
  const items = body['hydra:member'] ?? body.member ?? [];
  return { items, total: body['hydra:totalItems'] ?? body.totalItems ?? items.length };
};

export const fetchAll = <R extends ResourceRef>(
  resource: R,
  params: Partial<ListParams<R>>,
  signal?: AbortSignal,
): Promise<RecordOf<R>[]> =>
  request<RecordOf<R>[]>(`/api/${resourceName(resource)}.json`, {
    query: listQuery({ ...plainParams(params), all: true }),
    signal,
  });

/** Query keys carry the active school and season: switching either reloads the data. */
const useScopeKey = () => {
  const { schoolId, seasonId, language } = useSession();
  return [schoolId, seasonId, language] as const;
};

/** A page of a resource: `useList(students, ...)` answers `Page<WireOf<typeof students>>`. */
export const useList = <R extends ResourceRef>(resource: R, params: ListParams<R>) => {
  const scope = useScopeKey();
  return useQuery({
    queryKey: [resourceName(resource), 'list', ...scope, params],
    queryFn: ({ signal }) => fetchPage(resource, params, signal),
    placeholderData: keepPreviousData,
  });
};

/** Options for a reference input: the first page matching what was typed (and the filters, if any). */
export const useOptions = <R extends ResourceRef>(
  resource: R,
  search: string,
  enabled: boolean,
  filters?: ListParams<R>['filters'],
  fixed?: ListParams<R>['fixed'],
) => {
  const scope = useScopeKey();
  return useQuery({
    queryKey: [resourceName(resource), 'options', ...scope, search, filters ?? {}, fixed ?? []],
    queryFn: ({ signal }) => fetchPage(resource, { page: 1, pageSize: 50, search, filters, fixed }, signal),
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

const fetchRecord = async <T extends object>(path: string, signal: AbortSignal): Promise<T> => {
  let version: string | null = null;
  const record = await request<T>(path, { signal, onHeaders: (headers) => (version = headers.get('etag')) });
  if (version !== null) versions.set(record, version);
  return record;
};

/** One record: `useRecord(students, id)` answers `WireOf<typeof students>`. */
export const useRecord = <R extends ResourceRef>(resource: R, id: number | string | undefined) => {
  const scope = useScopeKey();
  const name = resourceName(resource);
  return useQuery({
    queryKey: [name, 'record', String(id), ...scope],
    queryFn: ({ signal }) => fetchRecord<RecordOf<R>>(`/api/${name}/${id ?? ''}`, signal),
    // Each answer is kept as answered: an equal-looking body may carry a new version.
    structuralSharing: false,
    enabled: id !== undefined && id !== '',
    staleTime: 30_000,
  });
};

/** Every query key starts with its resource, so a change to a resource refreshes all its queries at once. */
const useInvalidate = (resource: ResourceRef) => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [resourceName(resource)] });
};

/** Creates a record: given a declaration the body is its `InputOf` (required fields required). */
export const useCreate = <R extends ResourceRef>(resource: R) => {
  const invalidate = useInvalidate(resource);
  return useMutation({
    mutationFn: (body: BodyOf<R>) => request<RecordOf<R>>(`/api/${resourceName(resource)}`, { method: 'POST', body }),
    onSuccess: invalidate,
  });
};

/** A merge patch: given a declaration the body is any part of its `InputOf`. */
export const useUpdate = <R extends ResourceRef>(resource: R) => {
  const invalidate = useInvalidate(resource);
  return useMutation({
    /** `ifMatch`: the version the change is based on; another version is refused (412) and changes nothing. */
    mutationFn: ({ id, body, ifMatch }: { id: number | string; body: ChangesOf<R>; ifMatch?: string }) =>
      request<RecordOf<R>>(`/api/${resourceName(resource)}/${id}`, {
        method: 'PATCH',
        body,
        headers: ifMatch === undefined ? undefined : { 'If-Match': ifMatch },
      }),
    onSuccess: invalidate,
  });
};

/**
 * How a record is deleted: DELETE, or the resource's `deleteWrites` patch where the spec's delete
 * is one. The declarations are imported when first asked for, not with the shell: a screen that
 * deletes has loaded them already.
 */
export const deleteCall = async (
  name: string,
  id: number | string,
): Promise<{ path: string; method: 'DELETE' | 'PATCH'; body?: unknown }> => {
  const { getResource } = await loadDeclarations();
  const writes = getResource(name)?.deleteWrites;
  const path = `/api/${name}/${id}`;
  return writes ? { path, method: 'PATCH', body: writes } : { path, method: 'DELETE' };
};

export const useDelete = (resource: ResourceRef) => {
  const invalidate = useInvalidate(resource);
  return useMutation({
    mutationFn: async (id: number | string) => {
      const { path, ...call } = await deleteCall(resourceName(resource), id);
      return request<void>(path, call);
    },
    onSuccess: invalidate,
  });
};
