import type { ActionModule } from '../../core/actions.ts';
import { readAssetFile, readVideoFile, uploadAssetFile, uploadVideoFile } from './course-content.action.ts';

export const courseContentActions: ActionModule = {
  actions: [uploadVideoFile, readVideoFile, uploadAssetFile, readAssetFile],
};
