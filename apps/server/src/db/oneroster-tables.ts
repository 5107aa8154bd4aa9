import { index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { col, resourceTable } from './resource-tables.ts';

/**
 * OneRoster 1.2 gradebook writes (docs/oneroster.md, "Writing the gradebook"): the sourcedId a
 * client chose for a line item it PUT, kept so its later reads and writes find the gradebook
 * assignment by that id. One id per assignment; an id names one assignment within a school (two
 * schools' partners may each use "hw-1" without either learning of the other). Kampus's own ids
 * (`lineitem-<id>`) are never stored: they are read from the assignment's id.
 */
export const oneRosterLineItemIds = pgTable(
  'oneroster_line_item_ids',
  {
    assignmentId: integer('assignment_id')
      .primaryKey()
      .references(() => col(resourceTable('assignments'), 'id'), { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => col(resourceTable('schools'), 'id'), { onDelete: 'cascade' }),
    sourcedId: text('sourced_id').notNull(),
  },
  (t) => [unique('oneroster_line_item_ids_school_sourced_key').on(t.schoolId, t.sourcedId)],
);

/**
 * The sourcedId a client chose for a result: a student's cell of one assignment (not the score's
 * row, which clearing a cell removes and the next score makes again).
 */
export const oneRosterResultIds = pgTable(
  'oneroster_result_ids',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => col(resourceTable('assignments'), 'id'), { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => col(resourceTable('students'), 'id'), { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => col(resourceTable('schools'), 'id'), { onDelete: 'cascade' }),
    sourcedId: text('sourced_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.studentId] }),
    unique('oneroster_result_ids_school_sourced_key').on(t.schoolId, t.sourcedId),
    index('oneroster_result_ids_student_idx').on(t.studentId),
  ],
);
