import { gradeLevels, learningStandards, subjectBranches, type Violation } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { parseCsv } from '../../core/csv.ts';
import { create, update } from '../../core/operations.ts';
import { unprocessable, violation } from '../../core/problem.ts';
import { itemCheck } from '../../core/write-pipeline.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/** A header's name as the file may write it: `gradeLevel`, `grade_level`, "Grade level". */
const columnOf = (header: string): string =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** Lower case, in the reader's language's rules, for matching a title the file names. */
const folded = (text: string, language: string): string => text.trim().toLocaleLowerCase(language);

/**
 * POST /api/learning_standards/import (docs/gradebook.md, "Standards-based grading"): each row of
 * the CSV creates the school's standard of its code, or changes the one it has, through the
 * standards' own write path (their rules, the audit trail), in the action's one transaction. The
 * subject and grade level are named by their titles. Every refused row is named (`rows[3].code`,
 * counting the data rows from 0); one refused row refuses the import.
 */
export const importStandards = async (
  db: Db,
  ctx: RequestContext,
  body: { school: number; csv: string },
): Promise<{ created: number; updated: number }> => {
  const [header = [], ...rows] = parseCsv(body.csv.replace(/^\uFEFF/, '')).filter((row) =>
    row.some((cell) => cell.trim() !== ''),
  );
  const columns = header.map(columnOf);
  const at = (name: string) => columns.indexOf(name);
  if (at('code') < 0 || at('description') < 0) throw violation('csv', 'ui.standards.import_missing_columns');
  const reader = scoped(db, ctx);
  const [subjects, levels, existing] = await Promise.all([
    at('subject') < 0 ? [] : reader.of(subjectBranches).list({}),
    at('gradelevel') < 0 ? [] : reader.of(gradeLevels).list({ school: body.school }),
    reader.of(learningStandards).list({ school: body.school }),
  ]);
  const language = ctx.language;
  const subjectByTitle = new Map(subjects.map((row) => [folded(row.title, language), row.id]));
  const levelByTitle = new Map(levels.map((row) => [folded(row.title, language), row.id]));
  const byCode = new Map(existing.map((row) => [row.code, row]));
  const violations: Violation[] = [];
  let created = 0;
  let updated = 0;
  for (const [index, row] of rows.entries()) {
    const cell = (name: string): string => (at(name) < 0 ? '' : (row[at(name)] ?? '').trim());
    const path = (field: string) => `rows[${index}].${field}`;
    const subjectTitle = cell('subject');
    const levelTitle = cell('gradelevel');
    const subject = subjectTitle === '' ? null : subjectByTitle.get(folded(subjectTitle, language));
    const gradeLevel = levelTitle === '' ? null : levelByTitle.get(folded(levelTitle, language));
    if (subject === undefined)
      violations.push({ propertyPath: path('subject'), message: 'ui.standards.import_unknown_subject' });
    if (gradeLevel === undefined)
      violations.push({ propertyPath: path('gradeLevel'), message: 'ui.standards.import_unknown_grade_level' });
    if (subject === undefined || gradeLevel === undefined) continue;
    const fields = { code: cell('code'), description: cell('description'), subject, gradeLevel };
    await itemCheck(
      index,
      violations,
      async () => {
        const known = byCode.get(fields.code);
        if (known) {
          await update(db, ctx, learningStandards, known.id, fields);
          updated += 1;
        } else {
          byCode.set(fields.code, await create(db, ctx, learningStandards, { school: body.school, ...fields }));
          created += 1;
        }
      },
      'rows',
    );
  }
  if (violations.length > 0) throw unprocessable(violations);
  return { created, updated };
};
