import { defineModule } from '../define-module.ts';
import { messageTemplatesInventory } from './message-templates.inventory.ts';
import {
  previewMessagesAction,
  sendMessagesAction,
  previewClassMessageAction,
  sendClassMessageAction,
} from './messages.actions.ts';
import { mailTemplates, messageDeliveries, messageSends, smsTemplates } from './message-templates.resource.ts';

export * from './message-templates.resource.ts';

export const messageTemplatesModule = defineModule({
  resources: [smsTemplates, mailTemplates, messageSends, messageDeliveries],
  actions: [previewMessagesAction, sendMessagesAction, previewClassMessageAction, sendClassMessageAction],
  labels: 'message-templates',
  inventory: messageTemplatesInventory,
  menus: [
    {
      // The send screen (pick recipients, a template, preview, send) with the sends and their progress.
      key: 'menu.message_sends',
      under: 'menu.communication',
      after: 'menu.sms_templates',
      url: '/sms/send',
      icon: 'Send',
      audiences: ['headquarters', 'campus', 'school'],
    },
    {
      // A message to one class's parents, students or teachers: a teacher's only way to write to many at once.
      key: 'menu.class_message',
      under: 'menu.communication',
      after: 'menu.feeds',
      url: '/messages/class',
      icon: 'Forum',
      audiences: ['school', 'teacher'],
    },
  ],
});
