import { COURSE_FILE_TICKET_SECONDS } from '@kampus/contract';
import { issueSignedTicket, signedTicketGrants } from '../../core/signed-ticket.ts';

/** What a ticket grants: reading one file of one course record until `expires` (seconds since 1970). */
export interface TicketClaim {
  resource: 'course_videos' | 'course_assets';
  id: number;
  kind: string;
  expires: number;
}

const fileOf = (claim: Omit<TicketClaim, 'expires'>) => ({
  purpose: 'course-file',
  subject: `${claim.resource}:${claim.id}:${claim.kind}`,
});

/** A ticket for one course file (core/signed-ticket.ts), with the claim it grants. */
export const issueTicket = (
  key: Uint8Array,
  claim: Omit<TicketClaim, 'expires'>,
  now = Date.now(),
): TicketClaim & { ticket: string } => ({
  ...claim,
  ...issueSignedTicket(key, fileOf(claim), COURSE_FILE_TICKET_SECONDS, now),
});

/** Whether `ticket` was issued by this server for exactly that file and has not expired. */
export const ticketGrants = (
  key: Uint8Array,
  ticket: string,
  wanted: Omit<TicketClaim, 'expires'>,
  now = Date.now(),
): boolean => signedTicketGrants(key, ticket, fileOf(wanted), now);
