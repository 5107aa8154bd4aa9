import { defineModule } from '../define-module.ts';
import { incidentSheetAction, recordIncidentAction, studentDisciplineAction } from './discipline.actions.ts';
import { disciplineInventory } from './discipline.inventory.ts';
import { disciplineActions, disciplineCodes, disciplineIncidents, incidentStudents } from './discipline.resource.ts';

export * from './discipline.resource.ts';

/**
 * Incident-based discipline (issue 33, part 3): a school's codes, incidents with the students
 * involved and their roles, the actions taken, points per season and the parents' notification.
 * Behaviour notes (`student_behaviours`) keep their own routes and show in a student's
 * discipline timeline beside the incidents.
 */
export const disciplineModule = defineModule({
  resources: [disciplineCodes, disciplineIncidents, incidentStudents, disciplineActions],
  actions: [recordIncidentAction, incidentSheetAction, studentDisciplineAction],
  labels: 'discipline',
  inventory: disciplineInventory,
  menus: [
    {
      key: 'menu.discipline',
      after: 'menu.students',
      icon: 'Gavel',
      audiences: ['headquarters', 'campus', 'school', 'teacher'],
      children: [
        {
          key: 'menu.discipline_incidents',
          url: '/discipline/incidents',
          resource: 'discipline_incidents',
          icon: 'ListAlt',
          // A teacher's list holds the incidents they reported.
          audiences: ['headquarters', 'campus', 'school', 'teacher'],
        },
        {
          key: 'menu.discipline_new_incident',
          url: '/discipline/incidents/new',
          icon: 'Assignment',
          audiences: ['school'],
        },
        {
          key: 'menu.discipline_report_incident',
          url: '/discipline/report-incident',
          icon: 'Assignment',
          audiences: ['teacher'],
        },
        {
          key: 'menu.discipline_report',
          // The reports hub's discipline report (counts and points by code, grade and month, CSV and Excel).
          url: '/reports?report=discipline',
          icon: 'Assessment',
          audiences: ['headquarters', 'campus', 'school'],
        },
      ],
    },
    {
      key: 'menu.discipline_codes',
      under: 'menu.settings',
      url: '/config/discipline-codes',
      resource: 'discipline_codes',
      icon: 'Gavel',
      audiences: ['headquarters', 'campus', 'school'],
    },
  ],
});
