import type { LabelSection } from '../../define-module.ts';

/** The module's labels in English: the reference every other language's file is typed by. */
export const labels = {
  menu: { message_sends: 'Bulk sending', class_message: 'Write to a class' },
  resources: {
    sms_templates: 'SMS templates',
    mail_templates: 'Mail templates',
    message_sends: 'Bulk sends',
    message_deliveries: 'Delivery log',
  },
  fields: {
    mailSubject: 'Mail subject',
    templateTitle: 'Template',
    channel: 'Channel',
    recipientSource: 'Recipients',
    audience: 'Send to',
    total: 'Total',
    sent: 'Sent',
    failed: 'Failed',
    sendState: 'Progress',
    finishedAt: 'Finished at',
    send: 'Bulk send',
    recipientName: 'Recipient',
    deliveryState: 'Delivery',
    attempts: 'Attempts',
  },
} satisfies LabelSection;
