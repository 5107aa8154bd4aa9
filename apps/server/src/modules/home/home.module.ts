import { defineServerModule } from '../../core/server-module.ts';
import { today } from './home-today.action.ts';

/** The home pages' figures (docs/home.md). */
export const homeModule = defineServerModule({
  name: 'home',
  actions: [today],
});
