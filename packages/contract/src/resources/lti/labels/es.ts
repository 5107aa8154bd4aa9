import type { Translated } from '../../define-module.ts';
import type { labels as en } from './en.ts';

export const labels: Translated<typeof en> = {
  resources: { lti_tools: 'Herramientas LTI', lti_links: 'Enlaces de herramientas' },
  fields: {
    loginUrl: 'URL de inicio de sesión',
    launchUrl: 'URL de lanzamiento (redirección)',
    jwksUrl: 'URL de claves públicas (JWKS)',
    sendNames: 'Enviar nombre y correo',
    clientId: 'ID de cliente',
    deploymentId: 'ID de implementación',
    owner: 'Registrado por',
    ltiTool: 'Herramienta',
  },
  menu: {
    learning_tools: 'Herramientas de aprendizaje',
    lti_tools: 'Herramientas LTI',
    lti_links: 'Enlaces de herramientas',
  },
  ui: {
    lti: {
      where: '{{tool}} en {{where}}',
      launch: 'Abrir {{title}}',
      none: 'Aún no hay herramientas de aprendizaje enlazadas a tus clases.',
      title: 'Herramientas de aprendizaje',
      failed: 'No se pudo abrir la herramienta.',
    },
  },
};
