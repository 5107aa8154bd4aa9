import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

/** The module's labels in Arabic. */
export const labels: Translated<typeof en> = {
  menu: {
    learning_standards: 'معايير التعلّم',
    assignment_standards: 'أعمال مرتبطة بالمعايير',
    standards_report: 'تقرير المعايير',
  },
  resources: {
    learning_standards: 'معايير التعلّم',
    assignment_standards: 'أعمال مرتبطة بالمعايير',
  },
  fields: { standard: 'المعيار' },
  ui: {
    standards: {
      title: 'تقرير المعايير',
      heading: 'معايير {{class}} في {{course}}',
      choose: 'اختر صفًا ومقررًا.',
      none: 'لم يُربط أي عمل من هذا المقرر في هذا الصف بمعيار بعد.',
      family_heading: 'معايير {{course}}',
      student: 'الطالب',
      level_1: 'مبتدئ',
      level_2: 'نامٍ',
      level_3: 'متمكّن',
      level_4: 'متقدّم',
      no_evidence: 'لا توجد أدلة بعد',
      cell: '{{level}} · {{name}} ({{percent}}٪؛ الأعمال المحتسبة: {{pieces}})',
      legend: 'المستويات: 1 مبتدئ، 2 نامٍ، 3 متمكّن (محقَّق)، 4 متقدّم، بحسب نسبة النقاط المحرزة في الأعمال المرتبطة.',
      aligned: 'الأعمال المرتبطة: {{pieces}}',
      import_csv: 'استيراد من CSV',
      import_title: 'استيراد معايير التعلم من ملف CSV',
      import_help:
        'صف عناوين يسمّي العمودين code وdescription، وإن شئت subject وgradeLevel بأسمائهما. المعيار الموجود رمزه يُعدَّل؛ ولا يُحفظ شيء إذا رُفض سطر.',
      import_choose: 'اختر ملف CSV',
      import_send: 'استيراد',
      import_cancel: 'إلغاء',
      import_refused: 'لم يُستورد شيء. صحّح هذه الأسطر واستورد الملف مجددًا:',
      import_line: 'السطر {{line}}، {{field}}: {{message}}',
      import_done: 'استُوردت المعايير: {{created}} جديد، {{updated}} معدَّل.',
      import_missing_columns: 'يحتاج الملف إلى سطر عناوين فيه العمودان code و description.',
      import_unknown_subject: 'لا توجد مادة بهذا العنوان.',
      import_unknown_grade_level: 'لا يوجد مستوى دراسي في هذه المدرسة بهذا العنوان.',
    },
  },
};
