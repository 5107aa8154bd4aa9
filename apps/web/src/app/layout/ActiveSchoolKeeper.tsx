import { useActiveSchool } from '../use-active-school.ts';

/**
 * Chooses the active school and season by the spec's rules as soon as the user is signed in,
 * whatever the layout: on a phone the switcher sits in a dialog that is not drawn until opened,
 * and without this every request went without a school and season (a payment answered
 * "season: cannot be empty", the dashboard an error) until the user opened it once.
 */
export const ActiveSchoolKeeper = () => {
  useActiveSchool();
  return null;
};
