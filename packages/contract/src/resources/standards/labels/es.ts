import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

/** The module's labels in Spanish. */
export const labels: Translated<typeof en> = {
  menu: {
    learning_standards: 'Estándares de aprendizaje',
    assignment_standards: 'Trabajos alineados con estándares',
    standards_report: 'Informe de estándares',
  },
  resources: {
    learning_standards: 'Estándares de aprendizaje',
    assignment_standards: 'Trabajos alineados con estándares',
  },
  fields: { standard: 'Estándar' },
  ui: {
    standards: {
      title: 'Informe de estándares',
      heading: 'Estándares de {{class}} en {{course}}',
      choose: 'Elija una clase y un curso.',
      none: 'Ningún trabajo de este curso en esta clase está alineado con un estándar todavía.',
      family_heading: 'Estándares de {{course}}',
      student: 'Estudiante',
      level_1: 'Inicial',
      level_2: 'En desarrollo',
      level_3: 'Competente',
      level_4: 'Avanzado',
      no_evidence: 'Sin evidencia todavía',
      cell: '{{level}} · {{name}} ({{percent}} %; trabajos contados: {{pieces}})',
      legend:
        'Niveles: 1 Inicial, 2 En desarrollo, 3 Competente (logrado), 4 Avanzado, según la parte de los puntos obtenidos en los trabajos alineados.',
      aligned: 'Trabajos alineados: {{pieces}}',
      import_csv: 'Importar desde CSV',
      import_title: 'Importar estándares de aprendizaje desde un archivo CSV',
      import_help:
        'Una fila de encabezado con las columnas code y description, y si lo desea subject y gradeLevel por sus títulos. Un estándar cuyo código ya existe se modifica; si se rechaza una línea no se guarda nada.',
      import_choose: 'Elegir un archivo CSV',
      import_send: 'Importar',
      import_cancel: 'Cancelar',
      import_refused: 'No se importó nada. Corrija estas líneas e importe el archivo de nuevo:',
      import_line: 'Línea {{line}}, {{field}}: {{message}}',
      import_done: 'Estándares importados: {{created}} nuevos, {{updated}} modificados.',
      import_missing_columns: 'El archivo necesita una fila de encabezado con las columnas code y description.',
      import_unknown_subject: 'Ninguna asignatura tiene este título.',
      import_unknown_grade_level: 'Ningún nivel de esta escuela tiene este título.',
    },
  },
};
