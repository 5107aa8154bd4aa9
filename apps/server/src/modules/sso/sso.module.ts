import { defineServerModule } from '../../core/server-module.ts';
import { links, signOn } from './sso.action.ts';

export const ssoModule = defineServerModule({
  name: 'sso',
  actions: [signOn, links],
});
