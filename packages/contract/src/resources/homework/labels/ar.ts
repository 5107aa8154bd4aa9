import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: {
    homeworks: 'الواجبات المنزلية',
    admission_interviews: 'مقابلات القبول',
    interview_agenda: 'جدول المقابلات',
  },
  resources: {
    homeworks: 'الواجبات المنزلية',
    homework_completions: 'الواجبات المنجزة',
    admission_interviews: 'مقابلات القبول',
  },
  fields: {
    subject: 'المادة',
    assignedDate: 'تاريخ الإعطاء',
    dueDate: 'تاريخ التسليم',
    attachments: 'المرفقات',
    homework: 'الواجب',
    doneAt: 'وقت الإنجاز',
    applicantName: 'الاسم الأول للمتقدم',
    applicantLastName: 'اسم عائلة المتقدم',
    guardianName: 'ولي الأمر',
    guardianPhone: 'هاتف ولي الأمر',
    guardianEmail: 'بريد ولي الأمر الإلكتروني',
    interviewDate: 'تاريخ المقابلة',
    interviewTime: 'وقت المقابلة',
    interviewer: 'المحاور',
    interviewStatus: 'الحالة',
    interviewNotes: 'ملاحظات',
  },
};
