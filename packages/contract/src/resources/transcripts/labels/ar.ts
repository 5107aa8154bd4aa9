import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: { graduation_requirements: 'متطلبات التخرج' },
  resources: { graduation_requirements: 'متطلبات التخرج' },
  fields: { credits: 'الساعات المعتمدة المطلوبة' },
  ui: {
    transcripts: {
      graduation_heading: 'نحو التخرج',
      graduation_line: '{{earned}} من {{required}} ساعة معتمدة',
      graduation_met: 'مستوفى',
      graduation_all: 'جميع المقررات',
      download: 'كشف الدرجات (PDF)',
      title: 'كشف الدرجات',
      student: 'الطالب',
      number: 'رقم الطالب',
      season: 'العام الدراسي',
      school: 'المدرسة',
      class: 'الصف',
      course: 'المقرر',
      credits: 'الساعات المعتمدة',
      percent: 'النتيجة',
      grade: 'التقدير',
      gpa_points: 'نقاط المعدل',
      passed: 'ناجح',
      failed: 'راسب',
      rank: 'الترتيب في الصف: {{position}} من {{of}} (حسب المعدل في الموسم، من الدرجات المعلنة)',
      season_gpa: 'معدل العام: {{gpa}} ({{credits}} ساعة محتسبة)',
      cumulative: 'المعدل التراكمي: {{gpa}} · الساعات المكتسبة: {{earned}}',
      no_gpa: 'لا معدل: لا يوجد مقرر في هذا العام بتقدير له نقاط معدل.',
      empty: 'لا توجد مقررات مقيّمة بعد.',
      printed: 'طُبع في {{date}}',
      signed: 'هذا السجل الأكاديمي موقّع رقميًا. يعرض قارئ PDF التوقيع، وأي تغيير في الملف يبطله.',
      signature_reason: 'السجل الأكاديمي لـ {{name}}',
    },
  },
};
