import { z } from 'zod';
import { defineAction } from '../../action/define.ts';

/** What one run did under one rule of the inventory: how many rows, which ids, by which method. */
const retentionEntry = z.object({
  resource: z.string(),
  retention: z.string().meta({ description: 'ISO 8601 duration' }),
  from: z.string().meta({ description: 'The event the period runs from' }),
  method: z.enum(['destroy', 'anonymise', 'held', 'refused']),
  count: z.number(),
  ids: z.array(z.number()).meta({ description: 'The ids handled; held rows are counted, not listed' }),
});

/** One run of the retention scheduler, as the destruction log keeps it. */
const retentionRun = z.object({
  id: z.number(),
  trigger: z.enum(['schedule', 'manual']),
  ranBy: z.number().nullable(),
  asOf: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  state: z.enum(['running', 'done']),
  entries: z.array(retentionEntry),
});

/** What a run now would do under one rule (a dry run). */
const retentionForecast = z.object({
  resource: z.string(),
  retention: z.string(),
  from: z.string(),
  method: z.enum(['destroy', 'anonymise']),
  count: z.number(),
  held: z.number(),
  ids: z.array(z.number()).meta({ description: 'The first thousand ids that would go' }),
});

/**
 * GET /api/retention-runs: the destruction log (docs/privacy.md), newest run first, kept three
 * years, and when the next scheduled run starts. Headquarters and superadmins: it is the institution's.
 */
export const retentionRunsAction = defineAction({
  name: 'retentionRuns',
  method: 'GET',
  path: '/api/retention-runs',
  summary: 'The destruction log: runs of the retention scheduler',
  tags: ['privacy'],
  access: ['headquarters'],
  output: z.object({
    runs: z.array(retentionRun),
    nextRunAt: z
      .string()
      .nullable()
      .meta({ description: 'When the next scheduled run is queued to start (ISO 8601), null when none waits' }),
  }),
});

/**
 * POST /api/retention-runs {dryRun}: a superadmin runs the scheduler now. A dry run answers what
 * would be destroyed or anonymised and changes nothing; a real run wants the second factor given
 * again (step-up) and is queued at once (202), its batches done by the job workers.
 */
export const runRetentionAction = defineAction({
  name: 'runRetention',
  method: 'POST',
  path: '/api/retention-runs',
  summary: 'Run the retention scheduler now, or a dry run of it',
  tags: ['privacy'],
  access: 'superadmin',
  input: { body: z.object({ dryRun: z.boolean().default(false) }) },
  output: z.object({
    dryRun: z.boolean(),
    run: retentionRun.nullable(),
    forecast: z.array(retentionForecast),
  }),
  responses: { 202: 'The run is queued', 403: 'A second factor must be given again first (stepUpRequired)' },
});
