import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  menu: { homeworks: 'Homework', admission_interviews: 'Admission interviews', interview_agenda: 'Interview agenda' },
  resources: {
    homeworks: 'Homework',
    homework_completions: 'Homework done',
    admission_interviews: 'Admission interviews',
  },
  fields: {
    subject: 'Subject',
    assignedDate: 'Given on',
    dueDate: 'Due date',
    attachments: 'Attachments',
    homework: 'Homework',
    doneAt: 'Done at',
    applicantName: 'Applicant’s first name',
    applicantLastName: 'Applicant’s last name',
    guardianName: 'Guardian',
    guardianPhone: 'Guardian’s phone',
    guardianEmail: 'Guardian’s e-mail',
    interviewDate: 'Interview date',
    interviewTime: 'Interview time',
    interviewer: 'Interviewer',
    interviewStatus: 'Status',
    interviewNotes: 'Notes',
  },
} satisfies LabelSection;
