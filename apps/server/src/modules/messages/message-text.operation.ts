import { mailTemplates, smsTemplates, unknownPlaceholders, type Violation } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { unprocessable, violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/** What a send says, before it is rendered per recipient. */
export interface MessageText {
  /** What the send is listed as: the template's title, or the written text's subject or start. */
  title: string;
  subject: string | null;
  body: string;
}

interface TextChoice {
  channel: 'sms' | 'mail';
  templateId?: number | undefined;
  subject?: string | undefined;
  text?: string | undefined;
}

const TITLE_LENGTH = 60;

const titleOf = (subject: string | undefined, text: string): string => {
  const source = (subject || text).replace(/\s+/g, ' ').trim();
  return source.length > TITLE_LENGTH ? `${source.slice(0, TITLE_LENGTH - 1)}…` : source;
};

/**
 * The chosen template (visible to the caller, else a 422 naming `templateId`), or the text written
 * for this send: `text`, and for mail a `subject`, each checked for placeholders no country knows
 * (a typo would reach every parent as typed). A teacher has no templates and always writes.
 */
export const messageTextOf = async (db: Db, ctx: RequestContext, choice: TextChoice): Promise<MessageText> => {
  if (choice.templateId !== undefined) {
    if (choice.channel === 'sms') {
      const template = await scoped(db, ctx).of(smsTemplates).first({ id: choice.templateId });
      if (!template) throw violation('templateId', 'validation.invalid_reference');
      return { title: template.title, subject: null, body: template.body };
    }
    const template = await scoped(db, ctx).of(mailTemplates).first({ id: choice.templateId });
    if (!template) throw violation('templateId', 'validation.invalid_reference');
    return { title: template.title, subject: template.mailSubject, body: template.body };
  }
  const violations: Violation[] = [];
  const text = choice.text ?? '';
  const subject = choice.subject ?? '';
  if (choice.channel === 'mail' && !subject)
    violations.push({ propertyPath: 'subject', message: 'validation.required' });
  else if (unknownPlaceholders(subject).length > 0)
    violations.push({ propertyPath: 'subject', message: 'messages.unknown_placeholder' });
  if (!text) violations.push({ propertyPath: 'text', message: 'validation.required' });
  else if (unknownPlaceholders(text).length > 0)
    violations.push({ propertyPath: 'text', message: 'messages.unknown_placeholder' });
  if (violations.length > 0) throw unprocessable(violations);
  return { title: titleOf(subject, text), subject: choice.channel === 'mail' ? subject : null, body: text };
};
