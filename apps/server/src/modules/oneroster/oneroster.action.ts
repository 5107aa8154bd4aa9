import * as or from '@kampus/contract';
import { implement, type ImplementedAction } from '../../core/actions.ts';
import { VIEWS, type View } from './oneroster-collections.ts';
import { serveItem, servePage } from './oneroster-rest.operation.ts';

type CollectionDeclaration = typeof or.oneRosterOrgsAction;
type NestedDeclaration = typeof or.oneRosterClassStudentsAction;
type ItemDeclaration = typeof or.oneRosterOrgAction;

const pathOf = (template: string, sourcedId = ''): string =>
  template.replace('{sourcedId}', encodeURIComponent(sourcedId));

const list = (declaration: CollectionDeclaration, view: View): ImplementedAction =>
  implement(declaration, ({ db, services, header, ip, input }) =>
    servePage({ db, services, header, ip, path: declaration.path }, view, input.query),
  );

const nested = (declaration: NestedDeclaration, view: View): ImplementedAction =>
  implement(declaration, ({ db, services, header, ip, input }) =>
    servePage(
      { db, services, header, ip, path: pathOf(declaration.path, input.params.sourcedId) },
      view,
      input.query,
      input.params.sourcedId,
    ),
  );

const one = (declaration: ItemDeclaration, view: View): ImplementedAction =>
  implement(declaration, ({ db, services, header, ip, input }) =>
    serveItem(
      { db, services, header, ip, path: pathOf(declaration.path, input.params.sourcedId) },
      view,
      input.params.sourcedId,
      input.query.fields,
    ),
  );

/** Every read of the rostering service, each over its view of the shared mapping. */
export const oneRosterReads: readonly ImplementedAction[] = [
  list(or.oneRosterOrgsAction, VIEWS.orgs),
  one(or.oneRosterOrgAction, VIEWS.orgs),
  list(or.oneRosterSchoolsAction, VIEWS.schools),
  one(or.oneRosterSchoolAction, VIEWS.schools),
  list(or.oneRosterSessionsAction, VIEWS.academicSessions),
  one(or.oneRosterSessionAction, VIEWS.academicSessions),
  list(or.oneRosterTermsAction, VIEWS.terms),
  one(or.oneRosterTermAction, VIEWS.terms),
  list(or.oneRosterCoursesAction, VIEWS.courses),
  one(or.oneRosterCourseAction, VIEWS.courses),
  list(or.oneRosterClassesAction, VIEWS.classes),
  one(or.oneRosterClassAction, VIEWS.classes),
  list(or.oneRosterUsersAction, VIEWS.users),
  one(or.oneRosterUserAction, VIEWS.users),
  list(or.oneRosterStudentsAction, VIEWS.students),
  one(or.oneRosterStudentAction, VIEWS.students),
  list(or.oneRosterTeachersAction, VIEWS.teachers),
  one(or.oneRosterTeacherAction, VIEWS.teachers),
  list(or.oneRosterEnrollmentsAction, VIEWS.enrollments),
  one(or.oneRosterEnrollmentAction, VIEWS.enrollments),
  nested(or.oneRosterClassStudentsAction, VIEWS.classStudents),
  nested(or.oneRosterClassTeachersAction, VIEWS.classTeachers),
  nested(or.oneRosterSchoolClassesAction, VIEWS.schoolClasses),
  nested(or.oneRosterSchoolStudentsAction, VIEWS.schoolStudents),
  nested(or.oneRosterSchoolTeachersAction, VIEWS.schoolTeachers),
];
