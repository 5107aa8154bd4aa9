import { defineModule } from '../define-module.ts';
import {
  createFormPublicLinkAction,
  readPublicFormAction,
  submitPublicFormAction,
  exportFormSubmissionsAction,
  readFormSubmissionFileAction,
} from './forms.actions.ts';
import { formSettings, formSubmissions, forms } from './forms.resource.ts';

export * from './forms.resource.ts';
export * from './public-form.ts';

export const formsModule = defineModule({
  resources: [forms, formSettings, formSubmissions],
  actions: [
    createFormPublicLinkAction,
    readPublicFormAction,
    submitPublicFormAction,
    exportFormSubmissionsAction,
    readFormSubmissionFileAction,
  ],
  labels: 'forms',
  menus: [],
});
