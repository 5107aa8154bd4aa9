import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    grading_scales: 'Escalas de calificación',
    grading_scale_bands: 'Tramos de calificación',
    grading_policies: 'Criterios de calificación',
    grading_categories: 'Categorías de calificación',
  },
  fields: {
    scaleKind: 'Tipo de escala',
    passMark: 'Nota de aprobado (%)',
    rounding: 'Redondeo',
    decimals: 'Decimales',
    gradingScale: 'Escala de calificación',
    minPercent: 'Desde (%)',
    bandLabel: 'Calificación',
    gpaPoints: 'Puntos GPA',
    passing: 'Aprobado',
    gradingMethod: 'Método de cálculo',
    missingWork: 'Trabajos no entregados',
    latePenaltyPerDay: 'Penalización por día de retraso (%)',
    latePenaltyMax: 'Penalización máxima por retraso (%)',
    gradingPolicy: 'Criterio de calificación',
    weight: 'Peso (%)',
    dropLowest: 'Notas más bajas descartadas',
  },
  menu: {
    grading_scales: 'Escalas de calificación',
    grading_scale_bands: 'Tramos de calificación',
    grading_policies: 'Criterios de calificación',
    grading_categories: 'Categorías de calificación',
  },
  ui: {
    values: {
      letter: 'Letras',
      points: 'Puntos',
      one_to_five: 'De 1 a 5',
      one_to_hundred: 'De 0 a 100',
      half_up: 'Mitad hacia arriba',
      half_even: 'Mitad al par',
      down: 'Hacia abajo',
      up: 'Hacia arriba',
      weighted_categories: 'Categorías ponderadas',
      total_points: 'Puntos totales',
      zero: 'Cuenta como cero',
      exclude: 'No se cuenta',
    },
    gradebook: {
      weights_over: 'Las categorías de este criterio pesarían {{total}} % en total; pueden pesar como máximo el 100 %.',
      weights_incomplete:
        'Las categorías de este criterio pesan {{total}} % en total: un criterio ponderado solo puede usarse cuando pesan el 100 %.',
      one_default: '«{{title}}» ya es el criterio predeterminado de este centro: quítele antes esa condición.',
      duplicate_minimum: 'Otro tramo de esta escala empieza en este porcentaje.',
      duplicate_label: 'Otro tramo de esta escala tiene este nombre.',
      points_out_of_order: 'Un tramo no puede valer menos puntos GPA que un tramo inferior.',
      passing_out_of_order: 'Un tramo no puede ser de suspenso si un tramo inferior es de aprobado.',
    },
  },
};
