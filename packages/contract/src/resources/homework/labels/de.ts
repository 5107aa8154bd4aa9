import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    homeworks: 'Hausaufgaben',
    admission_interviews: 'Aufnahmegespräche',
    interview_agenda: 'Gesprächskalender',
  },
  resources: {
    homeworks: 'Hausaufgaben',
    homework_completions: 'Erledigte Hausaufgaben',
    admission_interviews: 'Aufnahmegespräche',
  },
  fields: {
    subject: 'Fach',
    assignedDate: 'Aufgegeben am',
    dueDate: 'Fällig am',
    attachments: 'Anhänge',
    homework: 'Hausaufgabe',
    doneAt: 'Erledigt am',
    applicantName: 'Vorname des Bewerbers',
    applicantLastName: 'Nachname des Bewerbers',
    guardianName: 'Erziehungsberechtigte Person',
    guardianPhone: 'Telefon der Erziehungsberechtigten',
    guardianEmail: 'E-Mail der Erziehungsberechtigten',
    interviewDate: 'Gesprächsdatum',
    interviewTime: 'Gesprächszeit',
    interviewer: 'Gesprächsführung',
    interviewStatus: 'Status',
    interviewNotes: 'Notizen',
  },
};
