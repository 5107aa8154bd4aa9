import type { ActionModule } from '../core/actions.ts';
import { academicsActions } from './academics/academics.actions.ts';
import { accountActions } from './accounts/accounts.actions.ts';
import { courseContentActions } from './course-content/course-content.actions.ts';
import { reportCardActions } from './report-cards/report-cards.actions.ts';
import { studentsIoActions } from './students-io/students-io.actions.ts';
import { authActions } from './auth/auth.actions.ts';
import { fileActions } from './files/files.actions.ts';
import { homeActions } from './home/home.actions.ts';
import { impersonationActions } from './impersonation/impersonation.actions.ts';
import { menuActions } from './menus/menus.actions.ts';
import { opsActions } from './ops/ops.actions.ts';
import { schoolLifeActions } from './school-life/school-life.actions.ts';
import { schoolActions } from './schools/schools.actions.ts';
import { seasonActions } from './seasons/seasons.actions.ts';
import { studentDocumentActions } from './students/student-documents.actions.ts';
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
  impersonationActions,
  userActions,
  schoolActions,
  menuActions,
  seasonActions,
  schoolLifeActions,
  fileActions,
  homeActions,
  academicsActions,
  studentDocumentActions,
  courseContentActions,
  reportCardActions,
  studentsIoActions,
];
