import { createHmac, timingSafeEqual } from 'node:crypto';
import { COURSE_FILE_TICKET_SECONDS } from '@kampus/contract';

/** What a ticket grants: reading one file of one course record until `expires` (seconds since 1970). */
export interface TicketClaim {
  resource: 'course_videos' | 'course_assets';
  id: number;
  kind: string;
  expires: number;
}

const mac = (key: Uint8Array, payload: string): Buffer =>
  createHmac('sha256', key).update(`course-file-ticket\n${payload}`).digest();

/** `<payload>.<signature>`, both base64url: the payload names the resource, record, file and expiry. */
export const issueTicket = (
  key: Uint8Array,
  claim: Omit<TicketClaim, 'expires'>,
  now = Date.now(),
): TicketClaim & { ticket: string } => {
  const full = { ...claim, expires: Math.floor(now / 1000) + COURSE_FILE_TICKET_SECONDS };
  const payload = Buffer.from(`${full.resource}:${full.id}:${full.kind}:${full.expires}`).toString('base64url');
  return { ...full, ticket: `${payload}.${mac(key, payload).toString('base64url')}` };
};

/** Whether `ticket` was issued by this server for exactly that file and has not expired. */
export const ticketGrants = (
  key: Uint8Array,
  ticket: string,
  wanted: Omit<TicketClaim, 'expires'>,
  now = Date.now(),
): boolean => {
  const [payload, signature, ...rest] = ticket.split('.');
  if (!payload || !signature || rest.length > 0) return false;
  const expected = mac(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const [resource, id, kind, expires] = Buffer.from(payload, 'base64url').toString().split(':');
  return (
    resource === wanted.resource && Number(id) === wanted.id && kind === wanted.kind && Number(expires) * 1000 > now
  );
};
