import { issueSignedTicket, signedTicketGrants } from '../../core/signed-ticket.ts';

/** How long an entry's address works: long enough to look through a folder, short enough to not be a link to keep. */
const FILE_TICKET_SECONDS = 30 * 60;

const fileOf = (school: number, id: string) => ({ purpose: 'filemanager', subject: `${school}:${id}` });

/**
 * A permission to read one file of one school's file manager, issued only to a caller who may see
 * it: while listing its folder (30 minutes), or as a form's lasting link (`seconds`).
 */
export const issueFileTicket = (
  key: Uint8Array,
  school: number,
  id: string,
  now = Date.now(),
  seconds = FILE_TICKET_SECONDS,
): string => issueSignedTicket(key, fileOf(school, id), seconds, now).ticket;

/** Whether this server issued `ticket` for exactly that file and it has not expired. */
export const fileTicketGrants = (key: Uint8Array, ticket: string, school: number, id: string, now = Date.now()) =>
  signedTicketGrants(key, ticket, fileOf(school, id), now);
