import type { HookSet } from '../core/hooks.ts';
import { credentialsHooks, socialUnlinkHooks } from './accounts/credentials.hooks.ts';
import { courseVideosHooks } from './course-content/course-videos.hooks.ts';
import { invitationHooks } from './accounts/invitation.hooks.ts';
import { impersonateLogsHooks } from './impersonation/impersonate-logs.hooks.ts';
import { menusHooks } from './menus/menus.hooks.ts';
import { attendancesHooks } from './school-life/attendances.hooks.ts';
import { schedulesHooks } from './school-life/schedules.hooks.ts';
import { configurationsHooks } from './schools/configurations.hooks.ts';
import { schoolsHooks } from './schools/schools.hooks.ts';
import { homeworksHooks, scoreCategoriesHooks } from './academics/homework.hooks.ts';
import { seasonsHooks } from './schools/seasons.hooks.ts';
import { databasesHooks } from './seasons/databases.hooks.ts';
import { agreementItemsHooks } from './setup/agreement-items.hooks.ts';
import { bankAccountSettingsHooks, bankAccountsHooks } from './setup/bank-accounts.hooks.ts';
import { reportTypesHooks } from './setup/report-types.hooks.ts';
import { usersHooks } from './users/users.hooks.ts';
import { studentBehavioursHooks, studentTaggingsHooks, studentTagsHooks } from './students/student-records.hooks.ts';

/**
 * Every module's hooks, installed by `boot()` before anything is seeded (no side-effect
 * imports). Hooks of one resource run in this order: users check their own rules first, then
 * the invitation mail is queued, then credential changes are checked.
 */
export const moduleHooks: readonly HookSet[] = [
  schoolsHooks,
  seasonsHooks,
  configurationsHooks,
  usersHooks,
  databasesHooks,
  attendancesHooks,
  schedulesHooks,
  ...menusHooks,
  impersonateLogsHooks,
  bankAccountsHooks,
  bankAccountSettingsHooks,
  reportTypesHooks,
  agreementItemsHooks,
  invitationHooks,
  credentialsHooks,
  ...socialUnlinkHooks,
  homeworksHooks,
  scoreCategoriesHooks,
  studentTagsHooks,
  studentTaggingsHooks,
  studentBehavioursHooks,
  courseVideosHooks,
];
