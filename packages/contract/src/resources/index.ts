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
// people: impersonation
import { impersonateLogs } from './platform/impersonate-logs.resource.ts';
import { users } from './platform/users.resource.ts';
// audit trail
import { auditLogs } from './platform/audit-logs.resource.ts';
// seasons area
import { databases } from './seasons/databases.resource.ts';
import { courses } from './seasons/courses.resource.ts';
import { copyableResources } from './seasons/season-tables.ts';
// school-life
import { attendanceTypes } from './school-life/attendance-types.resource.ts';
import { attendances } from './school-life/attendances.resource.ts';
import { classStudents } from './school-life/class-students.resource.ts';
import { classTypes } from './school-life/class-types.resource.ts';
import { classes } from './school-life/classes.resource.ts';
import { guardians } from './school-life/guardians.resource.ts';
import { schedules } from './school-life/schedules.resource.ts';
import { students } from './school-life/students.resource.ts';

// setup (issue 4): lookups, finance setup, report types, enrollment agreements
import { bankBranches, banks, departments, paymentMethods, personnelCategories } from './setup/lookups.resource.ts';
import { accountCodes, bankAccountSettings, bankAccounts, incomeExpenses } from './setup/finance-setup.resource.ts';
import { reportStaticTexts, reportTypes } from './setup/academic-reports.resource.ts';
import {
  enrollmentAgreementItems,
  enrollmentAgreements,
  readonlyEnrollmentContracts,
} from './setup/enrollment-agreements.resource.ts';
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
export { attendanceStatusColors } from './school-life/attendance-types.resource.ts';
export { genders } from './school-life/students.resource.ts';
export { guardianRelations } from './school-life/guardians.resource.ts';
export { wallClock, type WallClock } from './school-life/school-time.ts';
// setup (issue 4): the constants of the setup declarations
export { BANK_TYPES } from './setup/lookups.resource.ts';
export { INCOME_EXPENSE_TYPES } from './setup/finance-setup.resource.ts';
export {
  DEFAULT_CUSTOM_PAPER_MM,
  PAPER_LAYOUTS,
  PAPER_SIZE_MM,
  PAPER_SIZES,
  REPORT_FONT_SIZES,
  STATIC_TEXT_POSITIONS,
  TEXT_ALIGNMENTS,
  type PaperSize,
} from './setup/academic-reports.resource.ts';
export { AGREEMENT_ITEM_TEMPLATES } from './setup/enrollment-agreements.resource.ts';
