import { queryClient } from './query-client.ts';
import { currentUserQuery, userMenusQuery, userSchoolsQuery } from './session.ts';
import { sessionStore } from './session-store.ts';

/**
 * Starts the signed-in shell's reads (the user, their schools, the active school's menus) as soon
 * as the session and the interface's language are known, while the layout's code is still loading:
 * measured on the family home, the user was asked for 850 ms after the page started and the home's
 * own data 1.3 s after, one waiting for the other. A failure is the hooks' to show: they read the
 * same cache entries (session.ts's query options).
 */
export const prefetchShellData = (): void => {
  const session = sessionStore.get();
  if (!session.token || !session.userId) return;
  void queryClient.prefetchQuery(currentUserQuery(session));
  void queryClient.prefetchQuery(userSchoolsQuery(session));
  if (session.schoolId !== null) void queryClient.prefetchQuery(userMenusQuery(session));
};
