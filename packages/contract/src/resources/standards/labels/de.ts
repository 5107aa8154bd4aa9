import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

/** The module's labels in German. */
export const labels: Translated<typeof en> = {
  menu: {
    learning_standards: 'Lernziele',
    assignment_standards: 'Lernzielen zugeordnete Arbeiten',
    standards_report: 'Lernzielbericht',
  },
  resources: {
    learning_standards: 'Lernziele',
    assignment_standards: 'Lernzielen zugeordnete Arbeiten',
  },
  fields: { standard: 'Lernziel' },
  ui: {
    standards: {
      title: 'Lernzielbericht',
      heading: 'Lernziele von {{class}} in {{course}}',
      choose: 'Wählen Sie eine Klasse und einen Kurs.',
      none: 'Noch keine Arbeit dieses Kurses in dieser Klasse ist einem Lernziel zugeordnet.',
      family_heading: 'Lernziele in {{course}}',
      student: 'Schüler/in',
      level_1: 'Beginnend',
      level_2: 'Entwickelnd',
      level_3: 'Sicher',
      level_4: 'Fortgeschritten',
      no_evidence: 'Noch keine Nachweise',
      cell: '{{level}} · {{name}} ({{percent}} %; gezählte Arbeiten: {{pieces}})',
      legend:
        'Stufen: 1 Beginnend, 2 Entwickelnd, 3 Sicher (erreicht), 4 Fortgeschritten, nach dem Anteil der erreichten Punkte der zugeordneten Arbeiten.',
      aligned: 'Zugeordnete Arbeiten: {{pieces}}',
      import_csv: 'Aus CSV importieren',
      import_title: 'Lernstandards aus einer CSV-Datei importieren',
      import_help:
        'Eine Kopfzeile mit den Spalten code und description, auf Wunsch subject und gradeLevel mit ihren Titeln. Ein Standard mit vorhandenem Code wird geändert; wird eine Zeile abgelehnt, wird nichts gespeichert.',
      import_choose: 'CSV-Datei wählen',
      import_send: 'Importieren',
      import_cancel: 'Abbrechen',
      import_refused: 'Nichts wurde importiert. Korrigieren Sie diese Zeilen und importieren Sie die Datei erneut:',
      import_line: 'Zeile {{line}}, {{field}}: {{message}}',
      import_done: 'Standards importiert: {{created}} neu, {{updated}} geändert.',
      import_missing_columns: 'Die Datei braucht eine Kopfzeile mit den Spalten code und description.',
      import_unknown_subject: 'Kein Fach hat diesen Titel.',
      import_unknown_grade_level: 'Keine Jahrgangsstufe dieser Schule hat diesen Titel.',
    },
  },
};
