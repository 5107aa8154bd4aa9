import { rolloverPreviewAction, rolloverRunAction, rolloverStateAction, rolloverUndoAction } from '@kampus/contract';
import { answer, implement } from '../../core/actions.ts';
import { previewOf, rolloverPlan } from './rollover-plan.operation.ts';
import { rolloverState, runRollover, undoRollover } from './rollover.operation.ts';

/** The rollover of a school (docs/seasons.md): thin handlers over the rollover operations; the school is `record`. */
export const rolloverStateRun = implement(rolloverStateAction, ({ db, ctx, record }) =>
  rolloverState(db, ctx, record.id),
);

export const rolloverPreviewRun = implement(rolloverPreviewAction, async ({ db, ctx, record, input }) =>
  previewOf(await rolloverPlan(db, ctx, record.id, input.body), ctx.language),
);

export const rolloverRun = implement(rolloverRunAction, async ({ db, ctx, record, input }) =>
  answer(201, await runRollover(db, ctx, record.id, input.body)),
);

export const rolloverUndoRun = implement(rolloverUndoAction, ({ db, ctx, record }) => undoRollover(db, ctx, record.id));
