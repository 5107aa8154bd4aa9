import type {
  ActionOutput,
  searchPersonnelAction,
  searchStudentsAction,
  searchUsersAction,
} from '@kampus/contract/action';
import { SEARCH_MIN_LETTERS } from '@kampus/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

type FoundUser = ActionOutput<typeof searchUsersAction>[number];
type FoundStudent = ActionOutput<typeof searchStudentsAction>[number];
type FoundPersonnel = ActionOutput<typeof searchPersonnelAction>[number];

interface Found {
  users: FoundUser;
  students: FoundStudent;
  personnel: FoundPersonnel;
}
export type SearchContext = keyof Found;

/** The spec's debounce of the search requests (students spec sections 4 and 8). */
const SEARCH_DEBOUNCE_MS = 1500;

/** Whether a key is long enough to be sent: at least 3 letters after trimming. */
export const searchable = (key: string): boolean => [...key.trim()].length >= SEARCH_MIN_LETTERS;

/** The text as it stood 1500 ms after the last change: what the searches ask for. */
export const useDebouncedKey = (text: string): string => {
  const [key, setKey] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKey(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return key;
};

/**
 * One of the spec's searches (`/{lang}/search/{userId}/{context}/{key}`) for an already debounced
 * key; nothing is asked under 3 letters or when `enabled` is false (a list the caller may not read).
 * Users are found across the caller's whole reach (who they may write to); students and personnel
 * in the active school, as their lists are.
 */
export const useSearch = <C extends SearchContext>(context: C, key: string, enabled = true) => {
  const { userId, language } = useSession();
  return useQuery({
    queryKey: ['search', context, key, language],
    queryFn: ({ signal }) =>
      request<Found[C][]>(`/${language}/search/${userId ?? ''}/${context}/${encodeURIComponent(key)}`, {
        signal,
        untenanted: context === 'users',
      }),
    enabled: enabled && searchable(key) && userId !== null,
    staleTime: 60_000,
  });
};
