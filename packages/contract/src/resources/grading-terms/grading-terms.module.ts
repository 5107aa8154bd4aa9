import { defineModule } from '../define-module.ts';
import { gradingTerms } from './grading-terms.resource.ts';

export * from './grading-terms.resource.ts';

export const gradingTermsModule = defineModule({
  resources: [gradingTerms],
  labels: 'grading-terms',
});
