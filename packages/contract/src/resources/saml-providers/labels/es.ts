import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { saml_providers: 'Inicio de sesión SAML' },
  fields: {
    metadata: 'Metadatos del proveedor (XML)',
    idpEntityId: 'ID de entidad del proveedor de identidad (emisor)',
    ssoUrl: 'Dirección de inicio de sesión único (HTTP-Redirect)',
    sloUrl: 'Dirección de cierre de sesión único',
    certificates: 'Certificados de firma (PEM)',
    emailAttribute: 'Atributo de correo electrónico',
    allowIdpInitiated: 'Aceptar inicios de sesión comenzados en el proveedor',
  },
  menu: { saml_providers: 'Inicio de sesión SAML' },
};
