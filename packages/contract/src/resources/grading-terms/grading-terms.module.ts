import { defineModule } from '../define-module.ts';
import { gradingTerms } from './grading-terms.resource.ts';
import { gradingTermsLabels } from './grading-terms.labels.ts';

export * from './grading-terms.resource.ts';

export const gradingTermsModule = defineModule({
  resources: [gradingTerms],
  labels: gradingTermsLabels,
});
