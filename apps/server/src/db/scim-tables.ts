import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { col, resourceTable } from './resource-tables.ts';

/**
 * What SCIM keeps of a user beyond the Kampus account (docs/standards.md): the provisioning
 * client's `externalId` (Entra's object id), and when SCIM deleted an account Kampus could not
 * delete (it has records: marks, attendance), so SCIM answers 404 for it as RFC 7644 3.6 wants
 * while Kampus keeps it, deactivated. One row per user that SCIM has touched; none otherwise.
 */
export const scimUsers = pgTable(
  'scim_users',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => col(resourceTable('users'), 'id'), { onDelete: 'cascade' }),
    externalId: text('external_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('scim_users_external_idx').on(t.externalId)],
);

/** A SCIM group is a school (its staff memberships): the client's `externalId` of it. */
export const scimGroups = pgTable(
  'scim_groups',
  {
    schoolId: integer('school_id')
      .primaryKey()
      .references(() => col(resourceTable('schools'), 'id'), { onDelete: 'cascade' }),
    externalId: text('external_id'),
  },
  (t) => [index('scim_groups_external_idx').on(t.externalId)],
);
