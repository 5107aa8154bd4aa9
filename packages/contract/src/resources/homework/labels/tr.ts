import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: { homeworks: 'Ödevler', admission_interviews: 'Kayıt görüşmeleri', interview_agenda: 'Görüşme ajandası' },
  resources: {
    homeworks: 'Ödevler',
    homework_completions: 'Yapılan ödevler',
    admission_interviews: 'Kayıt görüşmeleri',
  },
  fields: {
    subject: 'Ders',
    assignedDate: 'Veriliş tarihi',
    dueDate: 'Teslim tarihi',
    attachments: 'Ekler',
    homework: 'Ödev',
    doneAt: 'Yapılma zamanı',
    applicantName: 'Adayın adı',
    applicantLastName: 'Adayın soyadı',
    guardianName: 'Veli',
    guardianPhone: 'Veli telefonu',
    guardianEmail: 'Veli e-postası',
    interviewDate: 'Görüşme tarihi',
    interviewTime: 'Görüşme saati',
    interviewer: 'Görüşmeci',
    interviewStatus: 'Durum',
    interviewNotes: 'Notlar',
  },
};
