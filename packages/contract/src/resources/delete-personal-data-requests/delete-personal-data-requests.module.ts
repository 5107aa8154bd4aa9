import { defineModule } from '../define-module.ts';
import { deletePersonalDataRequestsInventory } from './delete-personal-data-requests.inventory.ts';
import { deletePersonalDataRequests } from './delete-personal-data-requests.resource.ts';

export * from './delete-personal-data-requests.resource.ts';

export const deletePersonalDataRequestsModule = defineModule({
  resources: [deletePersonalDataRequests],
  labels: 'delete-personal-data-requests',
  inventory: deletePersonalDataRequestsInventory,
  menus: [
    {
      key: 'menu.privacy_requests',
      under: 'menu.settings',
      url: '/config/privacy-requests',
      resource: 'delete_personal_data_requests',
      icon: 'Gavel',
      audiences: ['headquarters', 'campus', 'school'],
    },
  ],
});
