import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { lti_tools: 'LTI-Tools', lti_links: 'Tool-Verknüpfungen' },
  fields: {
    loginUrl: 'Login-Initiierungs-URL',
    launchUrl: 'Start-URL (Weiterleitung)',
    jwksUrl: 'URL der öffentlichen Schlüssel (JWKS)',
    sendNames: 'Namen und E-Mail senden',
    clientId: 'Client-ID',
    deploymentId: 'Deployment-ID',
    owner: 'Registriert von',
    ltiTool: 'Tool',
  },
  menu: { learning_tools: 'Lernwerkzeuge', lti_tools: 'LTI-Tools', lti_links: 'Tool-Verknüpfungen' },
  ui: {
    lti: {
      where: '{{tool}} in {{where}}',
      launch: '{{title}} öffnen',
      none: 'Mit Ihren Klassen ist noch kein Lernwerkzeug verknüpft.',
      title: 'Lernwerkzeuge',
      failed: 'Das Werkzeug konnte nicht geöffnet werden.',
    },
  },
};
