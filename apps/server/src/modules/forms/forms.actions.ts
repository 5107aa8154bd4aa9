import type { ActionModule } from '../../core/actions.ts';
import {
  createFormPublicLinkRun,
  exportFormSubmissionsRun,
  readFormSubmissionFileRun,
  readPublicFormRun,
  submitPublicFormRun,
} from './forms.action.ts';

export const formsActions: ActionModule = {
  actions: [
    createFormPublicLinkRun,
    readPublicFormRun,
    submitPublicFormRun,
    exportFormSubmissionsRun,
    readFormSubmissionFileRun,
  ],
};
