import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    attendances: 'Yoklamalar',
    attendance_register: 'Yoklama defteri',
  },
  resources: {
    attendances: 'Yoklamalar',
  },
  fields: {
    attendanceDate: 'Tarih',
    scheduleId: 'Ders',
    attendanceType: 'Devamsızlık türü',
    adder: 'Kaydeden',
    note: 'Not',
  },
  ui: {
    // school-life
    school_life: {
      lesson_now: 'Şu anki ders',
      student_error: 'Hata oluştu!',
      active_student: 'Aktif öğrenci',
      switch_student: 'Öğrenci değiştir',
      attendance_title: 'Yoklama: {{className}}, {{start}}–{{end}}',
      attendance_hint:
        'Bilinmiyor (kırmızı) olarak işaretlemek için öğrenciye tıklayın; tekrar tıklayınca mevcut (yeşil) olur.',
      submit: 'Gönder',
      saved: 'Yoklama kaydedildi.',
      summary: '{{present}} mevcut, {{unknown}} bilinmiyor',
    },
  },
};
