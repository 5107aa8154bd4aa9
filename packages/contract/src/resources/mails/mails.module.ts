import { defineModule } from '../define-module.ts';
import { mailsInventory } from './mails.inventory.ts';
import {
  sendMailAction,
  mailLabelsAction,
  mailStreamAction,
  uploadMailAttachmentAction,
  readMailAttachmentAction,
  forwardMailAttachmentsAction,
} from './mails.actions.ts';
import { mails } from './mails.resource.ts';

export * from './mails.resource.ts';

/** Internal mail. Its menu entry (`menu.mail`, `/mail`) is one of the shared default menus. */
export const mailsModule = defineModule({
  resources: [mails],
  actions: [
    sendMailAction,
    mailLabelsAction,
    mailStreamAction,
    uploadMailAttachmentAction,
    readMailAttachmentAction,
    forwardMailAttachmentsAction,
  ],
  labels: 'mails',
  inventory: mailsInventory,
});
