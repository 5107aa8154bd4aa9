import { readStudentDocumentAction, studentDocuments, uploadStudentDocumentAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { serialize } from '../../core/serialize.ts';
import { downloadAnswer } from '../../core/served-file.ts';
import { fileStoreFor } from '../../integrations/files/index.ts';
import { openStudentDocumentFile, storeStudentDocumentFile } from './student-document-file.operation.ts';

const uploadStudentDocument = implement(uploadStudentDocumentAction, async ({ db, ctx, services, input }) => {
  const files = fileStoreFor(services.config);
  const row = await storeStudentDocumentFile(
    db,
    files,
    ctx,
    input.params.id,
    Buffer.from(input.body),
    input.query.name,
  );
  return serialize(studentDocuments, row);
});

/**
 * Always a download of bytes, whatever the format: a PDF or image opened from the app's own origin
 * could otherwise run in it. The sandbox policy and nosniff hold even if a browser ignores that.
 */
const readStudentDocument = implement(readStudentDocumentAction, async ({ db, ctx, services, input }) => {
  const { row, body, size } = await openStudentDocumentFile(db, fileStoreFor(services.config), ctx, input.params.id);
  return downloadAnswer(row.fileName ?? 'document', body, size);
});

export const studentDocumentActions = [uploadStudentDocument, readStudentDocument];
