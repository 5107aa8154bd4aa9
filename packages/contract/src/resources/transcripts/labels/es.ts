import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: { graduation_requirements: 'Requisitos de graduación' },
  resources: { graduation_requirements: 'Requisitos de graduación' },
  fields: { credits: 'Créditos requeridos' },
  ui: {
    transcripts: {
      graduation_heading: 'Hacia la graduación',
      graduation_line: '{{earned}} de {{required}} créditos',
      graduation_met: 'Cumplido',
      graduation_all: 'Todos los cursos',
      download: 'Expediente académico (PDF)',
      title: 'Expediente académico',
      student: 'Estudiante',
      number: 'Número de estudiante',
      season: 'Curso escolar',
      school: 'Centro',
      class: 'Grupo',
      course: 'Asignatura',
      credits: 'Créditos',
      percent: 'Puntuación',
      grade: 'Calificación',
      gpa_points: 'Puntos de promedio',
      passed: 'Aprobado',
      failed: 'Suspenso',
      rank: 'Puesto en la clase: {{position}} de {{of}} (según el promedio del curso escolar, con notas publicadas)',
      season_gpa: 'Promedio del curso: {{gpa}} ({{credits}} créditos contados)',
      cumulative: 'Promedio acumulado: {{gpa}} · créditos obtenidos: {{earned}}',
      no_gpa: 'Sin promedio: ninguna asignatura de este curso tiene una calificación con puntos de promedio.',
      empty: 'Aún no hay asignaturas calificadas.',
      printed: 'Impreso el {{date}}',
      signed:
        'Este expediente está firmado digitalmente. Un lector de PDF muestra la firma; cualquier cambio en el archivo la invalida.',
      signature_reason: 'Expediente de {{name}}',
    },
  },
};
