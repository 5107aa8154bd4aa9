import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    attendances: 'الحضور',
    attendance_register: 'سجل الحضور',
  },
  resources: {
    attendances: 'الحضور',
  },
  fields: {
    attendanceDate: 'التاريخ',
    scheduleId: 'الحصة',
    attendanceType: 'نوع الحضور',
    adder: 'سجّله',
    note: 'ملاحظة',
  },
  ui: {
    // school-life
    school_life: {
      lesson_now: 'الحصة الحالية',
      student_error: 'حدث خطأ!',
      active_student: 'الطالب النشط',
      switch_student: 'تبديل الطالب',
      attendance_title: 'الحضور: {{className}}، {{start}}–{{end}}',
      attendance_hint: 'انقر على الطالب لتحديده كغير معروف (أحمر)، وانقر مرة أخرى لتحديده كحاضر (أخضر).',
      submit: 'إرسال',
      saved: 'تم حفظ الحضور.',
      summary: '{{present}} حاضر، {{unknown}} غير معروف',
    },
  },
};
