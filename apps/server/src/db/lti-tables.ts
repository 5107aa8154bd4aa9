import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { col, resourceTable } from './resource-tables.ts';

/**
 * LTI 1.3, Kampus the platform (docs/lti.md). The platform's signing key: made once by whichever
 * node needs it first, the private half sealed with the server's field key (a copy of the
 * database alone signs no launch), the public half published at `/lti/jwks`.
 */
export const ltiPlatformKeys = pgTable('lti_platform_keys', {
  kid: text('kid').primaryKey(),
  privateKey: text('private_key').notNull(),
  publicJwk: text('public_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
});

/**
 * A launch a signed-in person started and the tool has not yet come back for: the hint the tool's
 * sign-in request must carry, good once and for two minutes (the browser holds no Kampus cookie,
 * so this row is what ties the tool's request to the person).
 */
export const ltiLaunches = pgTable(
  'lti_launches',
  {
    id: text('id').primaryKey(),
    linkId: integer('link_id')
      .notNull()
      .references(() => col(resourceTable('lti_links'), 'id'), { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => col(resourceTable('users'), 'id'), { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lti_launches_expires_idx').on(t.expiresAt)],
);

/**
 * A line item a tool made (AGS): a gradebook assignment, with what the tool said of it that the
 * assignment has no field for. A tool sees and writes its own line items only.
 */
export const ltiLineItems = pgTable(
  'lti_line_items',
  {
    assignmentId: integer('assignment_id')
      .primaryKey()
      .references(() => col(resourceTable('assignments'), 'id'), { onDelete: 'cascade' }),
    toolId: integer('tool_id')
      .notNull()
      .references(() => col(resourceTable('lti_tools'), 'id'), { onDelete: 'cascade' }),
    linkId: integer('link_id').references(() => col(resourceTable('lti_links'), 'id'), { onDelete: 'set null' }),
    resourceId: text('resource_id'),
    tag: text('tag'),
    startDateTime: text('start_date_time'),
    endDateTime: text('end_date_time'),
  },
  (t) => [index('lti_line_items_tool_idx').on(t.toolId)],
);

/**
 * The last score a tool posted per student and line item (its timestamp and progress): an older
 * one is refused (AGS: the platform keeps the latest), and the results read the comment from the gradebook.
 */
export const ltiScoreTimes = pgTable(
  'lti_score_times',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => col(resourceTable('assignments'), 'id'), { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => col(resourceTable('students'), 'id'), { onDelete: 'cascade' }),
    postedAt: timestamp('posted_at', { withTimezone: true, precision: 3 }).notNull(),
    activityProgress: text('activity_progress').notNull(),
    gradingProgress: text('grading_progress').notNull(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.studentId] })],
);
