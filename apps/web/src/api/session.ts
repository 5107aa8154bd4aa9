import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import type { CurrentUser, MenuItem, UserSchool, VersionInfo } from './types.ts';
import { useSession } from './use-session.ts';

export const useCurrentUser = () => {
  const { token, userId } = useSession();
  return useQuery({
    queryKey: ['me', userId, token],
    queryFn: ({ signal }) => request<CurrentUser>(`/api/users/${userId ?? ''}`, { signal, untenanted: true }),
    enabled: Boolean(token && userId),
    retry: false,
    staleTime: Infinity,
  });
};

export const useUserSchools = () => {
  const { token, userId, language } = useSession();
  return useQuery({
    queryKey: ['schools-of-user', userId, language],
    queryFn: ({ signal }) => request<UserSchool[]>(`/users/${userId ?? ''}/schools`, { scoped: true, signal }),
    enabled: Boolean(token && userId),
    staleTime: 5 * 60_000,
  });
};

/**
 * The user's menus in the active school, shaped by `select`. The screens' layer passes the filter
 * that drops entries whose screens are not built (app/layout/use-menus.ts): the data layer never
 * imports the screen registry.
 */
export const useUserMenus = <T>(select: (items: MenuItem[]) => T) => {
  const { token, userId, schoolId, language } = useSession();
  return useQuery({
    queryKey: ['menus', userId, schoolId, language],
    queryFn: ({ signal }) =>
      request<MenuItem[]>(`/users/${userId ?? ''}/schools/${schoolId ?? ''}/menus`, { scoped: true, signal }),
    enabled: Boolean(token && userId && schoolId),
    select,
    staleTime: 5 * 60_000,
    // Another school or language keeps the menu drawn until the new one comes: the entries are
    // not swapped for placeholders under a keyboard user's focus (which would fall to the body).
    placeholderData: keepPreviousData,
  });
};

/** Help page markdown; the page name is the path without digits (`/config/grade-levels/3` -> `config/grade-levels`). */
export const useHelpPage = (page: string, enabled: boolean) => {
  const { language } = useSession();
  return useQuery({
    queryKey: ['help', language, page],
    queryFn: ({ signal }) => request<string>(`/help/${page}`, { scoped: true, signal, text: true }),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
};

export const useVersion = (intervalMs: number) =>
  useQuery({
    queryKey: ['version'],
    queryFn: ({ signal }) => request<VersionInfo>('/version.json', { signal, anonymous: true }),
    refetchInterval: intervalMs,
    refetchIntervalInBackground: true,
    retry: false,
  });
