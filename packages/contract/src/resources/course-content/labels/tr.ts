import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { course_videos: 'Ders videoları', course_assets: 'Ders materyalleri' },
  fields: {
    groupName: 'Bölüm',
    thumb: 'Küçük resim',
    video: 'Video',
    videoLength: 'Süre (saniye)',
    isPreview: 'Önizleme',
    shortId: 'Kısa kimlik',
    assetsZip: 'Materyaller (zip)',
    userId: 'Yükleyen',
    lectureName: 'Konu',
    lectureFile: 'Konu dosyası',
  },
};
