import { defineServerModule } from '../../core/server-module.ts';
import { readConfiguration, saveConfiguration } from './school-configuration.action.ts';
import { uploadConfigurationImageFile, uploadImage } from './upload-school-image.action.ts';
import { schoolsHooks } from './schools.hooks.ts';
import { seasonsHooks } from './seasons.hooks.ts';
import { configurationsHooks } from './configurations.hooks.ts';

export const schoolsModule = defineServerModule({
  name: 'schools',
  actions: [readConfiguration, saveConfiguration, uploadImage, uploadConfigurationImageFile],
  hooks: [schoolsHooks, seasonsHooks, configurationsHooks],
});
