import {
  disciplineIncidents,
  incidentSheetAction,
  recordIncidentAction,
  studentDisciplineAction,
  students,
} from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { system } from '../../core/repository.ts';
import { incidentSheet } from './incident-sheet.operation.ts';
import { recordIncident } from './record-incident.operation.ts';
import { studentDiscipline } from './student-discipline.operation.ts';

export const recordDisciplineIncident = implement(recordIncidentAction, async ({ db, ctx, input }) =>
  answer(201, await recordIncident(db, ctx, input.body)),
);

// The engine loaded the record through the caller's reach; its typed row is read again here.
export const disciplineIncidentSheet = implement(
  incidentSheetAction,
  async ({ db, record }) => incidentSheet(db, await system(db).of(disciplineIncidents).get(record.id)),
  { discloses: (output) => output.students.map((part) => part.studentId) },
);

export const studentDisciplineTimeline = implement(studentDisciplineAction, async ({ db, ctx, record }) =>
  studentDiscipline(db, ctx, await system(db).of(students).get(record.id)),
);
