import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { fetchAll } from './resources.ts';
import type { ApiRecord } from './types.ts';
import { useSession } from './use-session.ts';

/** The account page's calls and the frequent-menu counting (docs/accounts.md). */

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      request<void>('/change-password', { method: 'POST', body, scoped: true, untenanted: true }),
  });

/**
 * The profile's e-mail change: the current password proves it is the person (the server wants it
 * or a sign-in of the last minutes); the new address waits until the link mailed to it is opened.
 */
export const useChangeEmail = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; email: string }) =>
      request<{ email: string; pendingEmail: string | null }>('/change-email', {
        method: 'POST',
        body,
        scoped: true,
        untenanted: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['me'] }),
  });
};

/** A user-scoped resource of the signed-in user (devices, linked accounts, frequent menus). */
export const useOwnRecords = (resource: string, userId: number | undefined) => {
  const { token } = useSession();
  return useQuery({
    queryKey: [resource, 'own', userId, token],
    queryFn: ({ signal }) => fetchAll(resource, { filters: { user: String(userId) } }, signal),
    enabled: Boolean(token && userId),
  });
};

export const useRemoveOwnRecord = (resource: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<void>(`/api/${resource}/${id}`, { method: 'DELETE', untenanted: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: [resource] }),
  });
};

export const useSocialProviders = () =>
  useQuery({
    queryKey: ['social-providers'],
    queryFn: ({ signal }) =>
      request<{ google: string | null; facebook: string | null }>('/social-providers', { scoped: true, signal }),
    staleTime: Infinity,
  });

/** Links a verified identity; the current password proves it is the owner (unless they signed in minutes ago). */
export const useLinkSocialAccount = (provider: 'google' | 'facebook') => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { idToken: string; currentPassword: string }) =>
      request<ApiRecord>(`/social-link/${provider}`, { method: 'POST', body, scoped: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: [`${provider}_users`] }),
  });
};

export const useDeleteDataRequest = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      requestKind: string;
      requestText: string;
      requestedDate: string;
      user: number;
      school: number;
    }) => request<ApiRecord>('/api/delete_personal_data_requests', { method: 'POST', body, untenanted: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['own-requests'] }),
  });
};

export const useOwnDataRequests = (userId: number | undefined) =>
  useQuery({
    queryKey: ['own-requests', userId],
    queryFn: ({ signal }) => fetchAll('delete_personal_data_requests', { filters: { user: String(userId) } }, signal),
    enabled: userId !== undefined,
  });

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  createdAt: string;
}

export interface OutboxMessage extends OutboxEntry {
  from: string;
  text: string;
  html?: string;
}

export const useOutbox = () =>
  useQuery({
    queryKey: ['outbox'],
    queryFn: ({ signal }) =>
      request<{ transport: 'smtp' | 'outbox'; messages: OutboxEntry[] }>('/outbox', { scoped: true, signal }),
  });

export const useOutboxMessage = (id: string | null) =>
  useQuery({
    queryKey: ['outbox', id],
    queryFn: ({ signal }) => request<OutboxMessage>(`/outbox/${id ?? ''}`, { scoped: true, signal }),
    enabled: id !== null,
  });
