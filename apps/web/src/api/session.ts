import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { earlyAnswer, request } from './client.ts';
import type { SessionSnapshot } from './session-store.ts';
import { currentUserCall, userMenusCall, userSchoolsCall, withSignal } from './shell-calls.ts';
import type { CurrentUser, MenuItem, UserSchool, VersionInfo } from './types.ts';
import { useSession } from './use-session.ts';

/*
 * The reads every signed-in page makes before it can draw anything (the user, their schools, the
 * active school's menus), as query options shared by the hooks below. The boot starts the same
 * calls (shell-calls.ts, boot-reads.ts) before this code has loaded; `request` hands the hooks
 * those answers.
 */

const currentUserQuery = ({ token, userId }: SessionSnapshot) =>
  queryOptions({
    queryKey: ['me', userId, token],
    queryFn: ({ signal }) => request<CurrentUser>(...withSignal(currentUserCall(userId), signal)),
    initialData: () => earlyAnswer<CurrentUser>(...currentUserCall(userId)),
    enabled: Boolean(token && userId),
    retry: false,
    staleTime: Infinity,
  });

const userSchoolsQuery = ({ token, userId, language }: SessionSnapshot) =>
  queryOptions({
    queryKey: ['schools-of-user', userId, language],
    queryFn: ({ signal }) => request<UserSchool[]>(...withSignal(userSchoolsCall(userId), signal)),
    initialData: () => earlyAnswer<UserSchool[]>(...userSchoolsCall(userId)),
    enabled: Boolean(token && userId),
    staleTime: 5 * 60_000,
  });

const userMenusQuery = ({ token, userId, schoolId, language }: SessionSnapshot) =>
  queryOptions({
    queryKey: ['menus', userId, schoolId, language],
    queryFn: ({ signal }) => request<MenuItem[]>(...withSignal(userMenusCall(userId, schoolId), signal)),
    initialData: () => earlyAnswer<MenuItem[]>(...userMenusCall(userId, schoolId)),
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
