import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    students: 'Estudiantes',
  },
  fields: {
    studentNumber: 'Número de estudiante',
    nationalId: 'Documento de identidad',
    gender: 'Sexo',
    birthDate: 'Fecha de nacimiento',
    enrollmentDate: 'Fecha de matrícula',
    photo: 'Foto',
    photoKey: 'Archivo de la foto',
  },
  menu: {
    student_list: 'Estudiantes',
  },
  ui: {
    // students area
    student_profile: {
      any: 'Todos',
      class_filter: 'Clase',
      tag_filter: 'Etiqueta',
      active: 'Activo',
      inactive: 'Inactivo',
      none: 'Ninguno',
      edit: 'Editar estudiante',
      uploaded: 'El archivo se ha subido.',
      upload: 'Subir archivo',
      upload_photo: 'Subir foto',
      photo_saved: 'La foto se ha guardado.',
      photo_of: 'Foto de {{name}}',
      download: 'Descargar',
      attendance_total_one: '{{count}} clase registrada este curso',
      attendance_total_other: '{{count}} clases registradas este curso',
      attendance_total_many: '{{count}} clases registradas este curso',
      no_attendance: 'Aún no hay asistencia registrada este curso.',
      no_exam_results: 'Aún no hay resultados de exámenes.',
      no_student: 'Aún no hay ningún estudiante vinculado a su cuenta.',
      sections_label: 'Secciones del estudiante',
      sections: {
        overview: 'Resumen',
        family: 'Familia',
        classes: 'Clases',
        batches: 'Grupos',
        courses: 'Cursos',
        'bus-fees': 'Tarifas de autobús',
        documents: 'Documentos',
        tags: 'Etiquetas',
        behaviours: 'Comportamiento',
        attendance: 'Asistencia',
        exams: 'Resultados de exámenes',
        installments: 'Cuotas',
        discounts: 'Descuentos',
        scholarship: 'Beca',
        payment: 'Pago',
      },
    },
  },
};
