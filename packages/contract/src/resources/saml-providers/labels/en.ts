import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: { saml_providers: 'SAML sign-in' },
  fields: {
    metadata: 'Provider metadata (XML)',
    idpEntityId: 'Identity provider entity ID (issuer)',
    ssoUrl: 'Single sign-on URL (HTTP-Redirect)',
    sloUrl: 'Single logout URL',
    certificates: 'Signing certificates (PEM)',
    emailAttribute: 'E-mail attribute',
    allowIdpInitiated: 'Accept sign-ins started at the provider',
  },
  menu: { saml_providers: 'SAML sign-in' },
} satisfies LabelSection;
