import { defineModule } from '../define-module.ts';
import * as declarations from './lti.actions.ts';
import { ltiInventory } from './lti.inventory.ts';
import { ltiLinks, ltiTools } from './lti.resource.ts';

export * from './lti.resource.ts';

// Every declaration of the file, the scopes aside: a new endpoint is listed by being declared.
const actions = Object.values(declarations).filter(
  (value): value is Exclude<(typeof declarations)[keyof typeof declarations], typeof declarations.LTI_SCOPES> =>
    'method' in value,
);

/** LTI 1.3 / LTI Advantage, Kampus the platform: tools, their links in classes, the launch and the services (docs/lti.md). */
export const ltiModule = defineModule({
  resources: [ltiTools, ltiLinks],
  actions,
  labels: 'lti',
  inventory: ltiInventory,
  menus: [
    {
      key: 'menu.lti_tools',
      under: 'menu.settings',
      after: 'menu.assignment_scores',
      url: '/config/lti-tools',
      resource: 'lti_tools',
      icon: 'Api',
      audiences: ['headquarters', 'campus', 'school'],
    },
    {
      key: 'menu.lti_links',
      under: 'menu.classes',
      after: 'menu.gradebook',
      url: '/lti-links',
      resource: 'lti_links',
      icon: 'Launch',
      audiences: ['headquarters', 'campus', 'school', 'teacher'],
    },
    {
      // Everyone's list of the tools linked to their classes, each with its Open button (apps/web/src/resources/lti).
      key: 'menu.learning_tools',
      under: 'menu.classes',
      after: 'menu.lti_links',
      url: '/learning-tools',
      icon: 'Launch',
      audiences: ['headquarters', 'campus', 'school', 'teacher', 'parent', 'student'],
    },
  ],
});
