import { defineModule } from '../define-module.ts';
import { examsInventory } from './exams.inventory.ts';
import { examGridAction, saveExamScoresAction, previewOpticImportAction, importOpticAction } from './exams.actions.ts';
import { messageParameters, opticFormFieldNames, subjectBranches } from './exam-lookups.resource.ts';
import {
  examTemplateSubjects,
  examTemplates,
  opticFormTemplateFields,
  opticFormTemplates,
  scoreCategories,
} from './exam-setup.resource.ts';
import { examClasses, examResults, exams } from './exams.resource.ts';

export * from './exam-lookups.resource.ts';
export * from './exam-setup.resource.ts';
export * from './exams.resource.ts';
export * from './optic-reader.ts';
export * from './exam-ranking.ts';

const teaching = ['school', 'teacher'] as const;

export const examsModule = defineModule({
  resources: [
    subjectBranches,
    messageParameters,
    opticFormFieldNames,
    scoreCategories,
    examTemplates,
    examTemplateSubjects,
    opticFormTemplates,
    opticFormTemplateFields,
    exams,
    examClasses,
    examResults,
  ],
  actions: [examGridAction, saveExamScoresAction, previewOpticImportAction, importOpticAction],
  labels: 'exams',
  inventory: examsInventory,
  menus: [
    {
      key: 'menu.exams',
      under: 'menu.academic',
      after: 'menu.academic_dashboard',
      url: '/exam',
      resource: 'exams',
      icon: 'FactCheck',
      audiences: teaching,
    },
    {
      key: 'menu.score_categories',
      under: 'menu.academic',
      after: 'menu.exams',
      url: '/exam/score-category',
      resource: 'score_categories',
      icon: 'Grade',
      audiences: teaching,
    },
    {
      key: 'menu.exam_templates',
      under: 'menu.academic',
      after: 'menu.score_categories',
      url: '/exam/templates',
      resource: 'exam_templates',
      icon: 'Quiz',
      audiences: teaching,
    },
    {
      key: 'menu.optic_form_templates',
      under: 'menu.academic',
      after: 'menu.exam_templates',
      url: '/exam/optic-form-template',
      resource: 'optic_form_templates',
      icon: 'GridOn',
      audiences: teaching,
    },
    {
      // A family's results; the student profile shows them too (GET /api/exam_results?student=).
      key: 'menu.exam_results',
      under: 'menu.classes',
      after: 'menu.homeworks',
      url: '/exam/results',
      resource: 'exam_results',
      icon: 'Leaderboard',
      audiences: ['parent', 'student'],
    },
  ],
});
