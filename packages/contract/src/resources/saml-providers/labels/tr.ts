import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { saml_providers: 'SAML ile giriş' },
  fields: {
    metadata: 'Sağlayıcı meta verisi (XML)',
    idpEntityId: 'Kimlik sağlayıcı varlık kimliği (yayımlayan)',
    ssoUrl: 'Tek oturum açma adresi (HTTP-Redirect)',
    sloUrl: 'Tek oturum kapatma adresi',
    certificates: 'İmza sertifikaları (PEM)',
    emailAttribute: 'E-posta özniteliği',
    allowIdpInitiated: 'Sağlayıcıda başlatılan girişler kabul edilsin',
  },
  menu: { saml_providers: 'SAML ile giriş' },
};
