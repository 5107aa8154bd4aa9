import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { course_videos: 'فيديوهات المقرر', course_assets: 'مواد المقرر' },
  fields: {
    groupName: 'القسم',
    thumb: 'الصورة المصغرة',
    video: 'الفيديو',
    videoLength: 'المدة (ثوانٍ)',
    isPreview: 'معاينة',
    shortId: 'المعرف القصير',
    assetsZip: 'المواد (zip)',
    userId: 'رفعه',
    lectureName: 'المحاضرة',
    lectureFile: 'ملف المحاضرة',
  },
};
