import type { Resource } from '../resource/index.ts';
import { bloodGroups } from './lookups/blood-groups.resource.ts';
import { cities } from './lookups/cities.resource.ts';
import { countries } from './lookups/countries.resource.ts';
import { languages } from './lookups/languages.resource.ts';
import { states } from './lookups/states.resource.ts';
import { configurations } from './platform/configurations.resource.ts';
import { frequentMenus } from './platform/frequent-menus.resource.ts';
import { globalMenus } from './platform/global-menus.resource.ts';
import { gradeLevels } from './platform/grade-levels.resource.ts';
import { gradingTerms } from './platform/grading-terms.resource.ts';
import { menus } from './platform/menus.resource.ts';
import { schools } from './platform/schools.resource.ts';
import { seasons } from './platform/seasons.resource.ts';
import { userSchools } from './platform/user-schools.resource.ts';
import { userTypes } from './platform/user-types.resource.ts';
import { users } from './platform/users.resource.ts';
// accounts
import { devices } from './accounts/devices.resource.ts';
import { deletePersonalDataRequests } from './accounts/delete-personal-data-requests.resource.ts';
import { facebookUsers, googleUsers } from './accounts/social-users.resource.ts';

/** Every declared resource. Order matters only for readability; references resolve lazily. */
export const resources: readonly Resource[] = [
  schools,
  userTypes,
  users,
  userSchools,
  configurations,
  seasons,
  gradingTerms,
  gradeLevels,
  menus,
  globalMenus,
  frequentMenus,
  countries,
  states,
  cities,
  bloodGroups,
  languages,
  // accounts
  googleUsers,
  facebookUsers,
  devices,
  deletePersonalDataRequests,
];

export const resourcesByName: ReadonlyMap<string, Resource> = new Map(resources.map((r) => [r.name, r]));

export const getResource = (name: string): Resource | undefined => resourcesByName.get(name);

export {
  bloodGroups,
  cities,
  configurations,
  countries,
  frequentMenus,
  globalMenus,
  gradeLevels,
  gradingTerms,
  languages,
  menus,
  schools,
  seasons,
  states,
  userSchools,
  userTypes,
  users,
  // accounts
  googleUsers,
  facebookUsers,
  devices,
  deletePersonalDataRequests,
};
