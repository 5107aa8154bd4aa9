import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  menu: { graduation_requirements: 'Mezuniyet koşulları' },
  resources: { graduation_requirements: 'Mezuniyet koşulları' },
  fields: { credits: 'Gereken kredi' },
  ui: {
    transcripts: {
      graduation_heading: 'Mezuniyete doğru',
      graduation_line: '{{earned}} / {{required}} kredi',
      graduation_met: 'Tamamlandı',
      graduation_all: 'Tüm dersler',
      download: 'Not dökümü (PDF)',
      title: 'Not dökümü',
      student: 'Öğrenci',
      number: 'Öğrenci numarası',
      season: 'Dönem',
      school: 'Okul',
      class: 'Sınıf',
      course: 'Ders',
      credits: 'Kredi',
      percent: 'Puan',
      grade: 'Not',
      gpa_points: 'Not ortalaması puanı',
      passed: 'Geçti',
      failed: 'Kaldı',
      rank: 'Sınıf sıralaması: {{of}} öğrenci içinde {{position}}. (dönem ortalamasına göre, açıklanan notlardan)',
      season_gpa: 'Dönemin not ortalaması: {{gpa}} ({{credits}} kredi sayıldı)',
      cumulative: 'Genel not ortalaması: {{gpa}} · kazanılan kredi: {{earned}}',
      no_gpa: 'Not ortalaması yok: bu dönemin hiçbir dersinde ortalama puanı olan bir not yok.',
      empty: 'Henüz notlandırılmış ders yok.',
      printed: 'Basım tarihi: {{date}}',
      signed:
        'Bu transkript elektronik olarak imzalanmıştır. PDF okuyucu imzayı gösterir; dosyadaki bir değişiklik imzayı bozar.',
      signature_reason: '{{name}} transkripti',
    },
  },
};
