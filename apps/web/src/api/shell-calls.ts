import type { RequestOptions } from './client.ts';

/** A read as `request` takes it: its path and options. */
export type ReadCall = readonly [path: string, options: RequestOptions];

/*
 * The reads every signed-in page makes before it can draw anything, named once for the hooks
 * (session.ts) and for the boot (boot-reads.ts), which starts them before the hooks' code has
 * loaded: the same calls, so the hooks take the answers already on their way.
 */

export const currentUserCall = (userId: string | null): ReadCall => [
  `/api/users/${userId ?? ''}`,
  { untenanted: true },
];

export const userSchoolsCall = (userId: string | null): ReadCall => [
  `/users/${userId ?? ''}/schools`,
  { scoped: true },
];

export const userMenusCall = (userId: string | null, schoolId: number | null): ReadCall => [
  `/users/${userId ?? ''}/schools/${schoolId ?? ''}/menus`,
  { scoped: true },
];

/** Sends a call as `request` does, with the query's signal. */
export const withSignal = ([path, options]: ReadCall, signal: AbortSignal): ReadCall => [path, { ...options, signal }];
