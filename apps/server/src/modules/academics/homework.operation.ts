import { homeworkCompletions, homeworks, students, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { forbidden, notFound, Problem, violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import type { FileStore } from '../../integrations/files/index.ts';
import { schoolClock } from '../school-life/school-clock.ts';

/**
 * A student marks a homework of one of their classes done (or takes the mark back). The homework
 * is read through the student's ownership, so another class's homework is a 404 like any record
 * out of reach; the mark is one row per homework and student.
 */
export const markHomeworkDone = async (db: Db, ctx: RequestContext, id: number, done: boolean) => {
  const repo = scoped(db, ctx);
  const homework = await repo.of(homeworks, 'own').get(id);
  const student = await repo.of(students, 'own').first({ user: ctx.caller?.id ?? 0 });
  if (!student) throw notFound();
  const current = await repo.of(homeworkCompletions).first({ homework: homework.id, student: student.id });
  if (!done) {
    if (current) await repo.of(homeworkCompletions).remove(current.id);
    return { homework: homework.id, student: student.id, done: false, doneAt: null };
  }
  if (current) return { homework: homework.id, student: student.id, done: true, doneAt: current.doneAt };
  const clock = await schoolClock(db, homework.schoolId);
  const row = await repo.of(homeworkCompletions).insert({
    school: homework.schoolId,
    homework: homework.id,
    student: student.id,
    doneAt: `${clock.date} ${clock.time}`,
  });
  return { homework: homework.id, student: student.id, done: true, doneAt: row.doneAt };
};

const MAX_ATTACHMENT = 10 * 1024 * 1024;

/** A file name kept readable and safe as a key segment: letters, digits, dots, dashes and underscores. */
const safeName = (name: string): string => {
  const cleaned = name
    .trim()
    .replace(/\/+$/, '')
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/^[._-]+/, '');
  return cleaned.slice(0, 120);
};

interface Attachment {
  name: string;
  url: string;
}

const attachmentsOf = (row: RowOf<typeof homeworks>): Attachment[] =>
  Array.isArray(row.attachments) ? (row.attachments as Attachment[]) : [];

/**
 * Stores a homework's attachment under `schools/<school>/homeworks/<id>/<name>` (served only to
 * callers who read the homework: modules/files) and lists it on the homework; the same name again
 * replaces it. The caller's right to change the homework is checked first (a colleague's: 403,
 * another school's: 404), then the file. The list is read, changed and written back under the
 * homework's row lock, so attachments sent at once all stay listed (none overwrites another's).
 */
export const attachToHomework = async (
  db: Db,
  files: FileStore,
  ctx: RequestContext,
  id: number,
  name: string,
  bytes: Buffer,
) => {
  const repo = scoped(db, ctx).of(homeworks);
  const homework = await repo.get(id);
  if (ctx.caller?.audience === 'teacher' && !ctx.caller.superadmin && homework.teacher !== ctx.caller.id)
    throw forbidden();
  const fileName = safeName(name);
  if (fileName === '') throw violation('name', 'validation.invalid');
  if (bytes.length === 0) throw violation('file', 'files.empty');
  if (bytes.length > MAX_ATTACHMENT) throw new Problem(413, 'errors.bad_request', 'exams.file_too_large');
  const key = `schools/${homework.schoolId}/homeworks/${homework.id}/${fileName}`;
  await files.put(key, bytes, 'application/octet-stream');
  return inTransaction(db, async (transaction) => {
    const locked = scoped(transaction, ctx).of(homeworks);
    const current = await locked.lock(homework.id);
    const others = attachmentsOf(current).filter((entry) => entry.name !== fileName);
    return locked.update(current.id, { attachments: [...others, { name: fileName, url: files.url(key) }] });
  });
};
