import { copySeasonDataAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { copyData } from './copy-data.operation.ts';

/** Copying season data (api-contract section 2): in the command's transaction (the action is idempotent). */
export const copySeasonData = implement(copySeasonDataAction, async ({ db, ctx, input }) =>
  copyData(db, ctx, input.body),
);
