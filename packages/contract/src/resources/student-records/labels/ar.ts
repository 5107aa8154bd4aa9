import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: {
    student_batches: 'مجموعات الطالب',
    student_courses: 'مقررات الطالب',
    school_bus_fees: 'رسوم الحافلة المدرسية',
    student_bus_fees: 'رسوم حافلة الطالب',
    student_tags: 'وسوم الطلاب',
    student_taggings: 'الطلاب الموسومون',
    student_behaviours: 'سلوكيات الطلاب',
    enrollment_documents: 'وثائق التسجيل',
    student_documents: 'وثائق الطالب',
  },
  fields: {
    schoolBusFee: 'خدمة الحافلة',
    tag: 'الوسم',
    tagId: 'الوسم',
    hit: 'مرات الاستخدام',
    addedBy: 'أضافه',
    behaviourDate: 'التاريخ',
    behaviourType: 'النوع',
    isRequired: 'مطلوب',
    enrollmentDocument: 'وثيقة التسجيل',
    fileName: 'الملف',
    fileSize: 'الحجم (بايت)',
    fileKey: 'الملف المخزن',
  },
  menu: { school_bus_fees: 'رسوم الحافلة المدرسية' },
};
