import { defineModule } from '../define-module.ts';
import { fileShares } from './file-shares.resource.ts';
import { fileSharesLabels } from './file-shares.labels.ts';

export * from './file-shares.resource.ts';

export const fileSharesModule = defineModule({
  resources: [fileShares],
  labels: fileSharesLabels,
});
