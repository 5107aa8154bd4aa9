import { exams, homeworks, type assignments, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import type { HookData } from '../../core/hooks.ts';
import { unprocessable } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

type Assignment = RowOf<typeof assignments>;

/** What the exam or the homework decides of its work: the rest (category, release) is the teacher's. */
const SOURCE_FIELDS = ['class', 'course', 'title', 'kind', 'dueDate', 'maxPoints'] as const;
const HOMEWORK_FIELDS = [...SOURCE_FIELDS, 'description'] as const;

/** The record an assignment is made from, its title, and the messages that name it; none for the grid's own work. */
interface Source {
  name: 'exam' | 'homework';
  fields: readonly (keyof Assignment & string)[];
  values: Record<string, string>;
  changed: string;
  deleted: string;
}

const sourceOf = async (tx: Db, ctx: RequestContext, row: Assignment): Promise<Source | null> => {
  if (row.exam !== null && ctx.deriving !== 'exam-results') {
    const exam = await system(tx).of(exams).first({ id: row.exam });
    return {
      name: 'exam',
      fields: SOURCE_FIELDS,
      values: { exam: exam?.title ?? '' },
      changed: 'ui.gradebook.exam_work_from_exam',
      deleted: 'ui.gradebook.exam_work_delete',
    };
  }
  if (row.homework !== null && ctx.deriving !== 'homework') {
    const homework = await system(tx).of(homeworks).first({ id: row.homework });
    return {
      name: 'homework',
      fields: HOMEWORK_FIELDS,
      values: { homework: homework?.title ?? '' },
      changed: 'ui.gradebook.homework_work_from_homework',
      deleted: 'ui.gradebook.homework_work_delete',
    };
  }
  return null;
};

/**
 * An exam's or a homework's work changes with it (docs/gradebook.md, "Exams in the gradebook"):
 * a change of what the source decides is refused on each field changed, naming the source.
 */
export const sourcedWorkUpdateRule = async (
  tx: Db,
  ctx: RequestContext,
  data: HookData<typeof assignments>,
  current: Assignment,
): Promise<void> => {
  const source = await sourceOf(tx, ctx, current);
  if (!source) return;
  const changed = source.fields.filter((field) => field in data && String(data[field]) !== String(current[field]));
  if (changed.length === 0) return;
  throw unprocessable(
    changed.map((field) => ({ propertyPath: field, message: source.changed, values: source.values })),
  );
};

/** An exam's or a homework's work goes with its source, never on its own. */
export const sourcedWorkDeleteRule = async (tx: Db, ctx: RequestContext, row: Assignment): Promise<void> => {
  const source = await sourceOf(tx, ctx, row);
  if (source) throw unprocessable([{ propertyPath: source.name, message: source.deleted, values: source.values }]);
};

/** A score of an exam's work is the exam's result: typed in the exam's grid or read from its optic form only. */
export const examScoreRule = async (tx: Db, ctx: RequestContext, assignment: Assignment): Promise<void> => {
  if (assignment.exam === null || ctx.deriving === 'exam-results') return;
  const exam = await system(tx).of(exams).first({ id: assignment.exam });
  throw unprocessable([
    { propertyPath: 'points', message: 'ui.gradebook.exam_work_from_exam', values: { exam: exam?.title ?? '' } },
  ]);
};
