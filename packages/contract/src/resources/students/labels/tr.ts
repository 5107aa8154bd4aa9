import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    students: 'Öğrenciler',
  },
  fields: {
    studentNumber: 'Öğrenci numarası',
    nationalId: 'T.C. kimlik numarası',
    gender: 'Cinsiyet',
    birthDate: 'Doğum tarihi',
    enrollmentDate: 'Kayıt tarihi',
    photo: 'Fotoğraf',
    photoKey: 'Fotoğraf dosyası',
  },
  menu: {
    student_list: 'Öğrenciler',
  },
  ui: {
    // students area
    student_profile: {
      any: 'Tümü',
      class_filter: 'Sınıf',
      tag_filter: 'Etiket',
      active: 'Aktif',
      inactive: 'Pasif',
      none: 'Yok',
      edit: 'Öğrenciyi düzenle',
      uploaded: 'Dosya yüklendi.',
      upload: 'Dosya yükle',
      upload_photo: 'Fotoğraf yükle',
      photo_saved: 'Fotoğraf kaydedildi.',
      photo_of: '{{name}} fotoğrafı',
      download: 'İndir',
      attendance_total_one: 'Bu dönem {{count}} ders kaydedildi',
      attendance_total_other: 'Bu dönem {{count}} ders kaydedildi',
      no_attendance: 'Bu dönem henüz yoklama kaydı yok.',
      no_exam_results: 'Henüz sınav sonucu yok.',
      no_student: 'Hesabınıza henüz bağlı bir öğrenci yok.',
      sections_label: 'Öğrenci bölümleri',
      sections: {
        overview: 'Genel bakış',
        family: 'Aile',
        classes: 'Sınıflar',
        batches: 'Gruplar',
        courses: 'Dersler',
        'bus-fees': 'Servis ücretleri',
        documents: 'Belgeler',
        tags: 'Etiketler',
        behaviours: 'Davranışlar',
        attendance: 'Yoklama',
        exams: 'Sınav sonuçları',
        installments: 'Taksitler',
        discounts: 'İndirimler',
        scholarship: 'Burs',
        payment: 'Ödeme',
      },
    },
  },
};
