import { defineServerModule } from '../../core/server-module.ts';
import { help } from './help.action.ts';
import { health, ready, version } from './ops.action.ts';
import { recordPageView } from './page-view.action.ts';

export const opsModule = defineServerModule({
  name: 'ops',
  actions: [health, ready, version, help, recordPageView],
});
