import { defineServerModule } from '../../core/server-module.ts';
import {
  assetTicket,
  readAssetFile,
  readVideoFile,
  uploadAssetFile,
  uploadVideoFile,
  videoTicket,
} from './course-content.action.ts';
import { courseVideosHooks } from './course-videos.hooks.ts';

export const courseContentModule = defineServerModule({
  name: 'course-content',
  actions: [uploadVideoFile, readVideoFile, videoTicket, uploadAssetFile, readAssetFile, assetTicket],
  hooks: [courseVideosHooks],
});
