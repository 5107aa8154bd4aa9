import type { ActionOutput, freeRoomsAction } from '@kampus/contract/action';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

export type FreeRooms = ActionOutput<typeof freeRoomsAction>;

/** What is asked: a day, a span, and optionally a room kind and the seats it must have. */
export interface FreeRoomsAsk {
  date: string;
  from: string;
  until: string;
  kind: string;
  capacity: string;
}

/**
 * GET /api/rooms/free. Keyed under `room_bookings`, so a booking made (a create of that resource)
 * refreshes the answer.
 */
export const useFreeRooms = (ask: FreeRoomsAsk) => {
  const { schoolId } = useSession();
  const query: Record<string, string> = { date: ask.date, from: ask.from, until: ask.until };
  if (ask.kind) query.kind = ask.kind;
  if (ask.capacity) query.capacity = ask.capacity;
  return useQuery({
    queryKey: ['room_bookings', 'free', schoolId, query],
    queryFn: ({ signal }) => request<FreeRooms>('/api/rooms/free', { query, signal }),
    enabled: ask.date !== '' && ask.from !== '' && ask.until !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
};
