import { defineServerModule } from '../../core/server-module.ts';
import { academic, basic, dailyCash, enrollments, finance, usage } from './stats.action.ts';

/** The dashboards' figures (docs/dashboards.md). */
export const statsModule = defineServerModule({
  name: 'stats',
  actions: [basic, dailyCash, enrollments, usage, finance, academic],
});
