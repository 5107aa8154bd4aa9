import * as or from '@kampus/contract';
import { implement, type ImplementedAction } from '../../core/actions.ts';
import { VIEWS, type View } from './oneroster-collections.ts';
import { serveItem, servePage } from './oneroster-rest.operation.ts';
import type { OneRosterService } from './oneroster-token.ts';

type CollectionDeclaration = typeof or.oneRosterOrgsAction;
type NestedDeclaration = typeof or.oneRosterClassStudentsAction;
type TwiceNestedDeclaration = typeof or.oneRosterClassStudentResultsAction;
type ItemDeclaration = typeof or.oneRosterOrgAction;

const pathOf = (template: string, sourcedId = '', subSourcedId = ''): string =>
  template
    .replace('{sourcedId}', encodeURIComponent(sourcedId))
    .replace('{subSourcedId}', encodeURIComponent(subSourcedId));

/** The endpoint builders of one service: each answers only a token whose scopes open that service. */
const endpointsOf = (service: OneRosterService) => ({
  list: (declaration: CollectionDeclaration, view: View): ImplementedAction =>
    implement(declaration, ({ db, services, header, ip, input }) =>
      servePage({ db, services, header, ip, service, path: declaration.path }, view, input.query),
    ),
  nested: (declaration: NestedDeclaration, view: View): ImplementedAction =>
    implement(declaration, ({ db, services, header, ip, input }) =>
      servePage(
        { db, services, header, ip, service, path: pathOf(declaration.path, input.params.sourcedId) },
        view,
        input.query,
        [input.params.sourcedId],
      ),
    ),
  nestedTwice: (declaration: TwiceNestedDeclaration, view: View): ImplementedAction =>
    implement(declaration, ({ db, services, header, ip, input }) =>
      servePage(
        {
          db,
          services,
          header,
          ip,
          service,
          path: pathOf(declaration.path, input.params.sourcedId, input.params.subSourcedId),
        },
        view,
        input.query,
        [input.params.sourcedId, input.params.subSourcedId],
      ),
    ),
  one: (declaration: ItemDeclaration, view: View): ImplementedAction =>
    implement(declaration, ({ db, services, header, ip, input }) =>
      serveItem(
        { db, services, header, ip, service, path: pathOf(declaration.path, input.params.sourcedId) },
        view,
        input.params.sourcedId,
        input.query.fields,
      ),
    ),
});

const rostering = endpointsOf('rostering');
const gradebook = endpointsOf('gradebook');
const demographics = endpointsOf('demographics');
const { list, nested, nestedTwice, one } = rostering;

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
  demographics.list(or.oneRosterDemographicsAction, VIEWS.demographics),
  demographics.one(or.oneRosterDemographicAction, VIEWS.demographics),
  nested(or.oneRosterClassStudentsAction, VIEWS.classStudents),
  nested(or.oneRosterClassTeachersAction, VIEWS.classTeachers),
  nested(or.oneRosterSchoolClassesAction, VIEWS.schoolClasses),
  nested(or.oneRosterSchoolStudentsAction, VIEWS.schoolStudents),
  nested(or.oneRosterSchoolTeachersAction, VIEWS.schoolTeachers),
  nested(or.oneRosterSchoolCoursesAction, VIEWS.schoolCourses),
  nested(or.oneRosterSchoolTermsAction, VIEWS.schoolTerms),
  nested(or.oneRosterSchoolEnrollmentsAction, VIEWS.schoolEnrollments),
  nestedTwice(or.oneRosterSchoolClassEnrollmentsAction, VIEWS.schoolClassEnrollments),
  nestedTwice(or.oneRosterSchoolClassStudentsAction, VIEWS.schoolClassStudents),
  nestedTwice(or.oneRosterSchoolClassTeachersAction, VIEWS.schoolClassTeachers),
  nested(or.oneRosterTermClassesAction, VIEWS.termClasses),
  nested(or.oneRosterCourseClassesAction, VIEWS.courseClasses),
  nested(or.oneRosterUserClassesAction, VIEWS.userClasses),
  nested(or.oneRosterStudentClassesAction, VIEWS.studentClasses),
  nested(or.oneRosterTeacherClassesAction, VIEWS.teacherClasses),
];

/** Every read of the gradebook service: categories, line items (graded work), results (released scores). */
export const oneRosterGradebookReads: readonly ImplementedAction[] = [
  gradebook.list(or.oneRosterCategoriesAction, VIEWS.categories),
  gradebook.one(or.oneRosterCategoryAction, VIEWS.categories),
  gradebook.list(or.oneRosterLineItemsAction, VIEWS.lineItems),
  gradebook.one(or.oneRosterLineItemAction, VIEWS.lineItems),
  gradebook.list(or.oneRosterResultsAction, VIEWS.results),
  gradebook.one(or.oneRosterResultAction, VIEWS.results),
  gradebook.nested(or.oneRosterClassLineItemsAction, VIEWS.classLineItems),
  gradebook.nested(or.oneRosterClassResultsAction, VIEWS.classResults),
  gradebook.nestedTwice(or.oneRosterClassLineItemResultsAction, VIEWS.classLineItemResults),
  gradebook.nestedTwice(or.oneRosterClassStudentResultsAction, VIEWS.classStudentResults),
];
