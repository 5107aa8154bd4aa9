import { getResource, type ActionDeclaration } from '@kampus/contract';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { serverModules } from './index.ts';

/**
 * Actions whose answer has a field of that name but names no student, and why.
 */
const NAMES_NO_STUDENT: Record<string, string> = {
  homeToday: 'figures.students is a count of the school’s students',
  timetableWeek: 'a week of lessons names classes and teachers; `student` is a view, not a person',
};

/** Field names by which an answer carries a student (an id, a row, a list). */
const STUDENT_KEYS = /"(studentId|student|students)"/;

const namesStudents = (declaration: ActionDeclaration): boolean => {
  if (!declaration.output) return false;
  const schema = z.toJSONSchema(declaration.output as z.ZodType, { unrepresentable: 'any' });
  return STUDENT_KEYS.test(JSON.stringify(schema));
};

/** The path names a student's record, or a row naming one: `discloseRecord` logs it already. */
const recordNamesStudent = (declaration: ActionDeclaration): boolean => {
  const resource = declaration.record ? getResource(declaration.record.resource) : undefined;
  if (!resource) return false;
  return resource.name === 'students' || Object.values(resource.fields).some((field) => field.target === 'students');
};

/**
 * Issue 35 (docs/privacy.md, "Disclosure log"): an API key reading a class's register or its
 * health alerts took students' data out of the school and left no line. Every action whose
 * answer names students now says which (`discloses` on `implement`), unless its path names the
 * student's own record (logged for it) or it is listed above with the reason it names none.
 */
describe('actions answering students', () => {
  it('declare the students they disclose to an API key', () => {
    const silent = serverModules
      .flatMap((module) => module.actions)
      .filter(
        (action) =>
          action.declaration.method === 'GET' &&
          namesStudents(action.declaration) &&
          !recordNamesStudent(action.declaration) &&
          !action.discloses &&
          NAMES_NO_STUDENT[action.declaration.name] === undefined,
      )
      .map((action) => `${action.declaration.name} ${action.declaration.path}`);
    expect(silent).toEqual([]);
  });

  it('list as naming no student only actions that still have such a field', () => {
    const stale = Object.keys(NAMES_NO_STUDENT).filter((name) => {
      const action = serverModules.flatMap((module) => module.actions).find((one) => one.declaration.name === name);
      return !action || !namesStudents(action.declaration);
    });
    expect(stale).toEqual([]);
  });
});
