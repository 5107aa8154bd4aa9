import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { lti_tools: 'LTI araçları', lti_links: 'Araç bağlantıları' },
  fields: {
    loginUrl: 'Oturum başlatma adresi',
    launchUrl: 'Başlatma adresi (yönlendirme)',
    jwksUrl: 'Açık anahtarlar adresi (JWKS)',
    sendNames: 'Ad ve e-posta gönderilsin',
    clientId: 'İstemci kimliği',
    deploymentId: 'Dağıtım kimliği',
    owner: 'Kaydeden',
    ltiTool: 'Araç',
  },
  menu: { learning_tools: 'Öğrenme araçları', lti_tools: 'LTI araçları', lti_links: 'Araç bağlantıları' },
  ui: {
    lti: {
      where: '{{where}} için {{tool}}',
      launch: 'Aç: {{title}}',
      none: 'Sınıflarınıza henüz bir öğrenme aracı bağlanmadı.',
      title: 'Öğrenme araçları',
      failed: 'Araç açılamadı.',
    },
  },
};
