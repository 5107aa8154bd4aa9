import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    students: 'Schüler',
  },
  fields: {
    studentNumber: 'Schülernummer',
    nationalId: 'Ausweisnummer',
    gender: 'Geschlecht',
    birthDate: 'Geburtsdatum',
    enrollmentDate: 'Einschreibedatum',
    photo: 'Foto',
    photoKey: 'Fotodatei',
  },
  menu: {
    student_list: 'Schüler',
  },
  ui: {
    // students area
    student_profile: {
      any: 'Alle',
      class_filter: 'Klasse',
      tag_filter: 'Schlagwort',
      active: 'Aktiv',
      inactive: 'Inaktiv',
      none: 'Keine Angabe',
      edit: 'Schüler bearbeiten',
      uploaded: 'Die Datei wurde hochgeladen.',
      upload: 'Datei hochladen',
      upload_photo: 'Foto hochladen',
      photo_saved: 'Das Foto wurde gespeichert.',
      photo_of: 'Foto von {{name}}',
      download: 'Herunterladen',
      attendance_total_one: '{{count}} Unterrichtsstunde in diesem Schuljahr erfasst',
      attendance_total_other: '{{count}} Unterrichtsstunden in diesem Schuljahr erfasst',
      no_attendance: 'In diesem Schuljahr ist noch keine Anwesenheit erfasst.',
      no_exam_results: 'Noch keine Prüfungsergebnisse.',
      no_student: 'Mit Ihrem Konto ist noch kein Schüler verknüpft.',
      sections_label: 'Bereiche des Schülers',
      sections: {
        overview: 'Übersicht',
        family: 'Familie',
        classes: 'Klassen',
        batches: 'Kursgruppen',
        courses: 'Kurse',
        'bus-fees': 'Busgebühren',
        documents: 'Dokumente',
        tags: 'Schlagwörter',
        behaviours: 'Verhalten',
        attendance: 'Anwesenheit',
        exams: 'Prüfungsergebnisse',
        installments: 'Raten',
        discounts: 'Ermäßigungen',
        scholarship: 'Stipendium',
        payment: 'Zahlung',
      },
    },
  },
};
