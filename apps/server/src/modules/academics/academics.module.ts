import { defineServerModule } from '../../core/server-module.ts';
import {
  examGrid,
  importOpticRun,
  markHomeworkDoneRun,
  previewOpticImport,
  saveExamScoresRun,
  studentCipHoursRun,
  uploadHomeworkAttachment,
} from './academics.action.ts';
import { homeworksHooks, scoreCategoriesHooks } from './homework.hooks.ts';

export const academicsModule = defineServerModule({
  name: 'academics',
  actions: [
    markHomeworkDoneRun,
    uploadHomeworkAttachment,
    examGrid,
    saveExamScoresRun,
    previewOpticImport,
    importOpticRun,
    studentCipHoursRun,
  ],
  hooks: [homeworksHooks, scoreCategoriesHooks],
});
