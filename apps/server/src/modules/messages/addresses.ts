import type { MessageChannel } from '@kampus/contract';

interface Contact {
  email: string | null;
  phone: string | null;
}

/** A person a message may go to: their account (when they have one) and the school's record of them. */
export interface Addressed {
  name: string;
  account: Contact | null;
  record: Contact | null;
}

const usable = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

/**
 * Where a message of this channel reaches the person: their account's address first (what they
 * keep up to date and sign in with), the record's as the fallback. A guardian record often has no
 * e-mail while the parent's account does: reading only the record reached 1 family in 11.
 */
export const addressOf = (
  person: Addressed,
  channel: MessageChannel,
): { value: string; from: 'account' | 'record' } | undefined => {
  const field = channel === 'sms' ? 'phone' : 'email';
  const fromAccount = usable(person.account?.[field]);
  if (fromAccount) return { value: fromAccount, from: 'account' };
  const fromRecord = usable(person.record?.[field]);
  return fromRecord ? { value: fromRecord, from: 'record' } : undefined;
};
