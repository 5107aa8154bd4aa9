import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    grading_scales: 'سلالم الدرجات',
    grading_scale_bands: 'فئات الدرجات',
    grading_policies: 'سياسات احتساب الدرجات',
    grading_categories: 'فئات التقييم',
  },
  fields: {
    scaleKind: 'نوع السلم',
    passMark: 'درجة النجاح (%)',
    rounding: 'التقريب',
    decimals: 'المنازل العشرية',
    gradingScale: 'سلم الدرجات',
    minPercent: 'ابتداءً من (%)',
    bandLabel: 'التقدير',
    gpaPoints: 'نقاط المعدل',
    passing: 'ناجح',
    gradingMethod: 'طريقة الاحتساب',
    missingWork: 'الأعمال غير المسلَّمة',
    latePenaltyPerDay: 'خصم التأخير عن كل يوم (%)',
    latePenaltyMax: 'أقصى خصم للتأخير (%)',
    gradingPolicy: 'سياسة احتساب الدرجات',
    weight: 'الوزن (%)',
    dropLowest: 'عدد أدنى الدرجات المستبعدة',
  },
  menu: {
    grading_scales: 'سلالم الدرجات',
    grading_scale_bands: 'فئات الدرجات',
    grading_policies: 'سياسات احتساب الدرجات',
    grading_categories: 'فئات التقييم',
  },
  ui: {
    values: {
      letter: 'حروف',
      points: 'نقاط',
      one_to_five: 'من 1 إلى 5',
      one_to_hundred: 'من 0 إلى 100',
      half_up: 'النصف إلى الأعلى',
      half_even: 'النصف إلى الزوجي',
      down: 'إلى الأسفل',
      up: 'إلى الأعلى',
      weighted_categories: 'فئات موزونة',
      total_points: 'مجموع النقاط',
      zero: 'يُحتسب صفرًا',
      exclude: 'لا يُحتسب',
    },
    gradebook: {
      weights_over: 'سيبلغ مجموع أوزان فئات هذه السياسة {{total}}%؛ ولا يجوز أن يتجاوز 100%.',
      weights_incomplete:
        'مجموع أوزان فئات هذه السياسة {{total}}%: لا تُستخدم السياسة الموزونة إلا حين يبلغ المجموع 100%.',
      one_default: '«{{title}}» هي السياسة الافتراضية لهذه المدرسة بالفعل: ألغِ كونها افتراضية أولًا.',
      duplicate_minimum: 'توجد فئة أخرى في هذا السلم تبدأ من هذه النسبة.',
      duplicate_label: 'توجد فئة أخرى في هذا السلم بهذا الاسم.',
      points_out_of_order: 'لا يجوز أن تساوي فئةٌ نقاطَ معدل أقل من فئة أدنى منها.',
      passing_out_of_order: 'لا يجوز أن تكون فئةٌ راسبة إذا كانت فئة أدنى منها ناجحة.',
    },
  },
};
