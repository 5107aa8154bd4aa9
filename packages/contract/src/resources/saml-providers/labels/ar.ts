import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { saml_providers: 'الدخول عبر SAML' },
  fields: {
    metadata: 'البيانات الوصفية للمزوّد (XML)',
    idpEntityId: 'معرّف كيان مزوّد الهوية (المُصدِر)',
    ssoUrl: 'عنوان الدخول الموحّد (HTTP-Redirect)',
    sloUrl: 'عنوان الخروج الموحّد',
    certificates: 'شهادات التوقيع (PEM)',
    emailAttribute: 'سمة البريد الإلكتروني',
    allowIdpInitiated: 'قبول الدخول الذي يبدأ لدى المزوّد',
  },
  menu: { saml_providers: 'الدخول عبر SAML' },
};
