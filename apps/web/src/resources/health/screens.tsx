import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const HealthRecordsSection = lazy(() =>
  import('./HealthRecordsSection.tsx').then((m) => ({ default: m.HealthRecordsSection })),
);
const ReportedEntriesSection = lazy(() =>
  import('./ReportedEntriesSection.tsx').then((m) => ({ default: m.ReportedEntriesSection })),
);
const ImmunisationsSection = lazy(() =>
  import('./ImmunisationsSection.tsx').then((m) => ({ default: m.ImmunisationsSection })),
);

/**
 * Health (contract module `health`, docs/health.md): the nurse's lists are the module's menu
 * entries (generic screens); a student's health is five tabs of the profile, shown to whoever
 * may list them (the nurse's duty, the student's parents): the record, allergies and medications
 * (a parent's report confirmed with one click), immunisations with the missing doses, visits.
 */
export const healthScreens = defineScreens({
  routes: [],
  studentSections: [
    { key: 'health', resource: 'health_records', field: 'student', Body: HealthRecordsSection },
    { key: 'health-allergies', resource: 'health_allergies', field: 'student', Body: ReportedEntriesSection },
    { key: 'health-medications', resource: 'health_medications', field: 'student', Body: ReportedEntriesSection },
    { key: 'immunisations', resource: 'immunisation_doses', field: 'student', Body: ImmunisationsSection },
    { key: 'nurse-visits', resource: 'nurse_visits', field: 'student', Body: HealthRecordsSection },
  ],
});
