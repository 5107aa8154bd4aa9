import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    student_batches: 'Öğrenci grupları',
    student_courses: 'Öğrenci dersleri',
    school_bus_fees: 'Okul servis ücretleri',
    student_bus_fees: 'Öğrenci servis ücretleri',
    student_tags: 'Öğrenci etiketleri',
    student_taggings: 'Etiketli öğrenciler',
    student_behaviours: 'Öğrenci davranışları',
    enrollment_documents: 'Kayıt belgeleri',
    student_documents: 'Öğrenci belgeleri',
  },
  fields: {
    schoolBusFee: 'Servis hattı',
    tag: 'Etiket',
    tagId: 'Etiket',
    hit: 'Kullanım',
    addedBy: 'Ekleyen',
    behaviourDate: 'Tarih',
    behaviourType: 'Tür',
    isRequired: 'Zorunlu',
    enrollmentDocument: 'Kayıt belgesi',
    fileName: 'Dosya',
    fileSize: 'Boyut (bayt)',
    fileKey: 'Kayıtlı dosya',
  },
  menu: { school_bus_fees: 'Okul servis ücretleri' },
};
