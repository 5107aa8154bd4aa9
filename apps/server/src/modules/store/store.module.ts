import { defineServerModule } from '../../core/server-module.ts';
import { customer, token } from './store.action.ts';

export const storeModule = defineServerModule({
  name: 'store',
  actions: [token, customer],
});
