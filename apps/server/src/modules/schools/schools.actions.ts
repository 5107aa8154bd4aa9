import type { ActionModule } from '../../core/actions.ts';
import { readConfiguration, saveConfiguration } from './school-configuration.action.ts';
import { uploadConfigurationImageFile, uploadImage } from './upload-school-image.action.ts';

export const schoolActions: ActionModule = {
  actions: [readConfiguration, saveConfiguration, uploadImage, uploadConfigurationImageFile],
};
