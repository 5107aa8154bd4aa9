import type { ServerModule } from '../core/server-module.ts';
import { opsModule } from './ops/ops.module.ts';
import { authModule } from './auth/auth.module.ts';
import { usersModule } from './users/users.module.ts';
import { accountsModule } from './accounts/accounts.module.ts';
import { samlModule } from './saml/saml.module.ts';
import { secondFactorModule } from './second-factor/second-factor.module.ts';
import { impersonationModule } from './impersonation/impersonation.module.ts';
import { developerModule } from './developer/developer.module.ts';
import { schoolsModule } from './schools/schools.module.ts';
import { menusModule } from './menus/menus.module.ts';
import { seasonsModule } from './seasons/seasons.module.ts';
import { setupModule } from './setup/setup.module.ts';
import { schoolLifeModule } from './school-life/school-life.module.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { pushModule } from './push/push.module.ts';
import { calendarFeedModule } from './calendar-feed/calendar-feed.module.ts';
import { filesModule } from './files/files.module.ts';
import { filemanagerModule } from './filemanager/filemanager.module.ts';
import { homeModule } from './home/home.module.ts';
import { academicsModule } from './academics/academics.module.ts';
import { studentsModule } from './students/students.module.ts';
import { courseContentModule } from './course-content/course-content.module.ts';
import { reportCardsModule } from './report-cards/report-cards.module.ts';
import { studentsIoModule } from './students-io/students-io.module.ts';
import { communicationModule } from './communication/communication.module.ts';
import { mailModule } from './mail/mail.module.ts';
import { searchModule } from './search/search.module.ts';
import { financeModule } from './finance/finance.module.ts';
import { financeDocumentsModule } from './finance-documents/finance-documents.module.ts';
import { onlinePaymentsModule } from './online-payments/online-payments.module.ts';
import { enrollmentModule } from './enrollment/enrollment.module.ts';
import { formsModule } from './forms/forms.module.ts';
import { messagesModule } from './messages/messages.module.ts';
import { reportsModule } from './reports/reports.module.ts';
import { statsModule } from './stats/stats.module.ts';
import { ssoModule } from './sso/sso.module.ts';
import { storeModule } from './store/store.module.ts';
import { privacyModule } from './privacy/privacy.module.ts';
import { disciplineModule } from './discipline/discipline.module.ts';
import { dormitoriesModule } from './dormitories/dormitories.module.ts';
import { timetableCoverModule } from './timetable-cover/timetable-cover.module.ts';
import { healthModule } from './health/health.module.ts';
import { guidanceModule } from './guidance/guidance.module.ts';
import { libraryModule } from './library/library.module.ts';
import { oneRosterModule } from './oneroster/oneroster.module.ts';
import { scimModule } from './scim/scim.module.ts';
import { ltiModule } from './lti/lti.module.ts';
import { timetableModule } from './timetable/timetable.module.ts';
import { schoolHolidaysModule } from './school-holidays/school-holidays.module.ts';
import { standardsModule } from './standards/standards.module.ts';
import { gradebookModule } from './gradebook/gradebook.module.ts';
import { transcriptsModule } from './transcripts/transcripts.module.ts';
import { roomBookingsModule } from './room-bookings/room-bookings.module.ts';
import { electivesModule } from './electives/electives.module.ts';
import { transportModule } from './transport/transport.module.ts';

/**
 * Every feature's server side, one line each (`<feature>/<feature>.module.ts`). The action routes,
 * the hooks `boot()` installs and the job registry are derived from this list. Several modules may
 * hook one resource, and their hooks run in this order: `users` checks its own rules before
 * `accounts` queues the invitation mail and checks credential changes; `school-life` records an
 * attendance before `notifications` tells the family.
 */
export const serverModules: readonly ServerModule[] = [
  opsModule,
  authModule,
  usersModule,
  accountsModule,
  samlModule,
  secondFactorModule,
  impersonationModule,
  developerModule,
  schoolsModule,
  menusModule,
  seasonsModule,
  setupModule,
  schoolLifeModule,
  notificationsModule,
  pushModule,
  calendarFeedModule,
  filesModule,
  filemanagerModule,
  homeModule,
  academicsModule,
  studentsModule,
  courseContentModule,
  reportCardsModule,
  studentsIoModule,
  oneRosterModule,
  scimModule,
  ltiModule,
  communicationModule,
  mailModule,
  searchModule,
  financeModule,
  onlinePaymentsModule,
  financeDocumentsModule,
  enrollmentModule,
  formsModule,
  messagesModule,
  reportsModule,
  statsModule,
  ssoModule,
  storeModule,
  privacyModule,
  timetableModule,
  schoolHolidaysModule,
  standardsModule,
  gradebookModule,
  transcriptsModule,
  disciplineModule,
  dormitoriesModule,
  timetableCoverModule,
  roomBookingsModule,
  electivesModule,
  healthModule,
  guidanceModule,
  libraryModule,
  transportModule,
];

/** Every module's hooks, in module order (`boot()` installs them before anything is seeded). */
export const moduleHooks = serverModules.flatMap((module) => module.hooks);

/** Every module's jobs (`boot()` makes them known to the queue and the workers). */
export const moduleJobs = serverModules.flatMap((module) => module.jobs);

/** Every module's tasks on a clock (`boot()` keeps one run of each queued). */
export const moduleRecurring = serverModules.flatMap((module) => module.recurring);
