import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    student_batches: 'Kursgruppen des Schülers',
    student_courses: 'Kurse des Schülers',
    school_bus_fees: 'Schulbusgebühren',
    student_bus_fees: 'Busgebühren des Schülers',
    student_tags: 'Schüler-Schlagwörter',
    student_taggings: 'Verschlagwortete Schüler',
    student_behaviours: 'Schülerverhalten',
    enrollment_documents: 'Einschreibungsunterlagen',
    student_documents: 'Schülerdokumente',
  },
  fields: {
    schoolBusFee: 'Buslinie',
    tag: 'Schlagwort',
    tagId: 'Schlagwort',
    hit: 'Verwendungen',
    addedBy: 'Hinzugefügt von',
    behaviourDate: 'Datum',
    behaviourType: 'Art',
    isRequired: 'Erforderlich',
    enrollmentDocument: 'Einschreibungsunterlage',
    fileName: 'Datei',
    fileSize: 'Größe (Bytes)',
    fileKey: 'Gespeicherte Datei',
  },
  menu: { school_bus_fees: 'Schulbusgebühren' },
};
