import type { MailMessage } from '@kampus/contract/resources';
import type { Recipient } from './RecipientField.tsx';

/** What the compose window holds. */
export interface ComposeState {
  to: Recipient[];
  cc: Recipient[];
  bcc: Recipient[];
  subject: string;
  msgBody: string;
  attachment: MailMessage['attachment'];
  draftId?: number;
  /** The copy this answers: a reply. */
  inReplyTo?: number;
}

export const emptyCompose = (): ComposeState => ({ to: [], cc: [], bcc: [], subject: '', msgBody: '', attachment: [] });

/** The addressee a link into the mail names in its router state (`{composeTo: {id, name, email}}`), if any. */
export const composeToOf = (state: unknown): Recipient | undefined => {
  if (typeof state !== 'object' || state === null || !('composeTo' in state)) return undefined;
  const to: unknown = state.composeTo;
  if (typeof to !== 'object' || to === null) return undefined;
  const { id, name, email } = to as Record<string, unknown>;
  return typeof id === 'number' && typeof name === 'string' && typeof email === 'string'
    ? { id, name, email }
    : undefined;
};

/** The draft the compose window had open, so a reload opens it again. */
const OPEN_DRAFT = 'kampus.mail.openDraft';
export const openDraftId = (): number | undefined => {
  const value = Number(sessionStorage.getItem(OPEN_DRAFT));
  return Number.isInteger(value) && value > 0 ? value : undefined;
};
export const rememberOpenDraft = (id: number | undefined): void => {
  if (id === undefined) sessionStorage.removeItem(OPEN_DRAFT);
  else sessionStorage.setItem(OPEN_DRAFT, String(id));
};

/** A draft's message as the compose window edits it. */
export const fromMessage = (message: MailMessage, draftId?: number): ComposeState => ({
  to: message.to,
  cc: message.cc,
  bcc: message.bcc,
  subject: message.subject,
  msgBody: message.msgBody,
  attachment: message.attachment,
  draftId,
  inReplyTo: message.inReplyTo,
});

export const toMessage = (state: ComposeState): MailMessage => ({
  subject: state.subject,
  msgBody: state.msgBody,
  attachment: state.attachment,
  to: state.to,
  cc: state.cc,
  bcc: state.bcc,
  ...(state.inReplyTo ? { inReplyTo: state.inReplyTo } : {}),
});

/** Whether anything was written yet (an empty window is not worth a draft). */
export const hasContent = (state: ComposeState): boolean =>
  state.to.length + state.cc.length + state.bcc.length + state.attachment.length > 0 ||
  state.subject.trim() !== '' ||
  state.msgBody.replace(/<[^>]*>/g, '').trim() !== '';

/** Drafts are saved at most every 2 s while typing (spec section 9). */
export const DRAFT_THROTTLE_MS = 2000;
