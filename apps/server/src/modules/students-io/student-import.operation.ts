import {
  gradeLevels,
  guardians,
  MAX_STUDENT_IMPORT_ROWS,
  students,
  translate,
  validateRecord,
  type Language,
} from '@kampus/contract';
import ExcelJS from 'exceljs';
import type { RequestContext } from '../../core/caller.ts';
import { createMany } from '../../core/operations.ts';
import { Problem } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { parseCsv } from '../../core/csv.ts';
import { STUDENT_COLUMNS } from './student-export.operation.ts';

/** One row's error: the file's line (the header is line 1), the field, and the message in the caller's language. */
export interface RowError {
  row: number;
  field: string;
  message: string;
}

export interface ReadFile {
  headers: string[];
  records: Record<string, string>[];
}

/** A cell as the import reads it: a date cell (as our export writes birth dates) is its day. */
const cellText = (cell: ExcelJS.Cell): string =>
  cell.value instanceof Date ? cell.value.toISOString().slice(0, 10) : cell.text.trim();

/** The file's rows as objects keyed by field, through the column mapping. Excel if it is a zip, else UTF-8 CSV. */
export const readStudentFile = async (bytes: Uint8Array, columns: Record<string, string>): Promise<ReadFile> => {
  let table: string[][];
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    table = [];
    sheet?.eachRow({ includeEmpty: false }, (row) => {
      const values: string[] = [];
      for (let index = 1; index <= sheet.columnCount; index += 1) values.push(cellText(row.getCell(index)));
      table.push(values);
    });
  } else {
    table = parseCsv(new TextDecoder('utf-8').decode(bytes));
  }
  const [headers = [], ...body] = table;
  const position = new Map(headers.map((header, index) => [header.trim().toLowerCase(), index] as const));
  const indexOf = (field: string): number | undefined => position.get((columns[field] ?? field).trim().toLowerCase());
  const records = body.map((cells) =>
    Object.fromEntries(
      STUDENT_COLUMNS.map((field) => {
        const index = indexOf(field);
        return [field, index === undefined ? '' : (cells[index] ?? '').trim()];
      }),
    ),
  );
  return { headers, records };
};

/** A guardian's fields as the file's columns name them. */
const GUARDIAN_FIELDS: Readonly<Record<string, string>> = {
  name: 'guardianName',
  lastName: 'guardianLastName',
  relation: 'guardianRelation',
  phone: 'guardianPhone',
  email: 'guardianEmail',
};

const blankToNull = (value: string | undefined): string | null => (value ? value : null);

/**
 * Saves the rows (students, then each one's guardian) through the create operation, so every row
 * meets the same rules as the API; any error anywhere stops everything (the caller's transaction
 * rolls back). Errors come back by line and field, in the caller's language.
 */
export const importStudentRows = async (
  db: Db,
  ctx: RequestContext,
  records: Record<string, string>[],
  language: Language,
): Promise<{ errors: RowError[]; students: number; guardians: number }> => {
  const errors: RowError[] = [];
  const say = (row: number, field: string, key: string, values: Record<string, string> = {}) =>
    errors.push({ row: row + 2, field, message: translate(language, key, values) });
  if (records.length === 0) say(-1, 'file', 'student_import.no_rows');
  if (records.length > MAX_STUDENT_IMPORT_ROWS)
    say(-1, 'file', 'student_import.too_many_rows', { max: String(MAX_STUDENT_IMPORT_ROWS) });
  if (errors.length > 0) return { errors, students: 0, guardians: 0 };
  const repo = scoped(db, ctx);
  const levels = new Map(
    (await repo.of(gradeLevels).list({})).map((level) => [level.title.trim().toLowerCase(), level.id] as const),
  );
  const numbers = records.map((record) => record.studentNumber ?? '').filter(Boolean);
  const taken = new Set(
    (await repo.of(students).list({ studentNumber: numbers })).map((row) => row.studentNumber ?? ''),
  );
  const seen = new Map<string, number>();
  const bodies = records.map((record, index) => {
    const number = record.studentNumber ?? '';
    if (number && seen.has(number)) say(index, 'studentNumber', 'student_import.duplicate_number', { value: number });
    if (number && taken.has(number)) say(index, 'studentNumber', 'student_import.number_taken', { value: number });
    seen.set(number, index);
    const level = record.gradeLevel ? levels.get(record.gradeLevel.toLowerCase()) : undefined;
    if (record.gradeLevel && level === undefined)
      say(index, 'gradeLevel', 'student_import.unknown_grade_level', { value: record.gradeLevel });
    return {
      name: record.name ?? '',
      lastName: record.lastName ?? '',
      studentNumber: blankToNull(record.studentNumber),
      nationalId: blankToNull(record.nationalId),
      gender: blankToNull(record.gender),
      birthDate: blankToNull(record.birthDate),
      email: blankToNull(record.email),
      phone: blankToNull(record.phone),
      gradeLevel: level ?? null,
      enrollmentDate: blankToNull(record.enrollmentDate),
      isActive:
        record.isActive === '' || record.isActive === undefined
          ? true
          : ['1', 'true', 'yes'].includes(record.isActive.toLowerCase()),
    };
  });
  const collect = async <T>(work: () => Promise<T>, fields: (path: string) => string): Promise<T | null> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof Problem) || !error.violations) throw error;
      for (const violation of error.violations) {
        const match = /^items\[(\d+)\]\.(.+)$/.exec(violation.propertyPath);
        errors.push({
          row: match ? Number(match[1]) + 2 : 0,
          field: fields(match?.[2] ?? violation.propertyPath),
          message: translate(language, violation.message),
        });
      }
      return null;
    }
  };
  // A guardian's own fields are checked with the students', so the preview shows every bad row at once.
  const withGuardian = records.flatMap((record, index) =>
    record.guardianName || record.guardianLastName ? [{ record, index }] : [],
  );
  const guardianBody = (record: Record<string, string>, studentId: number | undefined) => ({
    studentId,
    name: record.guardianName ?? '',
    lastName: record.guardianLastName ?? '',
    relation: record.guardianRelation || null,
    phone: blankToNull(record.guardianPhone),
    email: blankToNull(record.guardianEmail),
    isPrimary: true,
  });
  for (const { record, index } of withGuardian) {
    const checked = validateRecord(guardians, 'create', {
      ...guardianBody(record, 1),
      school: ctx.activeSchoolId ?? 1,
    });
    if (checked.ok) continue;
    for (const found of checked.violations) {
      errors.push({
        row: index + 2,
        field: GUARDIAN_FIELDS[found.propertyPath] ?? found.propertyPath,
        message: translate(language, found.message),
      });
    }
  }
  if (errors.length > 0) {
    // Each student's own rule is reported too, so a row's every mistake shows at once.
    for (const [index, body] of bodies.entries()) {
      const checked = validateRecord(students, 'create', { ...body, school: ctx.activeSchoolId ?? 1 });
      if (!checked.ok)
        for (const found of checked.violations)
          errors.push({ row: index + 2, field: found.propertyPath, message: translate(language, found.message) });
    }
    return { errors: sortErrors(errors), students: 0, guardians: 0 };
  }
  const created = await collect(
    () => createMany(db, ctx, students, bodies),
    (field) => field,
  );
  if (!created) return { errors: sortErrors(errors), students: 0, guardians: 0 };
  // A guardian is saved for the rows that name one; its errors name the row of its student.
  const family = await collect(
    () =>
      createMany(
        db,
        ctx,
        guardians,
        withGuardian.map(({ record, index }) => guardianBody(record, created[index]?.id)),
      ),
    (field) => GUARDIAN_FIELDS[field] ?? field,
  );
  if (!family) {
    // Guardian item indexes count only the rows with a guardian: name the file's lines instead.
    for (const error of errors) {
      const item = withGuardian[error.row - 2];
      if (item) error.row = item.index + 2;
    }
    return { errors: sortErrors(errors), students: 0, guardians: 0 };
  }
  return { errors: [], students: created.length, guardians: family.length };
};

const sortErrors = (errors: RowError[]): RowError[] => [...errors].sort((a, b) => a.row - b.row);
