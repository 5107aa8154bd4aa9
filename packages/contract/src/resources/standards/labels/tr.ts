import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

/** The module's labels in Turkish. */
export const labels: Translated<typeof en> = {
  menu: {
    learning_standards: 'Kazanımlar',
    assignment_standards: 'Kazanımlarla eşleşen çalışmalar',
    standards_report: 'Kazanım raporu',
  },
  resources: {
    learning_standards: 'Kazanımlar',
    assignment_standards: 'Kazanımlarla eşleşen çalışmalar',
  },
  fields: { standard: 'Kazanım' },
  ui: {
    standards: {
      title: 'Kazanım raporu',
      heading: '{{class}} sınıfının {{course}} kazanımları',
      choose: 'Bir sınıf ve bir ders seçin.',
      none: 'Bu sınıfta bu dersin hiçbir çalışması henüz bir kazanımla eşleşmedi.',
      family_heading: '{{course}} kazanımları',
      student: 'Öğrenci',
      level_1: 'Başlangıç',
      level_2: 'Gelişmekte',
      level_3: 'Yeterli',
      level_4: 'İleri',
      no_evidence: 'Henüz kanıt yok',
      cell: '{{level}} · {{name}} (%{{percent}}; sayılan çalışma: {{pieces}})',
      legend:
        'Düzeyler: 1 Başlangıç, 2 Gelişmekte, 3 Yeterli (karşılandı), 4 İleri; eşleşen çalışmalarda alınan puanın payına göre.',
      aligned: 'Eşleşen çalışma: {{pieces}}',
      import_csv: "CSV'den aktar",
      import_title: 'Öğrenme standartlarını CSV dosyasından aktar',
      import_help:
        'Başlık satırı code ve description sütunlarını, isterseniz adlarıyla subject ve gradeLevel sütunlarını içermelidir. Kodu zaten olan standart değiştirilir; bir satır reddedilirse hiçbir şey kaydedilmez.',
      import_choose: 'CSV dosyası seçin',
      import_send: 'Aktar',
      import_cancel: 'Vazgeç',
      import_refused: 'Hiçbir şey aktarılmadı. Bu satırları düzeltip dosyayı yeniden aktarın:',
      import_line: 'Satır {{line}}, {{field}}: {{message}}',
      import_done: 'Standartlar aktarıldı: {{created}} yeni, {{updated}} değişti.',
      import_missing_columns: 'Dosyada code ve description sütunlarını adlandıran bir başlık satırı olmalı.',
      import_unknown_subject: 'Bu adda bir ders yok.',
      import_unknown_grade_level: 'Okulun bu adda bir sınıf seviyesi yok.',
    },
  },
};
