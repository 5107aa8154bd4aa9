import { defineModule } from '../define-module.ts';
import { deletePersonalDataRequestsInventory } from './delete-personal-data-requests.inventory.ts';
import { deletePersonalDataRequests } from './delete-personal-data-requests.resource.ts';
import { deletePersonalDataRequestsLabels } from './delete-personal-data-requests.labels.ts';

export * from './delete-personal-data-requests.resource.ts';

export const deletePersonalDataRequestsModule = defineModule({
  resources: [deletePersonalDataRequests],
  labels: deletePersonalDataRequestsLabels,
  inventory: deletePersonalDataRequestsInventory,
});
