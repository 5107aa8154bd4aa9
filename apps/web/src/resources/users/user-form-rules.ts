import { mayAssignAudience, type Audience } from '@kampus/contract/resource';
import type { ApiRecord } from '../../api/types.ts';

export type SchoolKind = 'headquarters' | 'campus' | 'school';

/**
 * The user form's rules (platform spec sections 5 and 6): the school is asked for only where the
 * active school is not a school, and picked only at headquarters; elsewhere it is the active one.
 */
export const userFormFields = (activeKind: SchoolKind | undefined, mode: 'create' | 'update'): string[] => [
  'name',
  'lastName',
  'email',
  'userType',
  ...(activeKind === 'headquarters' ? ['schoolId'] : []),
  'expiresAt',
  ...(mode === 'update' ? ['isActive'] : []),
  // Personal data (the store's customer record reads it); staff keep it with the account.
  'phone',
  'homeAddress',
  'workAddress',
];

/** At headquarters the school is chosen (it starts empty); elsewhere the active school is used. */
export const userFormDefaults = (
  activeKind: SchoolKind | undefined,
  activeSchoolId: number | null,
  mode: 'create' | 'update',
): Record<string, number | string | null> => ({
  // expiresAt is optional and starts empty in add mode.
  ...(mode === 'create' ? { expiresAt: '' } : {}),
  ...(mode === 'create' ? { schoolId: activeKind === 'headquarters' ? null : activeSchoolId } : {}),
});

/** The user types this caller may give, active ones only, ordered by `typeOrder`. */
export const assignableTypes = (
  types: readonly ApiRecord[],
  caller: { audience: Audience | undefined; superadmin: boolean },
): ApiRecord[] =>
  types
    .filter((type) => type.isActive !== false)
    .filter(
      (type) =>
        caller.superadmin ||
        (caller.audience !== undefined && mayAssignAudience(caller.audience, type.loginType as Audience)),
    )
    .sort((a, b) => Number(a.typeOrder ?? 0) - Number(b.typeOrder ?? 0));

/** The list: every user at headquarters; elsewhere only the active school's (`schoolId` filter). */
export const userListFilter = (
  activeKind: SchoolKind | undefined,
  activeSchoolId: number | null,
): (readonly [string, string])[] =>
  activeKind === 'headquarters' || activeSchoolId === null ? [] : [['schoolId', String(activeSchoolId)]];
