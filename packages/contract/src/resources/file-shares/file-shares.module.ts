import { defineModule } from '../define-module.ts';
import { fileSharesInventory } from './file-shares.inventory.ts';
import {
  listFileEntriesAction,
  createFolderAction,
  uploadManagedFileAction,
  renameFileEntryAction,
  moveFileEntriesAction,
  deleteFileEntriesAction,
  readManagedFileAction,
  linkManagedFileAction,
  listDriveFilesAction,
  driveSignInAction,
} from './filemanager.actions.ts';
import { fileShares } from './file-shares.resource.ts';

export * from './file-shares.resource.ts';

export const fileSharesModule = defineModule({
  resources: [fileShares],
  actions: [
    listFileEntriesAction,
    createFolderAction,
    uploadManagedFileAction,
    renameFileEntryAction,
    moveFileEntriesAction,
    deleteFileEntriesAction,
    readManagedFileAction,
    linkManagedFileAction,
    listDriveFilesAction,
    driveSignInAction,
  ],
  labels: 'file-shares',
  inventory: fileSharesInventory,
});
