import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { forms: 'Formlar', form_settings: 'Form ayarları', form_submissions: 'Form başvuruları' },
  fields: {
    formType: 'Form türü',
    fields: 'Sorular',
    form: 'Form',
    publicLink: 'Herkese açık bağlantı',
    publicToken: 'Herkese açık bağlantı anahtarı',
    settings: 'Diğer ayarlar',
    showHeader: 'Başlığı göster',
    showSchoolLogo: 'Okul logosunu göster',
    showSchoolName: 'Okul adını göster',
    showFormName: 'Form adını göster',
    showCountdown: 'Geri sayımı göster',
    showTotalApplicationCount: 'Başvuru sayısını göster',
    showFooter: 'Alt bilgiyi göster',
    answers: 'Yanıtlar',
    language: 'Dil',
    submittedAt: 'Gönderilme zamanı',
    admissionInterview: 'Kayıt görüşmesi',
  },
};
