import { defineModule } from '../define-module.ts';
import * as declarations from './scim.actions.ts';

// Every declaration of the file, the constants aside: a new endpoint is listed by being declared.
const actions = Object.values(declarations).filter(
  (value): value is Exclude<(typeof declarations)[keyof typeof declarations], string> => typeof value !== 'string',
);

/** SCIM 2.0 provisioning (Users, Groups) for Entra ID or Google Workspace, bearer: a Kampus API key (docs/standards.md). */
export const scimModule = defineModule({ resources: [], actions, labels: 'scim' });
