import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { forms: 'Formulare', form_settings: 'Formulareinstellungen', form_submissions: 'Einsendungen' },
  fields: {
    formType: 'Formularart',
    fields: 'Fragen',
    form: 'Formular',
    publicLink: 'Öffentlicher Link',
    publicToken: 'Schlüssel des öffentlichen Links',
    settings: 'Weitere Einstellungen',
    showHeader: 'Kopfzeile zeigen',
    showSchoolLogo: 'Schullogo zeigen',
    showSchoolName: 'Schulnamen zeigen',
    showFormName: 'Formularnamen zeigen',
    showCountdown: 'Countdown zeigen',
    showTotalApplicationCount: 'Zahl der Anmeldungen zeigen',
    showFooter: 'Fußzeile zeigen',
    answers: 'Antworten',
    language: 'Sprache',
    submittedAt: 'Eingereicht am',
    admissionInterview: 'Aufnahmegespräch',
  },
};
