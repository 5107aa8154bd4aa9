import { defineModule } from '../define-module.ts';
import { exportStudentPersonalDataAction, exportUserPersonalDataAction } from './privacy.actions.ts';
import { privacyLabels } from './privacy.labels.ts';

export * from './personal-references.ts';

/** Privacy law (KVKK, GDPR; issue 35): the data-subject access export. */
export const privacyModule = defineModule({
  resources: [],
  actions: [exportStudentPersonalDataAction, exportUserPersonalDataAction],
  labels: privacyLabels,
});
