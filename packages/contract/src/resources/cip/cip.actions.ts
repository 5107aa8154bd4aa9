import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { idParam } from '../../action/params.ts';

/** GET /api/students/{id}/cip_hours: a student's community-service hours, activity by activity. */
export const studentCipHoursAction = defineAction({
  name: 'studentCipHours',
  method: 'GET',
  path: '/api/students/{id}/cip_hours',
  summary: "A student's total community-service (CIP) hours",
  tags: ['cip_activities'],
  access: { resource: 'cip_participants', operation: 'list' },
  record: { resource: 'students', across: 'reach' },
  input: { params: z.object({ id: idParam }) },
  output: z.object({
    student: z.number().int(),
    hours: z.string(),
    activities: z.array(
      z.object({ id: z.number().int(), title: z.string(), activityDate: z.string(), hours: z.string() }),
    ),
  }),
  responses: { 404: 'A student out of reach' },
});
