import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    menus: 'القوائم',
  },
  menu: {
    school_menus: 'قوائم المدرسة',
  },
  ui: {
    menus: {
      add: 'إضافة قائمة',
      edit: 'تعديل القائمة',
      add_child: 'إضافة قائمة تحت هذه',
      move_up: 'تحريك للأعلى',
      move_down: 'تحريك للأسفل',
      moving: 'جارٍ نقل القائمة…',
      move_error: 'تعذّر نقل القائمة.',
      delete_error: 'تعذّر حذف القائمة.',
      add_error: 'تعذّرت إضافة القائمة.',
      update_error: 'تعذّر تحديث القائمة.',
      added: 'تمت إضافة القائمة بنجاح!',
      updated: 'تم تحديث القائمة.',
      sync: 'مزامنة من القوائم العامة',
      sync_intro: 'ستُستبدل قوائم هذه المدرسة لهذه الفئة بالقوائم العامة. هل تريد المتابعة؟',
      synced: 'تمت مزامنة القوائم من القوائم العامة.',
      sync_error: 'تعذّرت مزامنة القوائم.',
      copy: 'نسخ إلى مدارس أخرى',
      copy_intro: 'نسخ قوائم {{audience}} لهذه المدرسة إلى:',
      copy_choose: 'اختر مدرسة واحدة على الأقل.',
      copied: 'تم نسخ القوائم.',
      copy_error: 'تعذّر نسخ القوائم.',
      top_level: 'المستوى الأعلى',
      empty: 'لا توجد قوائم لهذه الفئة بعد.',
      load_error: 'تعذّر تحميل القوائم.',
      // the tree editor: drag and drop and its keyboard alternative
      move_in: 'نقل تحت العنصر الذي فوقه',
      move_out: 'نقل خارج العنصر الأب',
      drag: 'اسحب للنقل',
      moved: 'تم نقل القائمة.',
      drag_hint:
        'اسحب العنصر من مقبضه: أفلته قرب الحافة العليا أو السفلى لعنصر آخر لوضعه قبله أو بعده، أو على وسطه لوضعه تحته. بدون فأرة، استخدم أزرار النقل الأربعة لكل عنصر.',
      drop_inside: 'أفلت لوضعه تحت {{name}}',
      expand: 'إظهار العناصر التي تحته',
      collapse: 'إخفاء العناصر التي تحته',
      expand_all: 'إظهار الكل',
      collapse_all: 'إخفاء الكل',
    },
  },
};
