import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    grading_scales: 'Notenskalen',
    grading_scale_bands: 'Notenstufen',
    grading_policies: 'Bewertungsregeln',
    grading_categories: 'Bewertungskategorien',
  },
  fields: {
    scaleKind: 'Art der Skala',
    passMark: 'Bestehensgrenze (%)',
    rounding: 'Rundung',
    decimals: 'Nachkommastellen',
    gradingScale: 'Notenskala',
    minPercent: 'Ab (%)',
    bandLabel: 'Note',
    gpaPoints: 'GPA-Punkte',
    passing: 'Bestanden',
    gradingMethod: 'Berechnungsart',
    missingWork: 'Fehlende Arbeiten',
    latePenaltyPerDay: 'Abzug je Tag Verspätung (%)',
    latePenaltyMax: 'Höchster Abzug für Verspätung (%)',
    gradingPolicy: 'Bewertungsregel',
    weight: 'Gewichtung (%)',
    dropLowest: 'Gestrichene schlechteste Noten',
  },
  menu: {
    grading_scales: 'Notenskalen',
    grading_scale_bands: 'Notenstufen',
    grading_policies: 'Bewertungsregeln',
    grading_categories: 'Bewertungskategorien',
  },
  ui: {
    values: {
      letter: 'Buchstaben',
      points: 'Punkte',
      one_to_five: '1 bis 5',
      one_to_hundred: '0 bis 100',
      half_up: 'Kaufmännisch (halb aufwärts)',
      half_even: 'Mathematisch (halb zur geraden Zahl)',
      down: 'Abrunden',
      up: 'Aufrunden',
      weighted_categories: 'Gewichtete Kategorien',
      total_points: 'Gesamtpunkte',
      zero: 'Zählt als null',
      exclude: 'Bleibt unberücksichtigt',
    },
    gradebook: {
      weights_over: 'Die Kategorien dieser Regel würden zusammen {{total}} % wiegen; erlaubt sind höchstens 100 %.',
      weights_incomplete:
        'Die Kategorien dieser Regel wiegen zusammen {{total}} %: Eine gewichtete Regel kann erst bei 100 % verwendet werden.',
      one_default: '„{{title}}“ ist bereits die Standardregel dieser Schule: Nehmen Sie ihr zuerst diese Rolle.',
      duplicate_minimum: 'Eine andere Stufe dieser Skala beginnt bereits bei diesem Prozentsatz.',
      duplicate_label: 'Eine andere Stufe dieser Skala trägt bereits diesen Namen.',
      points_out_of_order: 'Eine Stufe kann nicht weniger GPA-Punkte wert sein als eine Stufe darunter.',
      passing_out_of_order: 'Eine Stufe kann nicht „nicht bestanden“ sein, wenn eine Stufe darunter besteht.',
    },
  },
};
