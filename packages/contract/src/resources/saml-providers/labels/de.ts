import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { saml_providers: 'SAML-Anmeldung' },
  fields: {
    metadata: 'Metadaten des Anbieters (XML)',
    idpEntityId: 'Entity-ID des Identitätsanbieters (Aussteller)',
    ssoUrl: 'Single-Sign-On-Adresse (HTTP-Redirect)',
    sloUrl: 'Single-Logout-Adresse',
    certificates: 'Signaturzertifikate (PEM)',
    emailAttribute: 'E-Mail-Attribut',
    allowIdpInitiated: 'Beim Anbieter begonnene Anmeldungen annehmen',
  },
  menu: { saml_providers: 'SAML-Anmeldung' },
};
