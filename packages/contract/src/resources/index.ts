import type { Resource } from '../resource/index.ts';
import { bloodGroups } from './blood-groups/blood-groups.resource.ts';
import { cities } from './cities/cities.resource.ts';
import { countries } from './countries/countries.resource.ts';
import { languages } from './languages/languages.resource.ts';
import { states } from './states/states.resource.ts';
import { configurations } from './configurations/configurations.resource.ts';
import { frequentMenus } from './frequent-menus/frequent-menus.resource.ts';
import { globalMenus } from './global-menus/global-menus.resource.ts';
import { gradeLevels } from './grade-levels/grade-levels.resource.ts';
import { gradingTerms } from './grading-terms/grading-terms.resource.ts';
import { menus } from './menus/menus.resource.ts';
import { schools } from './schools/schools.resource.ts';
import { seasons } from './seasons/seasons.resource.ts';
import { userSchools } from './user-schools/user-schools.resource.ts';
import { userTypes } from './user-types/user-types.resource.ts';
// people: impersonation
import { impersonateLogs } from './impersonate-logs/impersonate-logs.resource.ts';
import { users } from './users/users.resource.ts';
// audit trail
import { auditLogs } from './audit-logs/audit-logs.resource.ts';
// seasons area
import { databases } from './databases/databases.resource.ts';
import { courses } from './courses/courses.resource.ts';
import { copyableResources } from './seasons/season-tables.ts';
// school-life
import { attendanceTypes } from './attendance-types/attendance-types.resource.ts';
import { attendances } from './attendances/attendances.resource.ts';
import { classStudents } from './class-students/class-students.resource.ts';
import { classTypes } from './class-types/class-types.resource.ts';
import { classes } from './classes/classes.resource.ts';
import { guardians } from './guardians/guardians.resource.ts';
import { schedules } from './schedules/schedules.resource.ts';
import { students } from './students/students.resource.ts';

// setup (issue 4): lookups, finance setup, report types, enrollment agreements
import { bankBranches, banks, departments, paymentMethods, personnelCategories } from './setup-lookups/setup-lookups.resource.ts';
import { accountCodes, bankAccountSettings, bankAccounts, incomeExpenses } from './finance-setup/finance-setup.resource.ts';
import { reportStaticTexts, reportTypes } from './academic-reports/academic-reports.resource.ts';
import {
  enrollmentAgreementItems,
  enrollmentAgreements,
  readonlyEnrollmentContracts,
} from './enrollment-agreements/enrollment-agreements.resource.ts';
// accounts
import { devices } from './devices/devices.resource.ts';
import { deletePersonalDataRequests } from './delete-personal-data-requests/delete-personal-data-requests.resource.ts';
import { facebookUsers, googleUsers } from './social-users/social-users.resource.ts';

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
  // seasons area
  databases,
  courses,
  // school-life
  students,
  guardians,
  classTypes,
  classes,
  classStudents,
  schedules,
  attendanceTypes,
  attendances,
  // people: impersonation
  impersonateLogs,
  // setup
  banks,
  bankBranches,
  paymentMethods,
  personnelCategories,
  departments,
  bankAccounts,
  bankAccountSettings,
  accountCodes,
  incomeExpenses,
  reportTypes,
  reportStaticTexts,
  readonlyEnrollmentContracts,
  enrollmentAgreements,
  enrollmentAgreementItems,
  // accounts
  googleUsers,
  facebookUsers,
  devices,
  deletePersonalDataRequests,
  // audit trail
  auditLogs,
];

export const resourcesByName: ReadonlyMap<string, Resource> = new Map(resources.map((r) => [r.name, r]));

export const getResource = (name: string): Resource | undefined => resourcesByName.get(name);

// One export statement per area, so that areas added side by side merge cleanly.
export {
  bloodGroups,
  cities,
  configurations,
  countries,
  frequentMenus,
  globalMenus,
  gradeLevels,
  gradingTerms,
  // people
  impersonateLogs,
  languages,
  menus,
  schools,
  seasons,
  states,
  userSchools,
  userTypes,
  users,
  // setup
  accountCodes,
  bankAccountSettings,
  bankAccounts,
  bankBranches,
  banks,
  departments,
  enrollmentAgreementItems,
  enrollmentAgreements,
  incomeExpenses,
  paymentMethods,
  personnelCategories,
  readonlyEnrollmentContracts,
  reportStaticTexts,
  reportTypes,
  // accounts
  googleUsers,
  facebookUsers,
  devices,
  deletePersonalDataRequests,
};
// seasons area
export { databases, courses };
// audit trail
export { auditLogs };
// seasons area: what POST /api/seasons/copy_data may copy
export const copyableSeasonResources = (): Resource[] => copyableResources(resources);
export { seasonFieldOf } from './seasons/season-tables.ts';
// school-life
export { attendanceTypes, attendances, classStudents, classTypes, classes, guardians, schedules, students };
export { attendanceStatusColors } from './attendance-types/attendance-types.resource.ts';
export { genders } from './students/students.resource.ts';
export { guardianRelations } from './guardians/guardians.resource.ts';
export { wallClock, type WallClock } from './schedules/school-time.ts';
// setup (issue 4): the constants of the setup declarations
export { BANK_TYPES } from './setup-lookups/setup-lookups.resource.ts';
export { INCOME_EXPENSE_TYPES } from './finance-setup/finance-setup.resource.ts';
export {
  DEFAULT_CUSTOM_PAPER_MM,
  PAPER_LAYOUTS,
  PAPER_SIZE_MM,
  PAPER_SIZES,
  REPORT_FONT_SIZES,
  STATIC_TEXT_POSITIONS,
  TEXT_ALIGNMENTS,
  type PaperSize,
} from './academic-reports/academic-reports.resource.ts';
export { AGREEMENT_ITEM_TEMPLATES } from './enrollment-agreements/enrollment-agreements.resource.ts';
