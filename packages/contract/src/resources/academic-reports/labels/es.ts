import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    report_static_texts: 'Textos fijos del informe',
    report_types: 'Tipos de informe',
  },
  fields: {
    reportTitle: 'Título del informe',
    paperSize: 'Tamaño del papel',
    paperLayout: 'Orientación',
    fontSize: 'Tamaño de letra',
    paperSizeWidth: 'Ancho del papel (mm)',
    paperSizeHeight: 'Alto del papel (mm)',
    cardShows: 'Lo que muestra el boletín del cuaderno de notas',
    reportId: 'Tipo de informe',
    text: 'Texto',
    align: 'Alineación',
    textOrder: 'Orden',
  },
  menu: {
    report_types: 'Tipos de informe',
  },
  ui: {
    values: {
      grades_and_standards: 'Notas de los cursos y estándares',
      standards_instead: 'Estándares en lugar de notas de los cursos',
      grades_only: 'Solo notas de los cursos',
    },
  },
};
