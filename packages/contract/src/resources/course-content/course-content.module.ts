import { defineModule } from '../define-module.ts';
import { courseContentInventory } from './course-content.inventory.ts';
import {
  uploadCourseVideoFileAction,
  readCourseVideoFileAction,
  uploadCourseAssetFileAction,
  readCourseAssetFileAction,
  courseVideoTicketAction,
  courseAssetTicketAction,
} from './course-content.actions.ts';
import { courseAssets, courseVideos } from './course-content.resource.ts';

export * from './course-content.resource.ts';

/**
 * Course content. Its menu entries (`/courses/video`, `/courses/asset`) are already among the
 * default menus; the web mounts the player and the lists there (resources/course-content).
 */
export const courseContentModule = defineModule({
  resources: [courseVideos, courseAssets],
  actions: [
    uploadCourseVideoFileAction,
    readCourseVideoFileAction,
    uploadCourseAssetFileAction,
    readCourseAssetFileAction,
    courseVideoTicketAction,
    courseAssetTicketAction,
  ],
  labels: 'course-content',
  inventory: courseContentInventory,
  menus: [],
});
