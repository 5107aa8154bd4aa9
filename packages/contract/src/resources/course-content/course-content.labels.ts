import { defineLabels } from '../define-module.ts';

/** What course_videos and course_assets are called, in the five languages. */
export const courseContentLabels = defineLabels(
  {
    resources: { course_videos: 'Course videos', course_assets: 'Course assets' },
    fields: {
      groupName: 'Section',
      thumb: 'Thumbnail',
      video: 'Video',
      videoLength: 'Length (seconds)',
      isPreview: 'Preview',
      shortId: 'Short id',
      assetsZip: 'Assets (zip)',
      userId: 'Uploaded by',
      lectureName: 'Lecture',
      lectureFile: 'Lecture file',
    },
  },
  {
    ar: {
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
    },
    de: {
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
    },
    es: {
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
    },
    tr: {
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
    },
  },
);
