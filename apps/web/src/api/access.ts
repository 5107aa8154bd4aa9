import {
  grantOf,
  choosableTarget,
  permits,
  staffAndTeachers,
  type AccessCaller,
  type Audience,
  type Duty,
  type HeldDuty,
  type Operation,
  type Resource,
} from '@kampus/contract/resource';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useCallerKind } from './impersonation.ts';
import { request } from './client.ts';
import { useCurrentUser, useUserSchools } from './session.ts';
import { useSession } from './use-session.ts';
import type { ApiRecord } from './types.ts';

/** What the signed-in user may do with one resource, asked of the contract's access rules. */
export interface Access {
  /** False until the user and their kind are loaded: nothing is offered meanwhile. */
  known: boolean;
  /** Whether the user may do this, on this row when one is given (the server would not refuse it). */
  may: (operation: Operation, row?: ApiRecord) => boolean;
  /** Whether the user reaches every row in reach (`all`), only their own (`own`), or none. */
  grant: (operation: Operation) => 'all' | 'own' | 'none';
  /** Whether the user reaches a single school: a School filter or column would tell them nothing. */
  singleSchool: boolean;
  /** Whether a filter on this field means something to the user (they may list what it names, it is not their own). */
  offersFilter: (name: string) => boolean;
}

/**
 * What a screen offers: the server's `permits`, except that a resource kept for the record
 * (`readOnlyScreens`) offers only reading, and one whose delete is a patch (`deleteWrites`)
 * offers Delete to whoever may update the row.
 */
export const screenPermits = (
  resource: Resource,
  operation: Operation,
  caller: AccessCaller,
  row?: ApiRecord,
): boolean => {
  if (resource.readOnlyScreens && operation !== 'list' && operation !== 'read') return false;
  if (operation === 'delete' && resource.deleteWrites) return permits(resource, 'update', caller, row);
  return permits(resource, operation, caller, row);
};

/**
 * The duties the signed-in user holds (the nurse's), as the `duty:` grants read them: their own
 * `staff_duties` rows. Only staff and teachers hold duties; nobody else asks.
 */
const useHeldDuties = (id: number | undefined, audience: Audience | undefined): HeldDuty[] | undefined => {
  const { token } = useSession();
  const asks = id !== undefined && audience !== undefined && staffAndTeachers.includes(audience);
  const query = useQuery({
    queryKey: ['staff_duties', 'own', id],
    queryFn: ({ signal }) =>
      request<{ duty: Duty; school: string }[]>('/api/staff_duties.json', {
        signal,
        untenanted: true,
        query: { user: id, pagination: false },
      }),
    enabled: Boolean(token) && asks,
    retry: false,
    staleTime: 60_000,
  });
  return useMemo(() => {
    if (!asks) return [];
    // A failed read grants nothing: the screens then offer less, never more, than the server allows.
    if (query.isError) return [];
    if (query.data === undefined) return undefined;
    return (Array.isArray(query.data) ? query.data : []).map((row) => ({
      duty: row.duty,
      school: Number(String(row.school).split('/').pop()),
    }));
  }, [asks, query.data, query.isError]);
};

/** The signed-in user as the contract's access rules read them, or undefined while loading. */
export const useAccessCaller = (): AccessCaller | undefined => {
  const user = useCurrentUser();
  const { audience, superadmin } = useCallerKind();
  const id = user.data?.id;
  const duties = useHeldDuties(id, audience);
  return useMemo(
    () =>
      id === undefined || audience === undefined || duties === undefined
        ? undefined
        : { id, audience, superadmin, duties },
    [id, audience, superadmin, duties],
  );
};

/**
 * The one place screens ask what to offer: the very `permits` the server's policy enforces
 * (packages/contract/src/resource/permits.ts), so no button leads to "You do not have access".
 */
export const useAccess = (
  resource: Resource,
  /**
   * The declaration a reference field names, for `offersFilter`: passed by the list that offers
   * filters (it holds the registry), so the shell, which holds this hook, never imports it.
   */
  targetOf?: (name: string) => Resource | undefined,
): Access => {
  const caller = useAccessCaller();
  const schools = useUserSchools();
  const singleSchool = (schools.data?.length ?? 0) <= 1;
  const may = useCallback(
    (operation: Operation, row?: ApiRecord) => caller !== undefined && screenPermits(resource, operation, caller, row),
    [caller, resource],
  );
  const grant = useCallback(
    (operation: Operation) => (caller === undefined ? 'none' : grantOf(resource, operation, caller)),
    [caller, resource],
  );
  const offersFilter = useCallback(
    (name: string) => {
      const field = resource.fields[name];
      if (!field || caller === undefined) return false;
      if (singleSchool && (name === resource.tenantField || field.target === 'schools')) return false;
      // A parent's students are all theirs: "User" would only name themselves.
      if (name === resource.ownField && grantOf(resource, 'list', caller) === 'own') return false;
      const targetName = choosableTarget(field);
      const target = targetName === undefined ? undefined : targetOf?.(targetName);
      // A reference filter picks from the target's list: a user who may not list it could pick nothing.
      return target === undefined || grantOf(target, 'list', caller) !== 'none';
    },
    [caller, resource, singleSchool, targetOf],
  );
  // One object per change of its parts: screens list it among their memo dependencies.
  return useMemo(
    () => ({ known: caller !== undefined, may, grant, singleSchool, offersFilter }),
    [caller, may, grant, singleSchool, offersFilter],
  );
};
