import { defineServerModule } from '../../core/server-module.ts';
import { readFile } from './read-file.action.ts';

export const filesModule = defineServerModule({
  name: 'files',
  actions: [readFile],
});
