import { defineModule } from '../define-module.ts';
import { notPersonal } from '../privacy/inventory.ts';
import { samlProviders } from './saml-providers.resource.ts';

export * from './saml-providers.resource.ts';

/** A school group's own SAML identity providers, kept by headquarters (docs/saml.md). */
export const samlProvidersModule = defineModule({
  resources: [samlProviders],
  labels: 'saml-providers',
  inventory: [notPersonal('saml_providers', 'an identity provider’s addresses and public certificates')],
  menus: [
    {
      key: 'menu.saml_providers',
      under: 'menu.settings',
      after: 'menu.lti_tools',
      url: '/config/saml-providers',
      resource: 'saml_providers',
      icon: 'Key',
      audiences: ['headquarters'],
    },
  ],
});
