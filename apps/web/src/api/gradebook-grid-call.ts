import type { ReadCall } from './shell-calls.ts';

/** A class's gradebook of a course in one read (GET /api/classes/{id}/gradebook?course=): for its hook and for the boot. */
export const classGradebookCall = (classId: number, courseId: number): ReadCall => [
  `/api/classes/${classId}/gradebook`,
  { query: { course: String(courseId) } },
];
