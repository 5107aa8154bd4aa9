import { copySeasonDataAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { copyData } from './copy-data.operation.ts';

/** Copying season data (api-contract section 2): the operation runs its own transaction. */
export const copySeasonData = implement(copySeasonDataAction, async ({ db, ctx, input }) =>
  copyData(db, ctx, input.body),
);
