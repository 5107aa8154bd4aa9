import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The destruction log (KVKK's regulation on destruction keeps it three years; docs/privacy.md,
 * "Retention and destruction"): one row per run of the retention scheduler, and its entries.
 * Server-internal: read through `GET /api/retention-runs`, written by the scheduler alone.
 */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: serial('id').primaryKey(),
    /** `schedule` (the monthly job) or `manual` (a superadmin's `POST /api/retention-runs`). */
    trigger: text('trigger').$type<'schedule' | 'manual'>().notNull(),
    /**
     * The superadmin who asked for a manual run; null for the scheduler. No foreign key: the log
     * outlives the account (three years), and says who ran it even after that person's account goes.
     */
    ranBy: integer('ran_by'),
    /** The moment periods are judged against: fixed when the run starts, so every batch agrees. */
    asOf: timestamp('as_of', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** `running` until the last rule is through, then `done`. */
    state: text('state').$type<'running' | 'done'>().notNull().default('running'),
    /** Where the next batch starts: the rule's place in the inventory and the last id handled. */
    cursor: jsonb('cursor').notNull().default({ rule: 0, after: 0 }),
  },
  (t) => [index('retention_runs_started_idx').on(t.startedAt)],
);

/**
 * What one batch of a run did under one rule: the rule (resource, period, event), the method, how
 * many rows and which ids. Never the personal data itself.
 */
export const retentionLog = pgTable(
  'retention_log',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => retentionRuns.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    resource: text('resource').notNull(),
    retention: text('retention').notNull(),
    fromEvent: text('from_event').notNull(),
    /** `destroy`, `anonymise`, `held` (a legal hold kept the rows) or `refused` (the write path refused them). */
    method: text('method').$type<'destroy' | 'anonymise' | 'held' | 'refused'>().notNull(),
    count: integer('count').notNull(),
    /** The ids handled (held rows are counted, not listed). */
    ids: jsonb('ids').$type<number[]>().notNull().default([]),
  },
  (t) => [index('retention_log_run_idx').on(t.runId)],
);
