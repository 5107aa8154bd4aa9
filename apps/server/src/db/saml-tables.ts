import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authSessions } from './internal-tables.ts';

/**
 * SAML 2.0 sign-in (docs/saml.md). The requests we sent and await an answer to: a response is
 * accepted only in answer to one of them (its InResponseTo), once, within minutes. Kept in the
 * database rather than a cookie: the provider's answer is a cross-site POST, which a SameSite
 * cookie does not come back with, and any node may receive it.
 */
export const samlRequests = pgTable('saml_requests', {
  id: text('id').primaryKey(),
  // Which provider the request went to ('installation', or a saml_providers id): its answer is
  // checked against that provider's certificates and signs in that provider's people only.
  provider: text('provider').notNull().default('installation'),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
});

/** Every assertion accepted, until it expires: the same assertion posted again is refused (replay). */
export const samlAssertions = pgTable(
  'saml_assertions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('saml_assertions_expires_idx').on(t.expiresAt)],
);

/**
 * Which Kampus session a SAML sign-in began, under which NameID and SessionIndex of the provider:
 * its LogoutRequest names those, and single logout ends exactly these sessions.
 */
export const samlSessions = pgTable(
  'saml_sessions',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    // The provider that began it: a logout goes back to it, and only its LogoutRequest ends it.
    provider: text('provider').notNull().default('installation'),
    nameId: text('name_id').notNull(),
    nameIdFormat: text('name_id_format'),
    sessionIndex: text('session_index'),
  },
  (t) => [index('saml_sessions_name_id_idx').on(t.nameId)],
);
