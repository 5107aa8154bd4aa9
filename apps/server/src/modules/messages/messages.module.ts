import { defineServerModule } from '../../core/server-module.ts';
import { previewClassMessageRun, previewMessagesRun, sendClassMessageRun, sendMessagesRun } from './messages.action.ts';
import { installSmsGateway } from './sms-gateway-registry.ts';
import { mailTemplatesHooks, smsTemplatesHooks } from './message-templates.hooks.ts';
import { bulkSendJob } from './bulk-send.job.ts';
import { sendSmsJob } from './send-sms.job.ts';

export const messagesModule = defineServerModule({
  name: 'messages',
  actions: [previewMessagesRun, sendMessagesRun, previewClassMessageRun, sendClassMessageRun],
  install: (_app, services) => installSmsGateway(services),
  hooks: [smsTemplatesHooks, mailTemplatesHooks],
  jobs: [bulkSendJob, sendSmsJob],
});
