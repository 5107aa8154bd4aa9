import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
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
} satisfies LabelSection;
