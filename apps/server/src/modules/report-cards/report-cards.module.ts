import { defineServerModule } from '../../core/server-module.ts';
import { reportCards } from './report-cards.action.ts';

export const reportCardsModule = defineServerModule({
  name: 'report-cards',
  actions: [reportCards],
});
