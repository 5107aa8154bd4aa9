import { z } from 'zod';
import { staffAndTeachers } from '../../resource/index.ts';
import { defineAction } from '../../action/define.ts';
import { idParam } from '../../action/params.ts';
import { ALLERGY_SEVERITIES } from './health-records.resource.ts';
import { IMMUNISATION_COUNTRIES, VACCINES } from './immunisation-schedules.ts';

/** One student's alert: only what a teacher must act on, never a condition or a diagnosis. */
export const healthAlertRow = z.object({
  student: z.number(),
  name: z.string(),
  allergies: z.array(
    z.object({
      allergen: z.string(),
      severity: z.enum(ALLERGY_SEVERITIES),
      instruction: z.string().nullable(),
    }),
  ),
  instructions: z.string().nullable(),
});
export type HealthAlert = z.infer<typeof healthAlertRow>;

/**
 * GET /api/classes/{id}/health_alerts: the class's students with a severe or life-threatening
 * allergy or emergency instructions, for the register and the class list. The narrow read the
 * class's teachers and staff get of health records: the allergen, its severity and what to do.
 */
export const classHealthAlertsAction = defineAction({
  name: 'classHealthAlerts',
  method: 'GET',
  path: '/api/classes/{id}/health_alerts',
  summary: 'Health alerts of a class: severe allergies and emergency instructions, no diagnosis',
  tags: ['health'],
  access: staffAndTeachers,
  record: { resource: 'classes' },
  input: { params: z.object({ id: idParam }) },
  output: z.object({ alerts: z.array(healthAlertRow) }),
  responses: { 404: 'No such class in reach' },
});

export const doseStatusRow = z.object({
  vaccine: z.enum(VACCINES),
  dose: z.number(),
  ageMonths: z.number(),
  givenOn: z.string().nullable(),
  missing: z.boolean(),
});

/**
 * GET /api/students/{id}/immunisations: the national schedule's doses for the student with the
 * ones given and the ones missing by their age. Whoever reads the student's doses.
 */
export const studentImmunisationsAction = defineAction({
  name: 'studentImmunisations',
  method: 'GET',
  path: '/api/students/{id}/immunisations',
  summary: 'A student’s immunisations against the national schedule, missing doses flagged',
  tags: ['health'],
  access: { resource: 'immunisation_doses', operation: 'list' },
  record: { resource: 'students' },
  input: {
    params: z.object({ id: idParam }),
    query: z.object({ schedule: z.enum(IMMUNISATION_COUNTRIES).optional() }),
  },
  output: z.object({
    schedule: z.enum(IMMUNISATION_COUNTRIES),
    ageMonths: z.number().nullable(),
    doses: z.array(doseStatusRow),
  }),
  responses: { 404: 'No such student in reach' },
});
