import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { binaryBody, idParam } from '../../action/params.ts';
import { SUBMISSION_MAX_FILE_BYTES } from './assignment-submissions.resource.ts';

/** A file of a hand-in as its `attachments` name it (letters and digits, never a path). */
const fileParam = z.string().regex(/^[a-f0-9]{8,64}$/);

const submission = z
  .looseObject({})
  .meta({ description: 'The AssignmentSubmission, as /api/assignment_submissions/{id} reads it' });

/**
 * PUT /api/assignment_submissions/{id}/files?name=: the body is the file, added to the student's
 * own hand-in (docs/gradebook.md, "Hand-in"). Its format is read from its bytes; a few files at most.
 */
export const uploadSubmissionFileAction = defineAction({
  name: 'uploadSubmissionFile',
  method: 'PUT',
  path: '/api/assignment_submissions/{id}/files',
  summary: 'Attach a file to a hand-in (PDF, an image or an office document)',
  tags: ['assignment_submissions'],
  access: 'signedIn',
  record: { resource: 'assignment_submissions', operation: 'update' },
  requestType: '*/*',
  maxBytes: SUBMISSION_MAX_FILE_BYTES,
  input: {
    params: z.object({ id: idParam }),
    query: z.object({ name: z.string().max(200).optional() }),
    body: binaryBody,
  },
  output: submission,
  responses: {
    404: 'No such hand-in in reach',
    413: 'Larger than 5 MB',
    422: 'Empty, of a format not taken, or one file too many (violation on file)',
  },
});

/** GET /api/assignment_submissions/{id}/files/{file}: a hand-in's file, always as a download; whoever reads the hand-in. */
export const readSubmissionFileAction = defineAction({
  name: 'readSubmissionFile',
  method: 'GET',
  path: '/api/assignment_submissions/{id}/files/{file}',
  summary: "A hand-in's file",
  tags: ['assignment_submissions'],
  access: 'signedIn',
  record: { resource: 'assignment_submissions' },
  input: { params: z.object({ id: idParam, file: fileParam }) },
  responseType: 'application/octet-stream',
  responses: { 404: 'No such hand-in in reach, or no such file on it' },
});

/** DELETE /api/assignment_submissions/{id}/files/{file}: the student takes a file off their hand-in. */
export const removeSubmissionFileAction = defineAction({
  name: 'removeSubmissionFile',
  method: 'DELETE',
  path: '/api/assignment_submissions/{id}/files/{file}',
  summary: 'Take a file off a hand-in',
  tags: ['assignment_submissions'],
  access: 'signedIn',
  record: { resource: 'assignment_submissions', operation: 'update' },
  input: { params: z.object({ id: idParam, file: fileParam }) },
  output: submission,
  responses: { 404: 'No such hand-in in reach, or no such file on it' },
});
