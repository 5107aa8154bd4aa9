import { defineServerModule } from '../../core/server-module.ts';
import { disciplineIncidentSheet, recordDisciplineIncident, studentDisciplineTimeline } from './discipline.action.ts';
import { disciplineActionsHooks, disciplineIncidentsHooks, incidentStudentsHooks } from './discipline.hooks.ts';

export const disciplineModule = defineServerModule({
  name: 'discipline',
  actions: [recordDisciplineIncident, disciplineIncidentSheet, studentDisciplineTimeline],
  hooks: [disciplineIncidentsHooks, incidentStudentsHooks, disciplineActionsHooks],
});
