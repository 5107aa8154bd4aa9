import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: { forms: 'Forms', form_settings: 'Form settings', form_submissions: 'Form submissions' },
  fields: {
    formType: 'Form type',
    fields: 'Questions',
    form: 'Form',
    publicLink: 'Public link',
    publicToken: 'Public link key',
    settings: 'Other settings',
    showHeader: 'Show the header',
    showSchoolLogo: 'Show the school logo',
    showSchoolName: 'Show the school name',
    showFormName: 'Show the form name',
    showCountdown: 'Show a countdown',
    showTotalApplicationCount: 'Show the number of applications',
    showFooter: 'Show the footer',
    answers: 'Answers',
    language: 'Language',
    submittedAt: 'Submitted at',
    admissionInterview: 'Admission interview',
  },
} satisfies LabelSection;
