import { randomBytes } from 'node:crypto';
import {
  assignmentSubmissions,
  SUBMISSION_FILE_TYPES,
  SUBMISSION_MAX_FILE_BYTES,
  SUBMISSION_MAX_FILES,
  type RowOf,
  type SubmissionFile,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { sniffedExtension } from '../../core/file-type.ts';
import { authorize } from '../../core/policy.ts';
import { notFound, Problem, unprocessable, violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import { inTransaction, type Db } from '../../db/database.ts';
import type { FileStore } from '../../integrations/files/index.ts';
import { openRecordFile } from '../students/record-file.ts';
import { safeFileName } from '../students/student-document-file.operation.ts';

type Submission = RowOf<typeof assignmentSubmissions>;

const taken: ReadonlySet<string> = new Set(SUBMISSION_FILE_TYPES);

/** The files a hand-in lists; anything else in the column (none yet, a hand edit) reads as none. */
const filesOf = (row: Submission): SubmissionFile[] =>
  Array.isArray(row.attachments)
    ? row.attachments.filter(
        (entry): entry is SubmissionFile =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof (entry as SubmissionFile).id === 'string' &&
          typeof (entry as SubmissionFile).type === 'string',
      )
    : [];

/**
 * Keys live outside `schools/<id>/`, so `/files/...` (which lets anyone of the school read a key
 * of that school) never serves them: a hand-in's file is read only through the hand-in, by those
 * who may read it. The file's id is random, so a key is not guessed from another.
 */
const keyOf = (row: Submission, file: Pick<SubmissionFile, 'id' | 'type'>): string =>
  `assignment-submissions/${row.school}/${row.id}/${file.id}.${file.type}`;

const tooMany = () =>
  unprocessable([
    { propertyPath: 'file', message: 'ui.hand_in.too_many_files', values: { max: String(SUBMISSION_MAX_FILES) } },
  ]);

/**
 * Adds a file to the caller's own hand-in (loaded through their update reach: a student's own,
 * 404 otherwise) after reading its format from its bytes. Stored first, then listed under the
 * row's lock, so files sent at once are all listed or refused past the limit, never lost.
 */
export const addSubmissionFile = async (
  db: Db,
  files: FileStore,
  ctx: RequestContext,
  id: number,
  bytes: Buffer,
  name: string | undefined,
): Promise<Submission> => {
  const grant = authorize(ctx, assignmentSubmissions, 'update');
  const current = await scoped(db, ctx).of(assignmentSubmissions, grant).get(id);
  if (bytes.length === 0) throw violation('file', 'files.empty');
  if (bytes.length > SUBMISSION_MAX_FILE_BYTES) throw new Problem(413, 'errors.bad_request', 'exams.file_too_large');
  const type = await sniffedExtension(bytes);
  if (!type || !taken.has(type)) throw violation('file', 'ui.hand_in.file_type');
  if (filesOf(current).length >= SUBMISSION_MAX_FILES) throw tooMany();
  const file: SubmissionFile = {
    id: randomBytes(12).toString('hex'),
    name: safeFileName(name, type),
    size: bytes.length,
    type,
  };
  const key = keyOf(current, file);
  await files.put(key, bytes, 'application/octet-stream');
  try {
    return await inTransaction(db, async (tx) => {
      const repo = scoped(tx, ctx).of(assignmentSubmissions, grant);
      const locked = await repo.lock(current.id);
      const listed = filesOf(locked);
      if (listed.length >= SUBMISSION_MAX_FILES) throw tooMany();
      return repo.update(locked.id, { attachments: [...listed, file] });
    });
  } catch (error) {
    await files.delete(key);
    throw error;
  }
};

/** Takes a file off the caller's own hand-in; the stored bytes go once the row no longer lists them. */
export const removeSubmissionFile = async (
  db: Db,
  files: FileStore,
  ctx: RequestContext,
  id: number,
  fileId: string,
): Promise<Submission> => {
  const grant = authorize(ctx, assignmentSubmissions, 'update');
  const { row, file } = await inTransaction(db, async (tx) => {
    const repo = scoped(tx, ctx).of(assignmentSubmissions, grant);
    const locked = await repo.lock((await repo.get(id)).id);
    const found = filesOf(locked).find((entry) => entry.id === fileId);
    if (!found) throw notFound();
    const updated = await repo.update(locked.id, {
      attachments: filesOf(locked).filter((entry) => entry.id !== fileId),
    });
    return { row: updated, file: found };
  });
  await files.delete(keyOf(row, file));
  return row;
};

/** A hand-in's file, for whoever reads the hand-in (a family its own child's, a teacher their classes'). */
export const openSubmissionFile = async (db: Db, files: FileStore, ctx: RequestContext, id: number, fileId: string) => {
  const grant = authorize(ctx, assignmentSubmissions, 'read');
  const row = await scoped(db, ctx).of(assignmentSubmissions, grant).get(id);
  const file = filesOf(row).find((entry) => entry.id === fileId);
  if (!file) throw notFound();
  return { file, ...(await openRecordFile(files, keyOf(row, file))) };
};
