import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { binaryBody, idParam } from '../../action/params.ts';

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
