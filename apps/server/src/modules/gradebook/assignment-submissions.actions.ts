import {
  assignmentSubmissions,
  readSubmissionFileAction,
  removeSubmissionFileAction,
  uploadSubmissionFileAction,
} from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { serialize } from '../../core/serialize.ts';
import { downloadAnswer } from '../../core/served-file.ts';
import { fileStoreFor } from '../../integrations/files/index.ts';
import { addSubmissionFile, openSubmissionFile, removeSubmissionFile } from './submission-files.operation.ts';

const uploadSubmissionFile = implement(uploadSubmissionFileAction, async ({ db, ctx, services, input }) => {
  const row = await addSubmissionFile(
    db,
    fileStoreFor(services.config),
    ctx,
    input.params.id,
    Buffer.from(input.body),
    input.query.name,
  );
  return serialize(assignmentSubmissions, row);
});

/**
 * Always a download of bytes, whatever the format: a PDF or image opened from the app's own origin
 * could otherwise run in it. The sandbox policy and nosniff hold even if a browser ignores that.
 */
const readSubmissionFile = implement(readSubmissionFileAction, async ({ db, ctx, services, input }) => {
  const { file, body, size } = await openSubmissionFile(
    db,
    fileStoreFor(services.config),
    ctx,
    input.params.id,
    input.params.file,
  );
  return downloadAnswer(file.name, body, size);
});

const removeSubmissionFileRun = implement(removeSubmissionFileAction, async ({ db, ctx, services, input }) =>
  serialize(
    assignmentSubmissions,
    await removeSubmissionFile(db, fileStoreFor(services.config), ctx, input.params.id, input.params.file),
  ),
);

export const submissionFileActions = [uploadSubmissionFile, readSubmissionFile, removeSubmissionFileRun];
