import type { ActionModule } from '../../core/actions.ts';
import {
  examGrid,
  importOpticRun,
  markHomeworkDoneRun,
  previewOpticImport,
  saveExamScoresRun,
  studentCipHoursRun,
  uploadHomeworkAttachment,
} from './academics.action.ts';

export const academicsActions: ActionModule = {
  actions: [
    markHomeworkDoneRun,
    uploadHomeworkAttachment,
    examGrid,
    saveExamScoresRun,
    previewOpticImport,
    importOpticRun,
    studentCipHoursRun,
  ],
};
