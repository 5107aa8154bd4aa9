import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { course_videos: 'Kursvideos', course_assets: 'Kursmaterialien' },
  fields: {
    groupName: 'Abschnitt',
    thumb: 'Vorschaubild',
    video: 'Video',
    videoLength: 'Länge (Sekunden)',
    isPreview: 'Vorschau',
    shortId: 'Kurz-ID',
    assetsZip: 'Materialien (zip)',
    userId: 'Hochgeladen von',
    lectureName: 'Lektion',
    lectureFile: 'Lektionsdatei',
  },
};
