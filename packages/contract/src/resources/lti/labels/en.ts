import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  resources: { lti_tools: 'LTI tools', lti_links: 'Tool links' },
  fields: {
    loginUrl: 'Login initiation URL',
    launchUrl: 'Launch URL (redirect URI)',
    jwksUrl: 'Public keys URL (JWKS)',
    sendNames: 'Send names and e-mail',
    clientId: 'Client ID',
    deploymentId: 'Deployment ID',
    owner: 'Registered by',
    ltiTool: 'Tool',
  },
  menu: { learning_tools: 'Learning tools', lti_tools: 'LTI tools', lti_links: 'Tool links' },
  ui: {
    lti: {
      where: '{{tool}} in {{where}}',
      launch: 'Open {{title}}',
      none: 'No learning tools have been linked to your classes yet.',
      title: 'Learning tools',
      failed: 'The tool could not be opened.',
    },
  },
} satisfies LabelSection;
