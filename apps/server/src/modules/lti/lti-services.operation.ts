import {
  assignmentScores,
  assignments,
  divideRational,
  formatRational,
  ltiLinks,
  multiplyRational,
  parseDecimal,
  schedules,
  users,
  type Audience,
  type RowOf,
} from '@kampus/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { create, remove, update } from '../../core/operations.ts';
import { scoped, system } from '../../core/repository.ts';
import { inTransaction, type Db } from '../../db/database.ts';
import { ltiLineItems, ltiScoreTimes } from '../../db/lti-tables.ts';
import { studentsOfClasses } from '../academics/exam-context.operation.ts';
import { saveWorkCell } from '../gradebook/gradebook-save.operation.ts';
import { resolveContext, type LtiContext } from './lti-context.ts';
import { rolesOf } from './lti-launch.operation.ts';
import { ServiceRefused, type ServiceCall } from './lti-token.ts';

type Assignment = RowOf<typeof assignments>;
type LineItemRow = typeof ltiLineItems.$inferSelect;

const bad = (message: string) => new ServiceRefused(400, message);
const notFound = () => new ServiceRefused(404, 'No such context or line item of this tool.');

/** The context the path names, in the tool's school and the registrar's reach; else 404. */
const contextOf = async (db: Db, call: ServiceCall, id: string): Promise<LtiContext> => {
  const context = await resolveContext(db, call.ctx, call.tool, id);
  if (!context) throw notFound();
  return context;
};

/** Accounts by id: the opaque id tools know a person by (`sub` of the launch), names, e-mail, kind. */
const accountsOf = async (db: Db, ids: readonly number[]) => {
  if (ids.length === 0) return [];
  const account = system(db).of(users).table;
  return db
    .select({
      id: account.id,
      uuid: account.uuid,
      name: account.name,
      lastName: account.lastName,
      email: account.email,
    })
    .from(account)
    .where(inArray(account.id, [...ids]));
};

/** The class's students who have an account, with their student record (the class's list as the registrar reads it). */
const learnersOf = async (db: Db, call: ServiceCall, context: LtiContext) => {
  const withAccount = (await studentsOfClasses(db, call.ctx, [context.klass.id]))
    .map(({ student }) => student)
    .filter((student) => student.user !== null);
  const accounts = new Map(
    (
      await accountsOf(
        db,
        withAccount.map((row) => Number(row.user)),
      )
    ).map((row) => [row.id, row]),
  );
  return withAccount.flatMap((student) => {
    const account = accounts.get(Number(student.user));
    return account ? [{ student, account }] : [];
  });
};

/**
 * NRPS 2.0: the context's members, the class's students (Learner) and its teachers of the course
 * (the homeroom teacher and whoever teaches the course's lessons in it: Instructor), by the id
 * the launch gave them. `role` narrows to one role, as the service's query allows.
 */
export const memberships = async (db: Db, call: ServiceCall, id: string, url: string, role?: string) => {
  const context = await contextOf(db, call, id);
  const lessons = system(db).of(schedules).table;
  const teacherIds = new Set(
    (
      await db
        .selectDistinct({ teacher: lessons.teacherId })
        .from(lessons)
        .where(and(eq(lessons.classId, context.klass.id), eq(lessons.course, context.course.id)))
    ).map((row) => row.teacher),
  );
  if (context.klass.teacher !== null) teacherIds.add(context.klass.teacher);
  const person = (account: { uuid: string; name: unknown; lastName: unknown; email: unknown }, audience: Audience) => ({
    status: 'Active',
    user_id: account.uuid,
    roles: [rolesOf(audience)[0]],
    ...(call.tool.sendNames
      ? {
          name: `${String(account.name)} ${String(account.lastName)}`,
          given_name: String(account.name),
          family_name: String(account.lastName),
          email: String(account.email),
        }
      : {}),
  });
  const members = [
    ...(await accountsOf(db, [...teacherIds])).map((account) => person(account, 'teacher')),
    ...(await learnersOf(db, call, context)).map(({ account }) => person(account, 'student')),
  ].filter((member) => !role || member.roles.some((given) => given === role || given?.endsWith(`#${role}`)));
  return { id: url, context: { id: context.id, label: String(context.klass.title), title: context.title }, members };
};

const lineItemJson = (base: string, context: LtiContext, work: Assignment, row: LineItemRow) => ({
  id: `${base}/lti/contexts/${context.id}/lineitems/${work.id}`,
  label: work.title,
  scoreMaximum: Number(work.maxPoints),
  ...(row.resourceId === null ? {} : { resourceId: row.resourceId }),
  ...(row.tag === null ? {} : { tag: row.tag }),
  ...(row.linkId === null ? {} : { resourceLinkId: String(row.linkId) }),
  ...(row.startDateTime === null ? {} : { startDateTime: row.startDateTime }),
  ...(row.endDateTime === null ? {} : { endDateTime: row.endDateTime }),
});

/** The tool's line items of the context (a tool sees the gradebook work it made, not the teacher's own). */
export const lineItems = async (
  db: Db,
  call: ServiceCall,
  base: string,
  id: string,
  filter: { resource_link_id?: string | undefined; resource_id?: string | undefined; tag?: string | undefined },
) => {
  const context = await contextOf(db, call, id);
  const rows = await db.select().from(ltiLineItems).where(eq(ltiLineItems.toolId, call.tool.id));
  const work = new Map(
    (rows.length === 0
      ? []
      : await scoped(db, call.ctx, { across: 'reach', as: 'reader' })
          .of(assignments)
          .list({ id: rows.map((row) => row.assignmentId), class: context.klass.id, course: context.course.id })
    ).map((row) => [row.id, row]),
  );
  return rows
    .filter((row) => work.has(row.assignmentId))
    .filter((row) => filter.resource_link_id === undefined || String(row.linkId) === filter.resource_link_id)
    .filter((row) => filter.resource_id === undefined || row.resourceId === filter.resource_id)
    .filter((row) => filter.tag === undefined || row.tag === filter.tag)
    .map((row) => lineItemJson(base, context, work.get(row.assignmentId) as Assignment, row));
};

/** One line item of the tool in the context, or 404. */
const ownLineItem = async (db: Db, call: ServiceCall, context: LtiContext, item: string) => {
  if (!/^\d{1,10}$/.test(item)) throw notFound();
  const [row] = await db
    .select()
    .from(ltiLineItems)
    .where(and(eq(ltiLineItems.assignmentId, Number(item)), eq(ltiLineItems.toolId, call.tool.id)));
  const work = row
    ? await scoped(db, call.ctx, { across: 'reach', as: 'reader' }).of(assignments).first({ id: row.assignmentId })
    : undefined;
  if (!row || !work || work.class !== context.klass.id || work.course !== context.course.id) throw notFound();
  return { row, work };
};

export const lineItem = async (db: Db, call: ServiceCall, base: string, id: string, item: string) => {
  const context = await contextOf(db, call, id);
  const { row, work } = await ownLineItem(db, call, context, item);
  return lineItemJson(base, context, work, row);
};

const jsonOf = (body: Uint8Array): Record<string, unknown> => {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    throw bad('The body is not JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw bad('The body is not a JSON object.');
  return value as Record<string, unknown>;
};

const optionalText = (body: Record<string, unknown>, name: string, max = 500): string | null => {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > max || value.includes('\u0000'))
    throw bad(`${name}: a text of at most ${max} characters.`);
  return value;
};

/** A decimal of at most two places within the gradebook's bounds, as the gradebook stores points. */
const points = (value: unknown, name: string): string => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 10000)
    throw bad(`${name}: a number above 0 and at most 10000.`);
  try {
    return formatRational(parseDecimal(value, 2), 2, 'half_up');
  } catch {
    throw bad(`${name}: at most two decimal places.`);
  }
};

/** What a line item's body says: its label and maximum, and what the gradebook keeps beside it. */
const lineItemFields = async (db: Db, call: ServiceCall, context: LtiContext, body: Record<string, unknown>) => {
  const label = optionalText(body, 'label', 150);
  if (!label?.trim()) throw bad('label: required.');
  const linkId = optionalText(body, 'resourceLinkId', 20);
  let link: number | null = null;
  if (linkId !== null) {
    const found = /^\d{1,10}$/.test(linkId)
      ? await system(db)
          .of(ltiLinks)
          .first({ id: Number(linkId), ltiTool: call.tool.id })
      : undefined;
    if (!found || found.class !== context.klass.id || found.course !== context.course.id)
      throw bad('resourceLinkId: not a link of this tool in this context.');
    link = found.id;
  }
  const endDateTime = optionalText(body, 'endDateTime', 40);
  if (endDateTime !== null && Number.isNaN(Date.parse(endDateTime))) throw bad('endDateTime: not a date and time.');
  const startDateTime = optionalText(body, 'startDateTime', 40);
  if (startDateTime !== null && Number.isNaN(Date.parse(startDateTime)))
    throw bad('startDateTime: not a date and time.');
  return {
    work: {
      title: label.trim(),
      maxPoints: points(body.scoreMaximum, 'scoreMaximum'),
      dueDate: endDateTime === null ? null : new Date(endDateTime).toISOString().slice(0, 10),
    },
    kept: {
      linkId: link,
      resourceId: optionalText(body, 'resourceId'),
      tag: optionalText(body, 'tag'),
      startDateTime,
      endDateTime,
    },
  };
};

/** POST lineitems: a gradebook assignment of the context's class and course, made as the registrar. */
export const createLineItem = (db: Db, call: ServiceCall, base: string, id: string, body: Uint8Array) =>
  inTransaction(db, async (tx) => {
    const context = await contextOf(tx, call, id);
    const { work, kept } = await lineItemFields(tx, call, context, jsonOf(body));
    const made = await create(tx, call.ctx, assignments, {
      school: context.klass.school,
      class: context.klass.id,
      course: context.course.id,
      kind: 'homework',
      ...work,
    });
    const [row] = await tx
      .insert(ltiLineItems)
      .values({ assignmentId: made.id, toolId: call.tool.id, ...kept })
      .returning();
    return lineItemJson(base, context, made as Assignment, row as LineItemRow);
  });

export const updateLineItem = (db: Db, call: ServiceCall, base: string, id: string, item: string, body: Uint8Array) =>
  inTransaction(db, async (tx) => {
    const context = await contextOf(tx, call, id);
    const { work: current } = await ownLineItem(tx, call, context, item);
    const { work, kept } = await lineItemFields(tx, call, context, jsonOf(body));
    const changed = await update(tx, call.ctx, assignments, current.id, work);
    const [row] = await tx.update(ltiLineItems).set(kept).where(eq(ltiLineItems.assignmentId, current.id)).returning();
    return lineItemJson(base, context, changed as Assignment, row as LineItemRow);
  });

export const deleteLineItem = (db: Db, call: ServiceCall, id: string, item: string) =>
  inTransaction(db, async (tx) => {
    const context = await contextOf(tx, call, id);
    const { work } = await ownLineItem(tx, call, context, item);
    await remove(tx, call.ctx, assignments, work.id);
  });

const ACTIVITY = new Set(['Initialized', 'Started', 'InProgress', 'Submitted', 'Completed']);
const GRADING = new Set(['FullyGraded', 'Pending', 'PendingManual', 'Failed', 'NotReady']);

/**
 * POST scores: the student's score into the gradebook through its one write path (the score's
 * rules, the audit trail, the other teachers told), as the registrar. A score counts once the tool
 * says it is FullyGraded; given without `scoreGiven`, the student's score is cleared. The points
 * are the tool's fraction of the line item's maximum, exact, to two places. A score older than the
 * last one taken is refused (409), so a retry that arrives late never undoes a newer grade.
 */
export const postScore = (db: Db, call: ServiceCall, id: string, item: string, raw: Uint8Array) =>
  inTransaction(db, async (tx) => {
    const context = await contextOf(tx, call, id);
    const { work } = await ownLineItem(tx, call, context, item);
    const body = jsonOf(raw);
    const userId = optionalText(body, 'userId', 100);
    const activity = optionalText(body, 'activityProgress', 40);
    const grading = optionalText(body, 'gradingProgress', 40);
    const timestamp = optionalText(body, 'timestamp', 40);
    if (!userId) throw bad('userId: required.');
    if (!activity || !ACTIVITY.has(activity)) throw bad('activityProgress: one of LTI AGS’s values.');
    if (!grading || !GRADING.has(grading)) throw bad('gradingProgress: one of LTI AGS’s values.');
    const postedAt = timestamp === null ? Number.NaN : Date.parse(timestamp);
    if (Number.isNaN(postedAt)) throw bad('timestamp: required, an ISO 8601 date and time.');
    const learner = (await learnersOf(tx, call, context)).find(({ account }) => account.uuid === userId);
    if (!learner) throw new ServiceRefused(404, 'userId: no student of this context.');
    const [last] = await tx
      .select()
      .from(ltiScoreTimes)
      .where(and(eq(ltiScoreTimes.assignmentId, work.id), eq(ltiScoreTimes.studentId, learner.student.id)));
    if (last && last.postedAt.getTime() > postedAt) throw new ServiceRefused(409, 'A newer score is on record.');
    const comment = optionalText(body, 'comment', 1000);
    if (grading === 'FullyGraded') {
      let cell: { scoreStatus: 'scored' | null; points: string | null };
      if (body.scoreGiven === undefined || body.scoreGiven === null) cell = { scoreStatus: null, points: null };
      else {
        const given = body.scoreGiven;
        const maximum = body.scoreMaximum;
        if (typeof given !== 'number' || !Number.isFinite(given) || given < 0)
          throw bad('scoreGiven: a number of 0 or more.');
        if (typeof maximum !== 'number' || !Number.isFinite(maximum) || maximum <= 0)
          throw bad('scoreMaximum: required with scoreGiven, above 0.');
        let fraction;
        try {
          fraction = divideRational(
            multiplyRational(parseDecimal(given), parseDecimal(work.maxPoints)),
            parseDecimal(maximum),
          );
        } catch {
          throw bad('scoreGiven, scoreMaximum: numbers written as decimals.');
        }
        cell = { scoreStatus: 'scored', points: formatRational(fraction, 2, 'half_up') };
      }
      await saveWorkCell(tx, call.ctx, work, { student: learner.student.id, ...cell, comment });
    }
    const values = { postedAt: new Date(postedAt), activityProgress: activity, gradingProgress: grading };
    await tx
      .insert(ltiScoreTimes)
      .values({ assignmentId: work.id, studentId: learner.student.id, ...values })
      .onConflictDoUpdate({ target: [ltiScoreTimes.assignmentId, ltiScoreTimes.studentId], set: values });
  });

/** GET results: the gradebook's scores of the line item, by the ids the tool knows the students by. */
export const results = async (db: Db, call: ServiceCall, base: string, id: string, item: string, userId?: string) => {
  const context = await contextOf(db, call, id);
  const { work } = await ownLineItem(db, call, context, item);
  const learners = await learnersOf(db, call, context);
  const byStudent = new Map(learners.map((entry) => [entry.student.id, entry.account]));
  const scores = await scoped(db, call.ctx, { across: 'reach', as: 'reader' })
    .of(assignmentScores)
    .list({ assignment: work.id });
  const itemUrl = `${base}/lti/contexts/${context.id}/lineitems/${work.id}`;
  return scores.flatMap((score) => {
    const account = byStudent.get(score.student);
    if (!account || (userId !== undefined && account.uuid !== userId)) return [];
    return [
      {
        id: `${itemUrl}/results/${score.id}`,
        scoreOf: itemUrl,
        userId: account.uuid,
        ...(score.scoreStatus === 'scored' && score.points !== null
          ? { resultScore: Number(score.points), resultMaximum: Number(work.maxPoints) }
          : {}),
        ...(score.comment ? { comment: score.comment } : {}),
      },
    ];
  });
};
