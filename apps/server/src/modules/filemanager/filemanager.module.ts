import { defineServerModule } from '../../core/server-module.ts';
import {
  drive,
  driveSignIn,
  link,
  listFolder,
  makeFolder,
  move,
  read,
  remove,
  rename,
  upload,
} from './filemanager.action.ts';

export const filemanagerModule = defineServerModule({
  name: 'filemanager',
  actions: [listFolder, makeFolder, upload, rename, move, remove, read, link, drive, driveSignIn],
});
