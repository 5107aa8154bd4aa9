import type { ActionModule } from '../../core/actions.ts';
import { previewClassMessageRun, previewMessagesRun, sendClassMessageRun, sendMessagesRun } from './messages.action.ts';
import { installSmsGateway } from './sms-gateway-registry.ts';
// The jobs register themselves when imported; this module is loaded at start, so they always are.
import './bulk-send.job.ts';
import './send-sms.job.ts';

export const messagesActions: ActionModule = {
  actions: [previewMessagesRun, sendMessagesRun, previewClassMessageRun, sendClassMessageRun],
  install: (_app, services) => installSmsGateway(services),
};
