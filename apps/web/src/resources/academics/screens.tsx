import { lazy } from 'react';
import { defineScreens } from '../../app/screens.ts';

const loadExamScreens = () => import('./ExamScreens.tsx');
const HomeworkPage = lazy(() => import('./HomeworkPage.tsx').then((m) => ({ default: m.HomeworkPage })));
const ExamResultsPage = lazy(() => import('./ExamResultsPage.tsx').then((m) => ({ default: m.ExamResultsPage })));
const InterviewAgendaPage = lazy(() =>
  import('./InterviewAgendaPage.tsx').then((m) => ({ default: m.InterviewAgendaPage })),
);
const ExamsPage = lazy(() => loadExamScreens().then((m) => ({ default: m.ExamsPage })));
const ExamTemplatesPage = lazy(() => loadExamScreens().then((m) => ({ default: m.ExamTemplatesPage })));
const ExamTemplateSubjectsScreen = lazy(() =>
  loadExamScreens().then((m) => ({ default: m.ExamTemplateSubjectsScreen })),
);
const OpticFormsPage = lazy(() => loadExamScreens().then((m) => ({ default: m.OpticFormsPage })));
const OpticFormFieldsScreen = lazy(() => loadExamScreens().then((m) => ({ default: m.OpticFormFieldsScreen })));

/**
 * Academics (issue 12, parts 4, 5 and 7): the family's homework, the exams with their results
 * grid and optic import, the template and optic form sub-screens of the spec's route table, and
 * the interviews' week agenda. Everything else is the generic screens of the modules' menu entries.
 */
export const academicsScreens = defineScreens({
  routes: [
    { path: 'homework', element: <HomeworkPage /> },
    { path: 'exam', element: <ExamsPage /> },
    { path: 'exam/:id/results', element: <ExamResultsPage /> },
    { path: 'exam/templates', element: <ExamTemplatesPage /> },
    { path: 'exam/templates/:id/subjects', element: <ExamTemplateSubjectsScreen /> },
    { path: 'exam/templates/:id/subjects/:sub', element: <ExamTemplateSubjectsScreen /> },
    { path: 'exam/templates/:id/subjects/:subid/:subaction', element: <ExamTemplateSubjectsScreen /> },
    { path: 'exam/optic-form-template', element: <OpticFormsPage /> },
    { path: 'exam/optic-form-template/:id/field', element: <OpticFormFieldsScreen /> },
    { path: 'exam/optic-form-template/:id/field/:sub', element: <OpticFormFieldsScreen /> },
    { path: 'exam/optic-form-template/:id/field/:subid/:subaction', element: <OpticFormFieldsScreen /> },
    { path: 'enrollment/interviews/agenda', element: <InterviewAgendaPage /> },
  ],
});
