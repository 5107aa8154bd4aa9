import { defineServerModule } from '../../core/server-module.ts';
import { samlProvidersHooks } from './saml-providers.hooks.ts';
import {
  samlAcs,
  samlLogin,
  samlLogout,
  samlMetadata,
  samlProvider,
  samlSingleLogout,
  samlSingleLogoutRedirect,
} from './saml.action.ts';

/**
 * SAML 2.0 sign-in and single logout through the installation's identity provider and the school
 * groups' own (docs/saml.md).
 */
export const samlModule = defineServerModule({
  name: 'saml',
  actions: [samlProvider, samlMetadata, samlLogin, samlAcs, samlLogout, samlSingleLogout, samlSingleLogoutRedirect],
  hooks: [samlProvidersHooks],
});
