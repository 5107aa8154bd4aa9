import { defineModule } from '../define-module.ts';
import { inventoryEntry } from '../privacy/inventory.ts';
import { classHealthAlertsAction, studentImmunisationsAction } from './health.actions.ts';
import { healthAllergies, healthMedications, healthRecords } from './health-records.resource.ts';
import { immunisationDoses } from './immunisations.resource.ts';
import { medicationGivings, nurseVisits } from './nurse-visits.resource.ts';

export * from './health-access.ts';
export * from './health-records.resource.ts';
export * from './immunisation-schedules.ts';
export * from './immunisations.resource.ts';
export * from './nurse-visits.resource.ts';

/** A student's health, kept by the school's nurse (issue 33; docs/health.md). */
const health = (resource: string) =>
  inventoryEntry(resource, 'student-record', {
    categories: ['health'],
    bases: ['health-care', 'legal-obligation'],
  });

const staffMenu = (key: string, url: string, resource: string) => ({
  key,
  under: 'menu.health',
  url,
  resource,
  icon: 'LocalHospital',
  // Menus are per kind of user: staff without the duty get the list's polite refusal.
  audiences: ['headquarters', 'campus', 'school'] as const,
});

export const healthModule = defineModule({
  resources: [healthRecords, healthAllergies, healthMedications, immunisationDoses, nurseVisits, medicationGivings],
  actions: [classHealthAlertsAction, studentImmunisationsAction],
  labels: 'health',
  inventory: [
    health('health_records'),
    health('health_allergies'),
    health('health_medications'),
    health('immunisation_doses'),
    health('nurse_visits'),
    health('medication_givings'),
  ],
  menus: [
    {
      key: 'menu.health',
      after: 'menu.students',
      icon: 'LocalHospital',
      audiences: ['headquarters', 'campus', 'school'],
    },
    staffMenu('menu.nurse_visits', '/health/visits', 'nurse_visits'),
    staffMenu('menu.health_records', '/health/records', 'health_records'),
    staffMenu('menu.health_allergies', '/health/allergies', 'health_allergies'),
    staffMenu('menu.health_medications', '/health/medications', 'health_medications'),
    staffMenu('menu.immunisation_doses', '/health/immunisations', 'immunisation_doses'),
    staffMenu('menu.medication_givings', '/health/medication-given', 'medication_givings'),
    {
      key: 'menu.child_health',
      // The nurse's list of allergies (mounted by her entry), narrowed by the server to the parent's children.
      url: '/health/allergies',
      icon: 'LocalHospital',
      audiences: ['parent'],
    },
  ],
});
