import { startEarlyRead } from './client.ts';
import { classGradebookCall } from './gradebook-grid-call.ts';
import { sessionStore } from './session-store.ts';
import { currentUserCall, userMenusCall, userSchoolsCall, type ReadCall } from './shell-calls.ts';

const idParam = (value: string | null): number | undefined =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;

/**
 * The reads of a page's first screen that its address says (a page whose code takes longest to
 * load and draw): started at boot beside the layout's, so its answer is in when the page is drawn.
 * The gradebook's cold open asked for its grid 1.9 s into the page, once the layout had drawn.
 */
const pageReads: readonly (readonly [RegExp, (search: URLSearchParams) => ReadCall[]])[] = [
  [
    /^\/gradebook\/?$/i,
    (search) => {
      const classId = idParam(search.get('class'));
      const courseId = idParam(search.get('course'));
      return classId === undefined || courseId === undefined ? [] : [classGradebookCall(classId, courseId)];
    },
  ],
];

/**
 * Starts a signed-in page's first reads as soon as the session and the interface's language are
 * known (initI18n sets it before its first await), while the code that will ask for them loads:
 * the hooks' `request`s then take these answers (client.ts `startEarlyRead`).
 */
export const startBootReads = (pathname: string, search: string): void => {
  const { token, userId, schoolId } = sessionStore.get();
  if (!token || !userId) return;
  const calls = [currentUserCall(userId), userSchoolsCall(userId)];
  if (schoolId !== null) calls.push(userMenusCall(userId, schoolId));
  for (const [path, reads] of pageReads) if (path.test(pathname)) calls.push(...reads(new URLSearchParams(search)));
  for (const [path, options] of calls) startEarlyRead(path, options);
};
