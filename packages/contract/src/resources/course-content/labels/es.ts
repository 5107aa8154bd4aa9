import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { course_videos: 'Vídeos del curso', course_assets: 'Materiales del curso' },
  fields: {
    groupName: 'Sección',
    thumb: 'Miniatura',
    video: 'Vídeo',
    videoLength: 'Duración (segundos)',
    isPreview: 'Vista previa',
    shortId: 'Id corto',
    assetsZip: 'Materiales (zip)',
    userId: 'Subido por',
    lectureName: 'Lección',
    lectureFile: 'Archivo de la lección',
  },
};
