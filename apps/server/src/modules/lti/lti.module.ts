import { defineServerModule } from '../../core/server-module.ts';
import { ltiActions } from './lti.action.ts';
import { ltiToolsHooks } from './lti-tools.hooks.ts';

/** LTI 1.3 / LTI Advantage, Kampus the platform: launches, NRPS and AGS (docs/lti.md). */
export const ltiModule = defineServerModule({ name: 'lti', actions: ltiActions, hooks: [ltiToolsHooks] });
