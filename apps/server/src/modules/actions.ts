import type { ActionModule } from '../core/actions.ts';
import { academicsActions } from './academics/academics.actions.ts';
import { accountActions } from './accounts/accounts.actions.ts';
import { communicationActions } from './communication/communication.actions.ts';
import { courseContentActions } from './course-content/course-content.actions.ts';
import { developerActions } from './developer/developer.actions.ts';
import { reportCardActions } from './report-cards/report-cards.actions.ts';
import { studentsIoActions } from './students-io/students-io.actions.ts';
import { reportsActions } from './reports/reports.actions.ts';
import { statsActions } from './stats/stats.actions.ts';
import { authActions } from './auth/auth.actions.ts';
import { fileManagerActions } from './filemanager/filemanager.actions.ts';
import { enrollmentActions } from './enrollment/enrollment.actions.ts';
import { financeDocumentActions } from './finance-documents/finance-documents.actions.ts';
import { fileActions } from './files/files.actions.ts';
import { financeActions } from './finance/finance.actions.ts';
import { formsActions } from './forms/forms.actions.ts';
import { homeActions } from './home/home.actions.ts';
import { impersonationActions } from './impersonation/impersonation.actions.ts';
import { mailActions } from './mail/mail.actions.ts';
import { menuActions } from './menus/menus.actions.ts';
import { messagesActions } from './messages/messages.actions.ts';
import { opsActions } from './ops/ops.actions.ts';
import { searchActions } from './search/search.actions.ts';
import { secondFactorActions } from './second-factor/second-factor.actions.ts';
import { schoolLifeActions } from './school-life/school-life.actions.ts';
import { schoolActions } from './schools/schools.actions.ts';
import { seasonActions } from './seasons/seasons.actions.ts';
import { ssoActions } from './sso/sso.actions.ts';
import { storeActions } from './store/store.actions.ts';
import { studentDocumentActions } from './students/student-documents.actions.ts';
import { studentPhotoActions } from './students/student-photo.actions.ts';
import { userActions } from './users/users.actions.ts';

/**
 * Every module's actions (the endpoints that are more than CRUD), one line per module: this list
 * is the map of what the server does beyond the engine. Their routes and OpenAPI entries come
 * from the declarations (docs/actions.md).
 */
export const actionModules: readonly ActionModule[] = [
  opsActions,
  authActions,
  accountActions,
  secondFactorActions,
  impersonationActions,
  userActions,
  developerActions,
  schoolActions,
  menuActions,
  seasonActions,
  schoolLifeActions,
  fileActions,
  fileManagerActions,
  homeActions,
  academicsActions,
  studentDocumentActions,
  studentPhotoActions,
  courseContentActions,
  reportCardActions,
  studentsIoActions,
  communicationActions,
  mailActions,
  searchActions,
  financeActions,
  financeDocumentActions,
  enrollmentActions,
  formsActions,
  messagesActions,
  reportsActions,
  statsActions,
  ssoActions,
  storeActions,
];
