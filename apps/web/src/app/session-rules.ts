import { USER_TYPE } from '@kampus/contract/constants';
import type { CurrentUser, Season, UserSchool } from '../api/types.ts';
import { userTypeId } from '../api/user-type.ts';

// Kept in the data layer, which needs it too (api/ never imports app/); re-exported for the screens.
export { userTypeId };

/** The season with isDefault on; failing that the first one. */
export const defaultSeason = (school: UserSchool | undefined): Season | undefined =>
  school?.seasons.find((season) => season.isDefault) ?? school?.seasons[0];

/**
 * Spec, "Loading user schools": the first school becomes active, except for a teacher (type 6)
 * with several schools, whose own school (schoolId) is active. An updated list keeps the
 * current active school while it is still present.
 */
export const pickActiveSchool = (
  schools: readonly UserSchool[],
  user: Pick<CurrentUser, 'userType' | 'schoolId'> | undefined,
  currentId: number | null,
): UserSchool | undefined => {
  const current = schools.find((school) => school.id === currentId);
  if (current) return current;
  if (userTypeId(user) === USER_TYPE.teacher && schools.length > 1) {
    const own = schools.find((school) => school.id === user?.schoolId);
    if (own) return own;
  }
  return schools[0];
};

/** Keeps the current season while the active school still has it, else its default season. */
export const pickActiveSeason = (school: UserSchool | undefined, currentId: number | null): Season | undefined =>
  school?.seasons.find((season) => season.id === currentId) ?? defaultSeason(school);

/**
 * Help pages are named after the path with digits removed, slashes as dashes:
 * `/config/grade-levels` -> `config-grade-levels`, `/users/12` -> `users-` (server: docs/help/<lang>/<page>.md).
 */
export const helpPageName = (pathname: string): string =>
  pathname.replace(/\d+/g, '').replace(/^\/+/, '').replace(/\/+/g, '-') || 'home';

/** Spec, "Loading user schools": a student (type 8) or parent (type 9) has an active student. */
export const loadsActiveStudent = (user: Pick<CurrentUser, 'userType'> | undefined): boolean => {
  const type = userTypeId(user);
  return type === USER_TYPE.student || type === USER_TYPE.parent;
};

/** Spec: a teacher (type 6) has their classes and today's schedule loaded, and the attendance pop-up. */
export const isTeacher = (user: Pick<CurrentUser, 'userType'> | undefined): boolean =>
  userTypeId(user) === USER_TYPE.teacher;
