import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { checkedByRun } from '../../action/params.ts';

/** A season as an IRI (`/api/seasons/3`) or an id. */
const season = z.union([z.string(), z.number().int()]);

/**
 * POST /api/seasons/copy_data {sourceDb, destinationDb, tables}: copies the named tables' rows of
 * one season into another of the same school (api-contract section 2), all or nothing.
 */
export const copySeasonDataAction = defineAction({
  name: 'copySeasonData',
  method: 'POST',
  path: '/api/seasons/copy_data',
  summary: "Copy a season's data into another season of the same school",
  tags: ['seasons'],
  access: 'signedIn',
  idempotent: true,
  input: {
    body: checkedByRun(
      z.object({
        sourceDb: season,
        destinationDb: season,
        tables: z.union([z.array(z.string()), z.string().meta({ description: 'Comma-separated' })]),
      }),
    ),
  },
  output: z.object({
    response: z.literal('success'),
    copied: z.record(z.string(), z.number().int()).meta({ description: 'Rows copied per table' }),
    skipped: z
      .record(z.string(), z.number().int())
      .meta({ description: 'Rows left out per table: the destination has them already (same natural key)' }),
  }),
  responses: { 403: 'A season out of reach', 409: 'A row would be copied twice, or the key is in use' },
});
