/**
 * Which answers the service worker keeps for reading offline, shared by the worker (`sw.ts`) and
 * the page (`offline-data.ts`), so both agree on the names. docs/pwa.md.
 */

/** The cache of kept answers; deleted at sign-out and whenever the signed-in user changes. */
export const DATA_CACHE = 'kampus-offline-data';

/** The one entry (in its own cache) naming whose answers may be kept: `OfflinePolicy`. */
export const POLICY_CACHE = 'kampus-offline-policy';
export const POLICY_KEY = '/__kampus/offline-policy';

/** Messages between the page and the worker. */
export const POLICY_CHANGED = 'kampus-offline-policy-changed';
export const SERVED_FROM_CACHE = 'kampus-offline-served-from-cache';

/**
 * Whose reads are kept: a family member or teacher, recognised by the exact `Authorization` header
 * of their session. A request with any other header (staff, another user, an impersonation) is
 * never answered from the cache nor stored in it.
 */
export interface OfflinePolicy {
  userId: string;
  authorization: string;
}

const LANG = '(?:ar|de|en|es|tr)';

/**
 * The reads a family's or teacher's home, timetable, attendance and balance screens make: the
 * user, their schools, menus and students (what the layout needs to draw), lessons, classes,
 * attendance, a student's balance and statement, installments, payments and receipts, the week's
 * timetable, the attendance register. Anything else (staff reports, files, exports, writes) goes to the network untouched.
 */
const KEPT: readonly RegExp[] = [
  /^\/api\/users\/[0-9a-f-]+$/i,
  new RegExp(`^/${LANG}/users/[0-9a-f-]+/(?:schools|student|students)$`, 'i'),
  new RegExp(`^/${LANG}/users/[0-9a-f-]+/schools/\\d+/menus$`, 'i'),
  /^\/api\/(?:schedules|attendances|classes|installments|student_fees|student_payments|receipts)(?:\.json(?:ld)?|\/\d+)?$/,
  /^\/api\/students\/\d+(?:\/(?:balance|statement))?$/,
  /^\/api\/timetable\/week$/,
  // A teacher's register, and the sections beside its classes: it opens offline as last read (issue 30, part 4).
  /^\/api\/attendances\/register$/,
  /^\/api\/batches\.json$/,
  // The user's own type: what the register (and every screen asking "may I?") reads to know a teacher.
  /^\/api\/user_types\/\d+$/,
];

/** Whether a GET of this same-origin path is one the worker keeps (network first). */
export const isKeptRead = (method: string, pathname: string): boolean =>
  method === 'GET' && KEPT.some((pattern) => pattern.test(pathname));

/**
 * The cache key of an answer: its URL, its user and the headers that change it (active school,
 * season and language), so a parent switching school or language never reads the other one's
 * answer, and nobody ever reads another user's.
 */
export const dataCacheKey = (url: string, headers: Headers, userId: string): string => {
  const key = new URL(url);
  key.searchParams.set(
    '__kampus',
    [
      userId,
      headers.get('schoolId') ?? '-',
      headers.get('seasonId') ?? '-',
      headers.get('Accept-Language') ?? '-',
    ].join('.'),
  );
  return key.href;
};

/** Whether a request belongs to the session whose reads may be kept. */
export const isKeptFor = (policy: OfflinePolicy | null, headers: Headers): boolean =>
  policy !== null && policy.authorization !== '' && headers.get('Authorization') === policy.authorization;

/** Reads a stored policy; anything malformed is no policy at all. */
export const parsePolicy = (value: unknown): OfflinePolicy | null =>
  typeof value === 'object' &&
  value !== null &&
  'userId' in value &&
  'authorization' in value &&
  typeof value.userId === 'string' &&
  typeof value.authorization === 'string'
    ? { userId: value.userId, authorization: value.authorization }
    : null;
