import * as or from '@kampus/contract';
import { implement, type ImplementedAction } from '../../core/actions.ts';
import { VIEWS, type View } from './oneroster-collections.ts';
import { serveItem, servePage, serveWrite } from './oneroster-rest.operation.ts';
import type { OneRosterService } from './oneroster-token.ts';
import type { ApiKeyContext } from '../../core/api-key-context.ts';
import type { Services } from '../../core/services.ts';
import type { Db } from '../../db/database.ts';
import { writtenRow } from './oneroster-ids.ts';
import { toJson } from './oneroster-json.ts';
import { deleteLineItem, postClassLineItems, putLineItem } from './oneroster-line-items-write.operation.ts';
import { deleteResult, putResult } from './oneroster-results-write.operation.ts';

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

type PutDeclaration = typeof or.oneRosterPutLineItemAction;
type DeleteDeclaration = typeof or.oneRosterDeleteLineItemAction;
type Written = 'lineItem' | 'result';

/**
 * The record a PUT answers, as the reads answer it (a result whether or not its work is released:
 * its writer sent it): 201 when it was made, 200 when replaced.
 */
const answered = async (tx: Db, ctx: ApiKeyContext, kind: Written, sourcedId: string, created: boolean) => {
  const row = await writtenRow(tx, ctx, kind, sourcedId);
  const json = toJson[kind === 'lineItem' ? 'lineItems' : 'results'];
  return { status: created ? 201 : 200, body: { [kind]: row && json ? json(row) : {} } };
};

/**
 * A write's call to the service: a DELETE needs the token's delete scope, a PUT or POST its
 * createput scope (oneroster-token.ts).
 */
const writeCall = (
  args: { db: Db; services: Services; header: (name: string) => string | undefined; ip: string },
  method: 'PUT' | 'POST' | 'DELETE',
  path: string,
) =>
  ({
    db: args.db,
    services: args.services,
    header: args.header,
    ip: args.ip,
    service: method === 'DELETE' ? 'gradebookDelete' : 'gradebookWrite',
    method,
    path,
  }) as const;

/** The write builders: each answers only a token whose scopes open that write, in one transaction. */
const writes = {
  put: (
    declaration: PutDeclaration,
    kind: Written,
    write: (tx: Db, ctx: ApiKeyContext, sourcedId: string, body: Uint8Array) => Promise<{ created: boolean }>,
  ): ImplementedAction =>
    implement(declaration, (args) => {
      const { sourcedId } = args.input.params;
      const call = writeCall(args, 'PUT', pathOf(declaration.path, sourcedId));
      return serveWrite(call, async (tx, ctx) => {
        const { created } = await write(tx, ctx, sourcedId, args.input.body);
        return answered(tx, ctx, kind, sourcedId, created);
      });
    }),
  remove: (
    declaration: DeleteDeclaration,
    write: (tx: Db, ctx: ApiKeyContext, sourcedId: string) => Promise<void>,
  ): ImplementedAction =>
    implement(declaration, (args) => {
      const { sourcedId } = args.input.params;
      return serveWrite(writeCall(args, 'DELETE', pathOf(declaration.path, sourcedId)), async (tx, ctx) => {
        await write(tx, ctx, sourcedId);
        return { status: 204 };
      });
    }),
};

const postClassLineItemsAction = implement(or.oneRosterPostClassLineItemsAction, (args) => {
  const { sourcedId } = args.input.params;
  const call = writeCall(args, 'POST', pathOf(or.oneRosterPostClassLineItemsAction.path, sourcedId));
  return serveWrite(call, async (tx, ctx) => ({
    status: 201,
    body: { sourcedIdPairs: await postClassLineItems(tx, ctx, sourcedId, args.input.body) },
  }));
});

/** Every write of the gradebook service (docs/oneroster.md, "Writing the gradebook"). */
export const oneRosterGradebookWrites: readonly ImplementedAction[] = [
  writes.put(or.oneRosterPutLineItemAction, 'lineItem', putLineItem),
  postClassLineItemsAction,
  writes.remove(or.oneRosterDeleteLineItemAction, deleteLineItem),
  writes.put(or.oneRosterPutResultAction, 'result', putResult),
  writes.remove(or.oneRosterDeleteResultAction, deleteResult),
];
