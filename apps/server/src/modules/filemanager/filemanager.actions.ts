import type { ActionModule } from '../../core/actions.ts';
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

export const fileManagerActions: ActionModule = {
  actions: [listFolder, makeFolder, upload, rename, move, remove, read, link, drive, driveSignIn],
};
