import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    student_batches: 'Grupos del estudiante',
    student_courses: 'Cursos del estudiante',
    school_bus_fees: 'Tarifas de autobús escolar',
    student_bus_fees: 'Tarifas de autobús del estudiante',
    student_tags: 'Etiquetas de estudiantes',
    student_taggings: 'Estudiantes etiquetados',
    student_behaviours: 'Comportamiento de estudiantes',
    enrollment_documents: 'Documentos de matrícula',
    student_documents: 'Documentos del estudiante',
  },
  fields: {
    schoolBusFee: 'Servicio de autobús',
    tag: 'Etiqueta',
    tagId: 'Etiqueta',
    hit: 'Usos',
    addedBy: 'Añadido por',
    behaviourDate: 'Fecha',
    behaviourType: 'Tipo',
    isRequired: 'Obligatorio',
    enrollmentDocument: 'Documento de matrícula',
    fileName: 'Archivo',
    fileSize: 'Tamaño (bytes)',
    fileKey: 'Archivo guardado',
  },
  menu: { school_bus_fees: 'Tarifas de autobús escolar' },
};
