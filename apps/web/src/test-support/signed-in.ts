import type { Audience } from '@kampus/contract/resource';
import { vi } from 'vitest';
import { sessionStore } from '../api/session-store.ts';

/** Who a component test signs in as: the answers the screens read to decide what to offer. */
export interface TestCaller {
  id: number;
  audience: Audience;
  superadmin?: boolean;
  /** How many schools the caller reaches (one hides School filters and columns). */
  schools?: number;
  /** The user type's id, for screens that read it (USER_TYPE: a parent is 9, a student 8). */
  userTypeId?: number;
}

const USER_TYPE_ID = 77;

const answer = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A JSON answer, as a stub's handler gives it. */
export const jsonAnswer = answer;

/**
 * Signs `caller` in and stubs `fetch`: the calls that say who the user is (their record, their
 * user type, their schools) are answered here, every other call by `handler`.
 */
export const signInAs = (
  caller: TestCaller,
  handler: (url: string, init?: RequestInit) => Response | Promise<Response>,
): ReturnType<typeof vi.fn> => {
  const uuid = `uuid-${caller.id}`;
  const typeId = caller.userTypeId ?? USER_TYPE_ID;
  sessionStore.signIn(`token-${caller.id}`, uuid);
  const schools = Array.from({ length: caller.schools ?? 1 }, (_, index) => ({
    id: index + 1,
    title: `School ${index + 1}`,
    type: 'school',
    parent: null,
    seasons: [],
  }));
  const stub = vi.fn((url: string, init?: RequestInit) => {
    if (url === `/api/users/${uuid}`) {
      return Promise.resolve(
        answer({
          id: caller.id,
          uuid,
          name: 'Test',
          lastName: 'Caller',
          email: 'caller@kampus.test',
          userType: `/api/user_types/${typeId}`,
          schoolId: 1,
          isSuperadmin: caller.superadmin === true,
        }),
      );
    }
    if (url === `/api/user_types/${typeId}`) {
      return Promise.resolve(answer({ id: typeId, title: caller.audience, loginType: caller.audience }));
    }
    if (url.endsWith(`/users/${uuid}/schools`)) return Promise.resolve(answer(schools));
    return Promise.resolve(handler(url, init));
  });
  vi.stubGlobal('fetch', stub);
  return stub;
};

/** Ends the test's session and its stub. */
export const signOutTest = (): void => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
};
