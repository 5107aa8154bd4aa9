import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    graduation_requirements: 'Abschlussanforderungen',
    graduation_progress: 'Stand zum Abschluss',
    graduation_programmes: 'Abschlussprogramme',
    programme_students: 'Programme der Schüler/innen',
  },
  resources: {
    graduation_requirements: 'Abschlussanforderungen',
    graduation_programmes: 'Abschlussprogramme',
    programme_students: 'Programme der Schüler/innen',
  },
  fields: { credits: 'Erforderliche Leistungspunkte' },
  ui: {
    transcripts: {
      code: 'Kurscode',
      download_csv: 'Notenübersicht (CSV)',
      progress_transcript_csv_of: 'Notenübersicht von {{name}} (CSV)',
      progress_programme: 'Programm: {{programme}}',
      progress_not_applicable: 'Gilt nicht für das Programm',
      progress_choose:
        'Wählen Sie eine Klasse, um zu sehen, wie weit jede Schülerin und jeder Schüler auf dem Weg zum Abschluss ist.',
      progress_heading: 'Stand zum Abschluss der Klasse {{class}}',
      progress_none:
        'Die Schule hat noch keine Abschlussanforderungen festgelegt: Fügen Sie sie unter Abschlussanforderungen hinzu.',
      progress_empty: 'In dieser Klasse sind keine Schüler/innen.',
      progress_cell: '{{earned}} von {{required}}',
      progress_met_count: 'Erfüllt: {{met}} von {{total}}',
      progress_total: 'Alle Leistungspunkte',
      progress_met_column: 'Erfüllte Anforderungen',
      progress_transcript_of: 'Notenübersicht von {{name}} (PDF)',
      graduation_heading: 'Auf dem Weg zum Abschluss',
      graduation_line: '{{earned}} von {{required}} Leistungspunkten',
      graduation_met: 'Erfüllt',
      graduation_all: 'Alle Kurse',
      download: 'Notenübersicht (PDF)',
      title: 'Notenübersicht',
      student: 'Schüler/in',
      number: 'Schülernummer',
      season: 'Schuljahr',
      school: 'Schule',
      class: 'Klasse',
      course: 'Kurs',
      credits: 'Leistungspunkte',
      percent: 'Ergebnis',
      grade: 'Note',
      gpa_points: 'GPA-Punkte',
      passed: 'Bestanden',
      failed: 'Nicht bestanden',
      rank: 'Rang in der Klasse: {{position}} von {{of}} (nach dem Notendurchschnitt des Schuljahres, aus freigegebenen Noten)',
      season_gpa: 'GPA des Schuljahres: {{gpa}} ({{credits}} Leistungspunkte gezählt)',
      cumulative: 'Gesamt-GPA: {{gpa}} · erworbene Leistungspunkte: {{earned}}',
      no_gpa: 'Kein GPA: Kein Kurs dieses Schuljahres hat eine Note mit GPA-Punkten.',
      empty: 'Noch kein benoteter Kurs.',
      printed: 'Gedruckt am {{date}}',
      signed:
        'Dieses Zeugnis ist digital signiert. Ein PDF-Leser zeigt die Signatur; jede Änderung an der Datei macht sie ungültig.',
      signature_reason: 'Zeugnis von {{name}}',
    },
  },
};
