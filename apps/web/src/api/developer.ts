import type { ActionOutput, apiKeyStatusAction, generateApiKeyAction } from '@kampus/contract/action';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, request } from './client.ts';
import { useSession } from './use-session.ts';

export type ApiKeyStatus = ActionOutput<typeof apiKeyStatusAction>;
export type NewApiKey = ActionOutput<typeof generateApiKeyAction>;

/** The spec's two failures of a key request (students spec section 8): `no_response` and `no_key`. */
export type ApiKeyFailure = 'no_response' | 'no_key';

export class ApiKeyError extends Error {
  constructor(
    readonly key: ApiKeyFailure,
    readonly refusal?: ApiError,
  ) {
    // The refusal is also the standard `cause`, where the step-up dialog finds the server's request.
    super(key, { cause: refusal });
    this.name = 'ApiKeyError';
  }
}

const statusKey = (userId: string | null) => ['api-key-status', userId] as const;

/** Whether the user has a live key: made, expires, last used (never the key itself). */
export const useApiKeyStatus = () => {
  const { token, userId } = useSession();
  return useQuery({
    queryKey: statusKey(userId),
    queryFn: ({ signal }) =>
      request<ApiKeyStatus>(`/users/${userId ?? ''}/api-key/status`, { scoped: true, untenanted: true, signal }),
    enabled: Boolean(token && userId),
  });
};

/**
 * Makes a new key (the previous one stops working at once), confirmed with the current password
 * (the server needs none within minutes of a password sign-in). A refusal is the spec's
 * `no_response`; an answer without a key, its `no_key`.
 */
export const useGenerateApiKey = () => {
  const { userId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (currentPassword: string): Promise<NewApiKey> => {
      let answer: Partial<NewApiKey> | undefined;
      try {
        answer = await request<Partial<NewApiKey>>(`/users/${userId ?? ''}/generate-api-key`, {
          method: 'POST',
          body: currentPassword === '' ? {} : { currentPassword },
          scoped: true,
          untenanted: true,
        });
      } catch (error) {
        throw new ApiKeyError('no_response', error instanceof ApiError ? error : undefined);
      }
      if (typeof answer?.apiKey !== 'string' || answer.apiKey === '') throw new ApiKeyError('no_key');
      return { apiKey: answer.apiKey, expiresAt: answer.expiresAt ?? '' };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusKey(userId) }),
  });
};

export const useRevokeApiKey = () => {
  const { userId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request<void>(`/users/${userId ?? ''}/api-key`, { method: 'DELETE', scoped: true, untenanted: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusKey(userId) }),
  });
};

/** One operation of the OpenAPI document, as the endpoints screen lists it. */
export interface ApiOperation {
  method: string;
  path: string;
  summary: string;
  group: string;
  operationId: string;
  hasBody: boolean;
}

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  operationId?: string;
  requestBody?: unknown;
}

interface OpenApiServer {
  url: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type OpenApiPathItem = Partial<Record<(typeof METHODS)[number], OpenApiOperation>> & { servers?: OpenApiServer[] };

interface OpenApiDocument {
  servers?: OpenApiServer[];
  paths?: Record<string, OpenApiPathItem>;
}

/** A path under its server (`/api` for the resources, `/` for the language routes), as a browser calls it. */
const underServer = (server: string | undefined, path: string): string =>
  `${(server ?? '').replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;

/** The document's operations, grouped by their first tag (the resource or area), groups and paths in order. */
export const operationsOf = (document: OpenApiDocument): Map<string, ApiOperation[]> => {
  const groups = new Map<string, ApiOperation[]>();
  for (const [relative, item] of Object.entries(document.paths ?? {})) {
    const path = underServer(item.servers?.[0]?.url ?? document.servers?.[0]?.url, relative);
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const group = operation.tags?.[0] ?? 'other';
      const list = groups.get(group) ?? [];
      list.push({
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        group,
        operationId: operation.operationId ?? `${method} ${path}`,
        hasBody: operation.requestBody !== undefined,
      });
      groups.set(group, list);
    }
  }
  return new Map([...groups.entries()].sort(([a], [b]) => a.localeCompare(b)));
};

/** The server's OpenAPI document (`/api/docs.json`), read once per visit. */
export const useOpenApiOperations = () =>
  useQuery({
    queryKey: ['openapi-operations'],
    queryFn: async ({ signal }) => operationsOf(await request<OpenApiDocument>('/api/docs.json', { signal })),
    staleTime: Infinity,
  });
