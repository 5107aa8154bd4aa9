import type { ActionModule } from '../../core/actions.ts';
import {
  assetTicket,
  readAssetFile,
  readVideoFile,
  uploadAssetFile,
  uploadVideoFile,
  videoTicket,
} from './course-content.action.ts';

export const courseContentActions: ActionModule = {
  actions: [uploadVideoFile, readVideoFile, videoTicket, uploadAssetFile, readAssetFile, assetTicket],
};
