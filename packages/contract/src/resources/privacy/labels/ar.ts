import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

/** The privacy module's labels in Arabic. */
export const labels: Translated<typeof en> = {
  menu: {
    retention_runs: 'سجل الإتلاف',
  },
  ui: {
    retention: {
      intro:
        'في كل شهر يقوم مُجدول الاحتفاظ بإتلاف البيانات الشخصية التي انقضت مدتها المحددة في جرد البيانات أو بإخفاء هويتها، ويحتفظ بسجل لذلك مدة ثلاث سنوات. أما الصفوف الخاضعة لحجز قانوني (طلب صاحب بيانات لم يُرد عليه، أو رصيد غير مسدد) فتُحفظ وتُعد.',
      dry_run: 'تشغيل تجريبي',
      dry_run_title: 'ما سيفعله التشغيل الآن',
      nothing_due: 'لا شيء انقضت مدته.',
      no_runs: 'لا يوجد تشغيل بعد.',
      schedule: 'المُجدول',
      manual: 'مشرف عام',
      running: 'قيد التشغيل',
      done: 'اكتمل',
      resource: 'السجلات',
      rule: 'القاعدة',
      method: 'الطريقة',
      count: 'الصفوف',
      held: 'محجوزة',
      ids: 'المعرّفات',
      destroy: 'أُتلفت',
      anonymise: 'أُخفيت هويتها',
      refused: 'رُفضت',
      held_method: 'محجوزة (حجز قانوني)',
      rule_text: '{{period}} من {{from}}',
    },
  },
};
