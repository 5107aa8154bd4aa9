import { defineServerModule } from '../../core/server-module.ts';
import { forwardAttachments, labels, readAttachment, send, stream, uploadAttachment } from './mail.action.ts';
import { followMail, mailHub } from './mail-push.ts';
import { mailsHooks } from './mails.hooks.ts';

export const mailModule = defineServerModule({
  name: 'mail',
  actions: [send, labels, stream, uploadAttachment, readAttachment, forwardAttachments],
  // Every node follows the mail channel, so a stream hears mail sent through any node.
  install: (app, services) => {
    // Not awaited (start-up need not wait for it), so a failure is logged here, never unhandled.
    followMail(services).catch((error: unknown) => app.log.error({ err: error }, 'the mail channel is not followed'));
    // A stream never ends by itself: close them all, or stopping the node would wait for them.
    app.addHook('preClose', (done) => {
      mailHub(services).endAll();
      done();
    });
    services.lifecycle.onDrain(() => mailHub(services).endAll());
  },
  hooks: [mailsHooks],
});
