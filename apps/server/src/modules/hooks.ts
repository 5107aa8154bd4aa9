import type { HookSet } from '../core/hooks.ts';
import { credentialsHooks, socialUnlinkHooks } from './accounts/credentials.hooks.ts';
import { feedCommentsHooks, feedLikesHooks, feedsHooks } from './communication/feeds.hooks.ts';
import {
  discountsHooks,
  scholarshipDefinitionsHooks,
  studentDiscountsHooks,
  studentFeesHooks,
} from './finance/discounts.hooks.ts';
import { installmentsHooks } from './finance/installments.hooks.ts';
import { paymentReportsHooks, receiptsHooks, studentPaymentsHooks } from './finance/payments.hooks.ts';
import { courseVideosHooks } from './course-content/course-videos.hooks.ts';
import { invitationHooks } from './accounts/invitation.hooks.ts';
import { invoicesHooks } from './finance-documents/invoices.hooks.ts';
import { deletedPromissoryNotesHooks, promissoryNotesHooks } from './finance-documents/promissory-notes.hooks.ts';
import { impersonateLogsHooks } from './impersonation/impersonate-logs.hooks.ts';
import { mailsHooks } from './mail/mails.hooks.ts';
import { menusHooks } from './menus/menus.hooks.ts';
import { absenceNotificationHooks } from './notifications/absence-notifications.hooks.ts';
import { formSettingsHooks, formsHooks } from './forms/forms.hooks.ts';
import { mailTemplatesHooks, smsTemplatesHooks } from './messages/message-templates.hooks.ts';
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
import {
  studentBehavioursHooks,
  studentDocumentsHooks,
  studentTaggingsHooks,
  studentTagsHooks,
  studentsHooks,
} from './students/student-records.hooks.ts';

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
  absenceNotificationHooks,
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
  studentDocumentsHooks,
  studentsHooks,
  courseVideosHooks,
  feedsHooks,
  feedLikesHooks,
  feedCommentsHooks,
  mailsHooks,
  studentFeesHooks,
  discountsHooks,
  scholarshipDefinitionsHooks,
  studentDiscountsHooks,
  installmentsHooks,
  studentPaymentsHooks,
  receiptsHooks,
  paymentReportsHooks,
  promissoryNotesHooks,
  deletedPromissoryNotesHooks,
  invoicesHooks,
  formsHooks,
  formSettingsHooks,
  smsTemplatesHooks,
  mailTemplatesHooks,
];
