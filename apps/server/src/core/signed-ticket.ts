import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A signed, short-lived permission to read one thing without a bearer token: what a `<video>`,
 * `<img>` or download link carries, since an element cannot send an Authorization header. The
 * ticket is `<expires>.<signature>` (base64url); the signature binds the purpose (so a file
 * manager ticket never opens a course file), the subject (which file) and the expiry.
 */
export interface TicketSubject {
  /** What kind of thing the ticket opens: `filemanager`, `course-file`. */
  purpose: string;
  /** Exactly which one, as the purpose spells it (`3:folder/plan.pdf`, `course_videos:5:video`). */
  subject: string;
}

const mac = (key: Uint8Array, { purpose, subject }: TicketSubject, expires: string): Buffer =>
  createHmac('sha256', key).update(`${purpose}-ticket\n${subject}:${expires}`).digest();

/** A ticket for `what`, valid `seconds` from `now`; answers it with its expiry (seconds since 1970). */
export const issueSignedTicket = (
  key: Uint8Array,
  what: TicketSubject,
  seconds: number,
  now = Date.now(),
): { ticket: string; expires: number } => {
  const expires = Math.floor(now / 1000) + seconds;
  return { ticket: `${expires}.${mac(key, what, String(expires)).toString('base64url')}`, expires };
};

/** Whether this server issued `ticket` for exactly `what` and it has not expired. */
export const signedTicketGrants = (key: Uint8Array, ticket: string, what: TicketSubject, now = Date.now()): boolean => {
  const [expires, signature, ...rest] = ticket.split('.');
  if (!expires || !signature || rest.length > 0 || !/^\d{1,12}$/.test(expires)) return false;
  const expected = mac(key, what, expires);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) && Number(expires) * 1000 > now;
};
