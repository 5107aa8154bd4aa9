import { describe, expect, it } from 'vitest';
import { issueFileTicket, fileTicketGrants } from '../filemanager/file-ticket.ts';
import { issueTicket, ticketGrants } from './file-ticket.ts';

const key = new Uint8Array(32).fill(7);
const claim = { resource: 'course_videos', id: 5, kind: 'video' } as const;

describe('course file tickets', () => {
  it('grant the one file they were issued for, until they expire', () => {
    const now = Date.UTC(2026, 10, 24, 3, 0, 0);
    const { ticket } = issueTicket(key, claim, now);
    expect(ticketGrants(key, ticket, claim, now)).toBe(true);
    expect(ticketGrants(key, ticket, { ...claim, id: 6 }, now)).toBe(false);
    expect(ticketGrants(key, ticket, { ...claim, kind: 'assets' }, now)).toBe(false);
    expect(ticketGrants(key, ticket, { ...claim, resource: 'course_assets' }, now)).toBe(false);
    expect(ticketGrants(key, ticket, claim, now + 31 * 60 * 1000)).toBe(false);
  });

  it('refuse a forged or mangled ticket', () => {
    const { ticket } = issueTicket(key, claim);
    expect(ticketGrants(new Uint8Array(32).fill(8), ticket, claim)).toBe(false);
    const [, signature] = ticket.split('.');
    const forged = `99999999999.${signature}`;
    expect(ticketGrants(key, forged, claim)).toBe(false);
    expect(ticketGrants(key, 'garbage', claim)).toBe(false);
    expect(ticketGrants(key, `${ticket}.x`, claim)).toBe(false);
  });
});

describe('one signing helper for course and file manager tickets', () => {
  it('never lets a ticket of one kind open a file of the other', () => {
    const { ticket } = issueTicket(key, claim);
    expect(fileTicketGrants(key, ticket, 5, 'course_videos:5:video')).toBe(false);
    const file = issueFileTicket(key, 5, 'plan.pdf');
    expect(fileTicketGrants(key, file, 5, 'plan.pdf')).toBe(true);
    expect(fileTicketGrants(key, file, 6, 'plan.pdf')).toBe(false);
    expect(ticketGrants(key, file, claim)).toBe(false);
  });
});
