import { studentDocuments, type RowOf } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { authorize } from '../../core/policy.ts';
import { violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import type { FileStore } from '../../integrations/files/index.ts';
import { sniffRasterType } from '../schools/school-image-rules.ts';
import { sniffedExtension } from '../../core/file-type.ts';
import { openRecordFile, replaceRecordFile } from './record-file.ts';

type StudentDocument = RowOf<typeof studentDocuments>;

/** The format the bytes open with: a PDF or a raster image; never what the client declared. */
export const sniffDocumentType = async (bytes: Buffer): Promise<string | undefined> =>
  (await sniffedExtension(bytes)) === 'pdf' ? 'pdf' : sniffRasterType(bytes);

/**
 * The name a download is offered under: the client's name reduced to plain letters, digits, dots,
 * dashes and underscores (no path, no quote that could break the header), with the extension of
 * the format found.
 */
export const safeFileName = (name: string | undefined, type: string): string => {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+|_+$/g, '')
    .slice(0, 80);
  return `${base || 'document'}.${type}`;
};

/**
 * Keys live outside `schools/<id>/`, so `/files/...` (which lets anyone of the school read a key
 * of that school) never serves them: a document is read only through its record, by those who
 * may read the record (its student's family, staff, teachers).
 */
const keyOf = (row: StudentDocument, type: string): string =>
  `student-documents/${row.schoolId}/${row.studentId}/${row.id}-${Date.now()}.${type}`;

/** Stores a document's file after checking its bytes; the old file of that record is removed. */
export const storeStudentDocumentFile = async (
  db: Db,
  files: FileStore,
  ctx: RequestContext,
  id: number,
  bytes: Buffer,
  name: string | undefined,
): Promise<StudentDocument> => {
  authorize(ctx, studentDocuments, 'update');
  const documents = scoped(db, ctx).of(studentDocuments);
  const current = await documents.get(id);
  if (bytes.length === 0) throw violation('file', 'files.empty');
  const type = await sniffDocumentType(bytes);
  if (!type) throw violation('file', 'files.document_type');
  const key = keyOf(current, type);
  return replaceRecordFile(
    files,
    { key, bytes, contentType: 'application/octet-stream', replaces: current.fileKey },
    () => documents.update(current.id, { fileKey: key, fileName: safeFileName(name, type), fileSize: bytes.length }),
  );
};

/** A document's file, for whoever reads its record (a family reads only its own students'). */
export const openStudentDocumentFile = async (db: Db, files: FileStore, ctx: RequestContext, id: number) => {
  const grant = authorize(ctx, studentDocuments, 'read');
  const row = await scoped(db, ctx).of(studentDocuments, grant).get(id);
  return { row, ...(await openRecordFile(files, row.fileKey)) };
};
