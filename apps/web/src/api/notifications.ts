import type { KindsOff } from '@kampus/contract/resources';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

export interface AppNotification {
  id: number;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  isRead: boolean;
  notifiedAt: string | null;
}

export interface NotificationChoice {
  id: number;
  byMail: boolean;
  bySms: boolean;
  byPush: boolean;
  /** The kinds turned off per channel (`parseKindsOff`); absent or {} when every kind comes. */
  kindsOff?: KindsOff | null;
}

/** The newest 20 of one's notifications; refreshed with the mail (the same push and poll). */
export const useNotifications = () => {
  const { token } = useSession();
  return useQuery({
    queryKey: ['notifications', 'own', token],
    queryFn: ({ signal }) =>
      request<AppNotification[]>('/api/notifications.json', {
        query: { itemsPerPage: 20, 'order[notifiedAt]': 'desc' },
        signal,
        untenanted: true,
      }),
    enabled: Boolean(token),
    refetchInterval: 60_000,
  });
};

export const useMarkNotificationRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request<AppNotification>(`/api/notifications/${id}`, {
        method: 'PATCH',
        body: { isRead: true },
        untenanted: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['notifications'] }),
  });
};

/** One's channel choice (none stored yet: mail on, SMS off, the server's defaults). */
export const useNotificationChoice = (userId: number) =>
  useQuery({
    queryKey: ['notification_preferences', 'own', userId],
    queryFn: async ({ signal }) =>
      (
        await request<NotificationChoice[]>('/api/notification_preferences.json', {
          query: { user: userId },
          signal,
          untenanted: true,
        })
      )[0] ?? null,
  });

export const useSaveNotificationChoice = (userId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...choice }: Omit<NotificationChoice, 'id'> & { id: number | undefined }) =>
      id === undefined
        ? request<NotificationChoice>('/api/notification_preferences', {
            method: 'POST',
            body: { user: userId, ...choice },
            untenanted: true,
          })
        : request<NotificationChoice>(`/api/notification_preferences/${id}`, {
            method: 'PATCH',
            body: choice,
            untenanted: true,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['notification_preferences'] }),
  });
};
