import { defineModule } from '../define-module.ts';
import {
  enrollmentAgreementItems,
  enrollmentAgreements,
  readonlyEnrollmentContracts,
} from './enrollment-agreements.resource.ts';

export * from './enrollment-agreements.resource.ts';

export const enrollmentAgreementsModule = defineModule({
  resources: [readonlyEnrollmentContracts, enrollmentAgreements, enrollmentAgreementItems],
  labels: 'enrollment-agreements',
  menus: [
    {
      key: 'menu.enrollment_agreements',
      under: 'menu.enrollment',
      after: 'menu.enrollment_previous_season',
      url: '/enrollment/agreement',
      resource: 'enrollment_agreements',
      icon: 'Gavel',
      audiences: ['headquarters', 'campus', 'school'],
    },
    {
      key: 'menu.setup_readonly_contracts',
      under: 'menu.setup_reference_data',
      after: 'menu.setup_departments',
      url: '/enrollment/contract-templates',
      resource: 'readonly_enrollment_contracts',
      icon: 'Description',
      audiences: ['headquarters'],
    },
  ],
});
