import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    grading_scales: 'Not ölçekleri',
    grading_scale_bands: 'Not aralıkları',
    grading_policies: 'Not hesaplama politikaları',
    grading_categories: 'Not kategorileri',
  },
  fields: {
    scaleKind: 'Ölçek türü',
    passMark: 'Geçme notu (%)',
    rounding: 'Yuvarlama',
    decimals: 'Ondalık basamak',
    gradingScale: 'Not ölçeği',
    minPercent: 'Başlangıç (%)',
    bandLabel: 'Not',
    gpaPoints: 'Ortalama puanı',
    passing: 'Geçer',
    gradingMethod: 'Hesaplama yöntemi',
    missingWork: 'Teslim edilmeyen çalışma',
    latePenaltyPerDay: 'Gecikme kesintisi, gün başına (%)',
    latePenaltyMax: 'En fazla gecikme kesintisi (%)',
    gradingPolicy: 'Not hesaplama politikası',
    weight: 'Ağırlık (%)',
    dropLowest: 'Silinen en düşük not sayısı',
  },
  menu: {
    grading_scales: 'Not ölçekleri',
    grading_scale_bands: 'Not aralıkları',
    grading_policies: 'Not hesaplama politikaları',
    grading_categories: 'Not kategorileri',
  },
  ui: {
    values: {
      letter: 'Harf notu',
      points: 'Puan',
      one_to_five: '1–5 arası',
      one_to_hundred: '0–100 arası',
      half_up: 'Yarım yukarı',
      half_even: 'Yarım çifte',
      down: 'Aşağı',
      up: 'Yukarı',
      weighted_categories: 'Ağırlıklı kategoriler',
      total_points: 'Toplam puan',
      zero: 'Sıfır sayılır',
      exclude: 'Hesaba katılmaz',
    },
    gradebook: {
      weights_over: 'Bu politikanın kategorilerinin ağırlığı toplam %{{total}} olur; toplam en fazla %100 olabilir.',
      weights_incomplete:
        'Bu politikanın kategorilerinin ağırlığı toplam %{{total}}: ağırlıklı bir politika, toplam %100 olduğunda kullanılabilir.',
      one_default: '“{{title}}” zaten bu okulun varsayılan politikası: önce onun varsayılanlığını kaldırın.',
      duplicate_minimum: 'Bu ölçeğin başka bir aralığı da bu yüzdeden başlıyor.',
      duplicate_label: 'Bu ölçeğin başka bir aralığı da bu adı taşıyor.',
      points_out_of_order: 'Bir aralık, altındaki bir aralıktan daha az ortalama puanı değerinde olamaz.',
      passing_out_of_order: 'Altındaki bir aralık geçerken bir aralık başarısız olamaz.',
    },
  },
};
