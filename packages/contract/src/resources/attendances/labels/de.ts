import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    attendances: 'Anwesenheiten',
    attendance_register: 'Anwesenheitsliste',
  },
  resources: {
    attendances: 'Anwesenheiten',
  },
  fields: {
    attendanceDate: 'Datum',
    scheduleId: 'Unterrichtsstunde',
    attendanceType: 'Abwesenheitsart',
    adder: 'Erfasst von',
    note: 'Bemerkung',
  },
  ui: {
    // school-life
    school_life: {
      lesson_now: 'Aktuelle Stunde',
      student_error: 'Ein Fehler ist aufgetreten!',
      active_student: 'Aktiver Schüler',
      switch_student: 'Schüler wechseln',
      attendance_title: 'Anwesenheit: {{className}}, {{start}}–{{end}}',
      attendance_hint:
        'Klicken Sie auf einen Schüler, um ihn als unbekannt (rot) zu markieren; ein weiterer Klick markiert ihn als anwesend (grün).',
      submit: 'Absenden',
      saved: 'Anwesenheit gespeichert.',
      summary: '{{present}} anwesend, {{unknown}} unbekannt',
    },
  },
};
