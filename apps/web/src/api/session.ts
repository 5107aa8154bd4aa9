import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import type { SessionSnapshot } from './session-store.ts';
import type { CurrentUser, MenuItem, UserSchool, VersionInfo } from './types.ts';
import { useSession } from './use-session.ts';

/*
 * The reads every signed-in page makes before it can draw anything (the user, their schools, the
 * active school's menus), as query options shared by the hooks below and by `prefetchShellData` (prefetch-shell.ts),
 * which starts them at boot instead of when the layout first renders: the same keys, so the hooks
 * find the answers already there (or on their way) and ask nothing again.
 */

export const currentUserQuery = ({ token, userId }: SessionSnapshot) =>
  queryOptions({
    queryKey: ['me', userId, token],
    queryFn: ({ signal }) => request<CurrentUser>(`/api/users/${userId ?? ''}`, { signal, untenanted: true }),
    enabled: Boolean(token && userId),
    retry: false,
    staleTime: Infinity,
  });

export const userSchoolsQuery = ({ token, userId, language }: SessionSnapshot) =>
  queryOptions({
    queryKey: ['schools-of-user', userId, language],
    queryFn: ({ signal }) => request<UserSchool[]>(`/users/${userId ?? ''}/schools`, { scoped: true, signal }),
    enabled: Boolean(token && userId),
    staleTime: 5 * 60_000,
  });

export const userMenusQuery = ({ token, userId, schoolId, language }: SessionSnapshot) =>
  queryOptions({
    queryKey: ['menus', userId, schoolId, language],
    queryFn: ({ signal }) =>
      request<MenuItem[]>(`/users/${userId ?? ''}/schools/${schoolId ?? ''}/menus`, { scoped: true, signal }),
    enabled: Boolean(token && userId && schoolId),
    staleTime: 5 * 60_000,
  });

export const useCurrentUser = () => useQuery(currentUserQuery(useSession()));

export const useUserSchools = () => useQuery(userSchoolsQuery(useSession()));

/**
 * The user's menus in the active school, shaped by `select`. The screens' layer passes the filter
 * that drops entries whose screens are not built (app/layout/use-menus.ts): the data layer never
 * imports the screen registry.
 */
export const useUserMenus = <T>(select: (items: MenuItem[]) => T) =>
  useQuery({
    ...userMenusQuery(useSession()),
    select,
    // Another school or language keeps the menu drawn until the new one comes: the entries are
    // not swapped for placeholders under a keyboard user's focus (which would fall to the body).
    placeholderData: keepPreviousData,
  });

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
