import type { Audience } from '@kampus/contract/resource';
import { parseReference } from '@kampus/contract/resource';
import { useQuery } from '@tanstack/react-query';
import { fetchAll } from './resources.ts';
import type { CurrentUser } from './types.ts';

/** The user's kind of account as a number, whether the API sends an IRI or an id. */
export const userTypeId = (user: Pick<CurrentUser, 'userType'> | undefined): number | undefined =>
  user ? parseReference(user.userType, 'user_types') : undefined;

/**
 * Ids of the user types whose login type is one of `kinds` (a lesson's teacher: the teacher
 * types): what a user list narrows to with `userType[]`. Disabled with no kinds.
 */
export const useUserTypeIdsOfKinds = (kinds: readonly Audience[] | undefined, enabled = true) =>
  useQuery({
    queryKey: ['user-types-of-kinds', ...(kinds ?? [])],
    queryFn: async ({ signal }) => {
      // By name: the declaration would bring every resource's into the shell (docs/web.md).
      const types = await fetchAll(
        'user_types',
        { fixed: (kinds ?? []).map((kind) => ['loginType[]', kind] as const) },
        signal,
      );
      return types.map((type) => type.id);
    },
    enabled: enabled && kinds !== undefined && kinds.length > 0,
    staleTime: 5 * 60_000,
  });

/** `userType[]` conditions for a user list narrowed to the given type ids. */
export const userTypeConditions = (ids: readonly number[] | undefined) =>
  (ids ?? []).map((id) => ['userType[]', String(id)] as const);
