import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    schools: 'المدارس',
  },
  fields: {
    menuTitle: 'عنوان القائمة',
    founder: 'المؤسس',
    representative: 'الممثل',
    principal: 'مدير المدرسة',
    phone1: 'الهاتف 1',
    phone2: 'الهاتف 2',
    fax: 'الفاكس',
    zip: 'الرمز البريدي',
    ibCode: 'رمز IB',
    ceebCode: 'رمز CEEB',
    picture: 'الصورة',
    favicon: 'أيقونة الموقع',
    smallLogo: 'الشعار الصغير',
    logo: 'الشعار',
    bigLogo: 'الشعار الكبير',
    googleLink: 'رابط Google',
    googleMap: 'خريطة Google',
    timezone: 'المنطقة الزمنية',
    classLevels: 'المستويات الدراسية',
    transcriptRank: 'الترتيب في الصف في السجل الأكاديمي',
  },
  menu: {
    organization_list: 'المؤسسات',
  },
};
