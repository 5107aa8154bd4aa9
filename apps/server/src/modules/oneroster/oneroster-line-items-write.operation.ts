import { assignments, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { create, remove, update } from '../../core/operations.ts';
import type { Db } from '../../db/database.ts';
import { oneRosterLineItemIds } from '../../db/oneroster-tables.ts';
import {
  arrayAt,
  asObject,
  bodyOf,
  checkStatus,
  dayAt,
  invalid,
  objectAt,
  pointsAt,
  refAt,
  textAt,
  type JsonObject,
} from './oneroster-body.ts';
import { refuse } from './oneroster-errors.ts';
import { categoryOf, classOf, courseOf, kampusId, lineItemOf, unknown, type Assignment } from './oneroster-ids.ts';

/**
 * The line item writes of OneRoster 1.2's gradebook service (docs/oneroster.md, "Writing the
 * gradebook"): a line item is a piece of gradebook work (`assignments`) of a class, created,
 * replaced and deleted through the core's operations as the key's user (their reach and grant,
 * the work's own rules, the audit trail), in the caller's one transaction.
 */

/** The most line items one POST creates. */
const MAX_ITEMS = 100;

/** What a line item's body says, as the gradebook's work. */
interface WorkFields {
  klass: Awaited<ReturnType<typeof classOf>>;
  course: number;
  work: {
    title: string;
    description: string | null;
    dueDate: string | null;
    maxPoints: string;
    gradingCategory: number | null;
  };
}

/**
 * Reads one line item of a body at `path` (`lineItem`, `lineItems[2]`), every field checked
 * before anything is written. `current` is the work it replaces: its class stays (a class's
 * scores are its students'), its course unless the client names another.
 */
const lineItemFields = async (
  tx: Db,
  ctx: RequestContext,
  item: JsonObject,
  path: string,
  current: Assignment | null,
): Promise<WorkFields> => {
  const title = textAt(item, 'title', `${path}.title`, { max: 150, required: true }) ?? '';
  const description = textAt(item, 'description', `${path}.description`, { max: 5000 });
  checkStatus(item, `${path}.status`);
  // Kampus keeps when work was made, not a date the client gives: assignDate is checked, not kept.
  dayAt(item, 'assignDate', `${path}.assignDate`);
  const dueDate = dayAt(item, 'dueDate', `${path}.dueDate`);
  const maxPoints = pointsAt(item, 'resultValueMax', `${path}.resultValueMax`, {
    min: '0',
    max: '10000',
    aboveMin: true,
  });
  if (maxPoints === null) throw invalid(`${path}.resultValueMax`, 'required, a number above 0.');
  const minimum = pointsAt(item, 'resultValueMin', `${path}.resultValueMin`, { min: '0', max: '10000' });
  if (minimum !== null && minimum !== '0.00') throw invalid(`${path}.resultValueMin`, "0: Kampus's points start at 0.");
  const classId = refAt(item, 'class', `${path}.class`, true) ?? '';
  const klass = await classOf(tx, ctx, classId, `${path}.class`);
  if (current && current.class !== klass.id)
    throw invalid(`${path}.class`, 'a line item stays in its class (its scores are its students’).');
  const school = refAt(item, 'school', `${path}.school`, false);
  if (school !== null && school !== `school-${klass.school}`)
    throw invalid(`${path}.school`, "not the class's school.");
  const category = refAt(item, 'category', `${path}.category`, false);
  const gradingCategory = await categoryOf(tx, ctx, category, klass.school, `${path}.category`);
  const metadata =
    item.metadata === undefined || item.metadata === null ? {} : asObject(item.metadata, `${path}.metadata`);
  const named = textAt(metadata, 'kampus.course', `${path}.metadata.kampus.course`, { max: 100 });
  const course =
    named === null && current
      ? current.course
      : await courseOf(tx, ctx, named, klass, `${path}.metadata.kampus.course`);
  return { klass, course, work: { title: title.trim(), description, dueDate, maxPoints, gradingCategory } };
};

/** Keeps the client's sourcedId for new work; another record of the school that holds it already is a conflict. */
const keepSourcedId = async (tx: Db, work: RowOf<typeof assignments>, sourcedId: string): Promise<void> => {
  const kept = await tx
    .insert(oneRosterLineItemIds)
    .values({ assignmentId: work.id, schoolId: work.school, sourcedId })
    .onConflictDoNothing()
    .returning();
  if (kept.length === 0)
    throw refuse(409, 'invaliddata', `sourcedId: "${sourcedId}" already names another line item of this school.`);
};

const createWork = async (tx: Db, ctx: RequestContext, fields: WorkFields) =>
  create(tx, ctx, assignments, {
    school: fields.klass.school,
    class: fields.klass.id,
    course: fields.course,
    kind: 'homework',
    ...fields.work,
  });

/** A sourcedId in the form of Kampus's own ids is Kampus's to give: a client cannot make one. */
const ownForm = (sourcedId: string): boolean => kampusId('lineitem', sourcedId) !== null;

/**
 * PUT /lineItems/{sourcedId}: replaces the work the id names (200), or creates work of the
 * body's class keeping the client's id (201). Answers the id the reads find it by.
 */
export const putLineItem = async (
  tx: Db,
  ctx: RequestContext,
  sourcedId: string,
  bytes: Uint8Array,
): Promise<{ created: boolean }> => {
  const item = objectAt(bodyOf(bytes), 'lineItem', 'lineItem');
  const given = textAt(item, 'sourcedId', 'lineItem.sourcedId', { max: 100 });
  if (given !== null && given !== sourcedId) throw invalid('lineItem.sourcedId', "not the path's sourcedId.");
  const current = await lineItemOf(tx, ctx, sourcedId);
  if (!current && ownForm(sourcedId)) throw unknown('sourcedId', sourcedId);
  const fields = await lineItemFields(tx, ctx, item, 'lineItem', current);
  if (current) {
    await update(tx, ctx, assignments, current.id, { ...fields.work, course: fields.course });
    return { created: false };
  }
  await keepSourcedId(tx, await createWork(tx, ctx, fields), sourcedId);
  return { created: true };
};

/**
 * POST /classes/{sourcedId}/lineItems: new work of that class, all or none; a line item's own
 * sourcedId is kept (it must be new), else it gets Kampus's. Answers each pair of ids.
 */
export const postClassLineItems = async (
  tx: Db,
  ctx: RequestContext,
  classSourcedId: string,
  bytes: Uint8Array,
): Promise<{ suppliedSourcedId: string; allocatedSourcedId: string }[]> => {
  await classOf(tx, ctx, classSourcedId, 'class');
  const items = arrayAt(bodyOf(bytes), 'lineItems', 'lineItems', MAX_ITEMS);
  const pairs = [];
  for (const [index, value] of items.entries()) {
    const path = `lineItems[${index}]`;
    const item = asObject(value, path);
    const supplied = textAt(item, 'sourcedId', `${path}.sourcedId`, { max: 100 });
    if (supplied !== null && (ownForm(supplied) || (await lineItemOf(tx, ctx, supplied))))
      throw refuse(409, 'invaliddata', `${path}.sourcedId: "${supplied}" is taken; PUT replaces a line item.`);
    const classRef = refAt(item, 'class', `${path}.class`, false);
    if (classRef !== null && classRef !== classSourcedId) throw invalid(`${path}.class`, "not the path's class.");
    const fields = await lineItemFields(tx, ctx, { ...item, class: { sourcedId: classSourcedId } }, path, null);
    const made = await createWork(tx, ctx, fields);
    if (supplied !== null) await keepSourcedId(tx, made, supplied);
    pairs.push({ suppliedSourcedId: supplied ?? '', allocatedSourcedId: supplied ?? `lineitem-${made.id}` });
  }
  return pairs;
};

/** DELETE /lineItems/{sourcedId}: the work and its scores, as the gradebook deletes work (its rules may refuse). */
export const deleteLineItem = async (tx: Db, ctx: RequestContext, sourcedId: string): Promise<void> => {
  const current = await lineItemOf(tx, ctx, sourcedId);
  if (!current) throw unknown('sourcedId', sourcedId);
  // Its kept sourcedId and its results' go with it (the tables' cascades).
  await remove(tx, ctx, assignments, current.id);
};
