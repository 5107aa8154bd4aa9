import { defineServerModule } from '../../core/server-module.ts';
import {
  createFormPublicLinkRun,
  exportFormSubmissionsRun,
  readFormSubmissionFileRun,
  readPublicFormRun,
  submitPublicFormRun,
} from './forms.action.ts';
import { formSettingsHooks, formsHooks } from './forms.hooks.ts';

export const formsModule = defineServerModule({
  name: 'forms',
  actions: [
    createFormPublicLinkRun,
    readPublicFormRun,
    submitPublicFormRun,
    exportFormSubmissionsRun,
    readFormSubmissionFileRun,
  ],
  hooks: [formsHooks, formSettingsHooks],
});
