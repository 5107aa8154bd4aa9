import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

/** The caller's private calendar feed (docs/calendar-feed.md): whether there is one, never its address. */
export interface CalendarFeedState {
  active: boolean;
  createdAt: string | null;
}

const FEED_KEY = ['calendar-feed'];
const own = { untenanted: true } as const;

export const useCalendarFeed = () => {
  const { token } = useSession();
  return useQuery({
    queryKey: [...FEED_KEY, token],
    queryFn: ({ signal }) => request<CalendarFeedState>('/api/calendar-feed', { ...own, signal }),
    enabled: Boolean(token),
  });
};

/** A new address (answered this once), replacing any earlier one. */
export const useMakeCalendarFeed = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request<CalendarFeedState & { url: string }>('/api/calendar-feed', { ...own, method: 'POST' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: FEED_KEY }),
  });
};

export const useRevokeCalendarFeed = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request<void>('/api/calendar-feed', { ...own, method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: FEED_KEY }),
  });
};

/** The same address for a calendar application to open (`webcal:`), which then offers to subscribe. */
export const webcalAddress = (url: string): string => url.replace(/^https?:/, 'webcal:');
