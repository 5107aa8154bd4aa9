import type { ActionModule } from '../../core/actions.ts';
import { academic, basic, dailyCash, enrollments, finance, usage } from './stats.action.ts';

/** The dashboards' figures (docs/dashboards.md). */
export const statsActions: ActionModule = { actions: [basic, dailyCash, enrollments, usage, finance, academic] };
