import { defineModule } from '../define-module.ts';
import { schoolsInventory } from './schools.inventory.ts';
import {
  schoolConfigurationAction,
  saveSchoolConfigurationAction,
  uploadSchoolImageAction,
  uploadConfigurationImageAction,
} from './schools.actions.ts';
import { schools } from './schools.resource.ts';

export * from './schools.resource.ts';

export const schoolsModule = defineModule({
  resources: [schools],
  actions: [
    schoolConfigurationAction,
    saveSchoolConfigurationAction,
    uploadSchoolImageAction,
    uploadConfigurationImageAction,
  ],
  labels: 'schools',
  inventory: schoolsInventory,
  menus: [
    {
      key: 'menu.organization_list',
      under: 'menu.organization',
      before: 'menu.organization_chart',
      url: '/organization',
      icon: 'Apartment',
      audiences: ['headquarters', 'campus'],
    },
  ],
});
