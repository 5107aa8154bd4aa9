import { defineServerModule } from '../../core/server-module.ts';
import { scimActions } from './scim.action.ts';

/** SCIM 2.0 provisioning of users and school memberships, for Entra ID or Google Workspace (docs/standards.md). */
export const scimModule = defineServerModule({ name: 'scim', actions: scimActions });
