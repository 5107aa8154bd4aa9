import type { FastifyInstance } from 'fastify';
import type { RecurringTask } from '../jobs/recurring.ts';
import type { JobDefinition } from '../jobs/registry.ts';
import type { ImplementedAction } from './actions.ts';
import type { HookSet } from './hooks.ts';
import type { Services } from './services.ts';

/**
 * One feature's server side, declared in one file (`modules/<feature>/<feature>.module.ts`): the
 * actions it answers, the hooks it puts on resources, the jobs it runs, and what it installs once
 * on the app. `modules/index.ts` lists the modules; the action routes, the installed hooks and the
 * job registry are all derived from that list, so a feature never edits a shared registry.
 */
export interface ServerModule {
  readonly name: string;
  readonly actions: readonly ImplementedAction[];
  /** Several modules may hook one resource: their hooks run in the order of the module list. */
  readonly hooks: readonly HookSet[];
  readonly jobs: readonly JobDefinition[];
  /** Its jobs that run on a clock: start-up keeps one run of each queued (jobs/recurring.ts). */
  readonly recurring: readonly RecurringTask[];
  readonly install?: (app: FastifyInstance, services: Services) => void;
}

export const defineServerModule = (module: {
  name: string;
  actions?: readonly ImplementedAction[];
  hooks?: readonly HookSet[];
  jobs?: readonly JobDefinition[];
  recurring?: readonly RecurringTask[];
  install?: (app: FastifyInstance, services: Services) => void;
}): ServerModule => ({ actions: [], hooks: [], jobs: [], recurring: [], ...module });
