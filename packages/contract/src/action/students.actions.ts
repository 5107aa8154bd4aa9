import { z } from 'zod';
import { defineAction } from './define.ts';
import { binaryBody, idParam } from './params.ts';

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

/**
 * PUT /api/students/{id}/photo: the body is the photo (PNG, JPEG or WebP, read from its bytes, at
 * most 4000 × 4000 px and 2 MB); answers the student with `photo` pointing at the new file.
 */
export const uploadStudentPhotoAction = defineAction({
  name: 'uploadStudentPhoto',
  method: 'PUT',
  path: '/api/students/{id}/photo',
  summary: "Upload a student's photo (PNG, JPEG or WebP)",
  tags: ['students'],
  access: { resource: 'students', operation: 'update' },
  record: { resource: 'students', operation: 'update' },
  requestType: '*/*',
  input: {
    params: z.object({ id: idParam }),
    body: binaryBody,
  },
  output: z.looseObject({}).meta({ description: 'The Student, as /api/students/{id} reads it' }),
  responses: {
    404: 'No such student in reach',
    413: 'Larger than 2 MB',
    422: 'Not a PNG, JPEG or WebP image, or larger than 4000 × 4000 px (violation on photo)',
  },
});

/** GET /api/students/{id}/photo: the student's photo as an image no page can run, for whoever reads the student. */
export const readStudentPhotoAction = defineAction({
  name: 'readStudentPhoto',
  method: 'GET',
  path: '/api/students/{id}/photo',
  summary: "A student's photo",
  tags: ['students'],
  access: { resource: 'students', operation: 'read' },
  record: { resource: 'students' },
  input: { params: z.object({ id: idParam }) },
  responseType: 'image/*',
  responses: { 404: 'No such student in reach, or no photo uploaded yet' },
});
