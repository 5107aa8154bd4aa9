import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { binaryBody, idParam } from '../../action/params.ts';

/**
 * PUT /api/student_documents/{id}/file?name=report.pdf: the body is the file (a PDF or a raster
 * image, read from its bytes); answers the document with its file name and size set.
 */
export const uploadStudentDocumentAction = defineAction({
  name: 'uploadStudentDocument',
  method: 'PUT',
  path: '/api/student_documents/{id}/file',
  summary: "Upload a student document's file (PDF, PNG, JPEG, GIF or WebP)",
  tags: ['students'],
  access: 'signedIn',
  record: { resource: 'student_documents', operation: 'update' },
  requestType: '*/*',
  input: {
    params: z.object({ id: idParam }),
    query: z.object({ name: z.string().max(200).optional() }),
    body: binaryBody,
  },
  output: z.looseObject({}).meta({ description: 'The StudentDocument, as /api/student_documents/{id} reads it' }),
  responses: {
    404: 'No such document in reach',
    413: 'Larger than 2 MB',
    422: 'Not a PDF or an image (violation on file)',
  },
});

/** GET /api/student_documents/{id}/file: the document's file, always as a download; whoever reads the record. */
export const readStudentDocumentAction = defineAction({
  name: 'readStudentDocument',
  method: 'GET',
  path: '/api/student_documents/{id}/file',
  summary: "A student document's file",
  tags: ['students'],
  access: 'signedIn',
  record: { resource: 'student_documents' },
  input: { params: z.object({ id: idParam }) },
  responseType: 'application/octet-stream',
  responses: { 404: 'No such document in reach, or no file uploaded yet' },
});
