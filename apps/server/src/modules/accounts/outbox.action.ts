import { outboxAction, outboxMessageAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { notFound } from '../../core/problem.ts';
import { listOutbox, readOutboxMessage } from '../../integrations/mail/mailer.ts';
import { mailDeliveryOf } from './mail-delivery.ts';

/** The local outbox (superadmins; an impersonating superadmin acts as the impersonated user: no outbox then). */
export const outbox = implement(outboxAction, async ({ services }) => {
  const messages = await listOutbox(services.config.dataDir);
  return {
    transport: mailDeliveryOf(services).mailer.kind,
    messages: messages.map(({ id, to, subject, createdAt }) => ({ id, to, subject, createdAt })),
  };
});

export const outboxMessage = implement(outboxMessageAction, async ({ services, input }) => {
  const message = await readOutboxMessage(services.config.dataDir, input.params.id);
  if (!message) throw notFound();
  return message;
});
